// The results page's Teams tab (docs/teams.md): per distance that takes teams, the teams by time
// (the sum of their best `minSize` chip times) with the finishers counted, then the teams short of
// finishers, "Unplaced". On a phone each team is a card, as the runners' results are.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TeamResults as Ranking } from '@run/contract/domain/teams';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

import { useTeamResults } from '../api/get-team-results';
import { CardsOrTable, RankedCard, RankedCards } from './ranked-cards';

type Team = Ranking['teams'][number];

const UNPLACED = msg`Unplaced`;

const placeOf = (team: Team, i18n: I18n) =>
  team.place === null ? i18n._(UNPLACED) : String(team.place);

/** "Ada Lovelace 0:40:00, Bo Li 0:41:10". */
const countedLine = (team: Team) =>
  team.counted.map((c) => `${c.name} ${c.chipTime}`).join(', ') || '—';

function TeamCards({ caption, teams }: { caption: string; teams: Team[] }) {
  const { i18n } = useLingui();
  return (
    <RankedCards caption={caption}>
      {teams.map((team) => {
        const { finishers } = team;
        const counted = countedLine(team);
        return (
          <RankedCard
            key={team.teamId}
            place={placeOf(team, i18n)}
            name={team.name}
            time={team.time}
            detailAcross
            detail={
              <p className="mt-1 text-xs break-words text-slate-600 dark:text-slate-300">
                <Plural
                  value={finishers}
                  one={`${finishers} finisher · Counted: ${counted}`}
                  other={`${finishers} finishers · Counted: ${counted}`}
                />
              </p>
            }
          />
        );
      })}
    </RankedCards>
  );
}

function TeamGrid({ caption, teams }: { caption: string; teams: Team[] }) {
  const { i18n, t } = useLingui();
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: t`Place` },
        { label: t`Team` },
        { label: t`Time` },
        { label: t`Finishers` },
        { label: t`Counted runners` },
      ]}
    >
      {teams.map((team) => (
        <tr key={team.teamId}>
          <td className={cellClasses(undefined, 'font-semibold tabular-nums')}>
            {placeOf(team, i18n)}
          </td>
          <th scope="row" className="px-4 py-3 font-semibold">
            {team.name}
          </th>
          <td className={cellClasses(undefined, 'font-mono tabular-nums whitespace-nowrap')}>
            {team.time ?? '—'}
          </td>
          <td className={cellClasses(undefined, 'tabular-nums')}>{team.finishers}</td>
          <td className={cellClasses()}>{countedLine(team)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function DistanceTeams({
  raceId,
  distance,
}: {
  raceId: string;
  distance: { id: string; name: string };
}) {
  const { t } = useLingui();
  const query = useTeamResults(raceId, distance.id);
  const distanceName = distance.name;
  const caption = t`${distanceName} teams`;
  const minSize = query.data?.minSize;
  const headingId = `teams-${distance.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="mb-1 text-xl font-bold text-slate-900 dark:text-white">
        {caption}
      </h2>
      {query.isPending ? (
        <Spinner label={t`Loading the team results`} />
      ) : query.isError ? (
        <p className="text-slate-700 dark:text-slate-300">
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <Trans>No team results for this distance yet.</Trans>
          ) : (
            <Trans>The team results could not be loaded.</Trans>
          )}
        </p>
      ) : query.data.teams.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">
          <Trans>No team ran this distance.</Trans>
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              A team’s time adds up its best {minSize} finishers’ chip times; teams with fewer
              finishers are unplaced.
            </Trans>
          </p>
          <CardsOrTable
            cards={<TeamCards caption={caption} teams={query.data.teams} />}
            table={<TeamGrid caption={caption} teams={query.data.teams} />}
          />
        </>
      )}
    </section>
  );
}

export function TeamResults({
  raceId,
  distances,
}: {
  raceId: string;
  distances: Array<{ id: string; name: string }>;
}) {
  return (
    <div aria-live="polite">
      {distances.map((d) => (
        <DistanceTeams key={d.id} raceId={raceId} distance={d} />
      ))}
    </div>
  );
}
