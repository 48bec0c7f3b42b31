// The results page's Teams tab (docs/teams.md): per distance that takes teams, the teams by time
// (the sum of their best `minSize` chip times) with the finishers counted, then the teams short of
// finishers, "Unplaced". On a phone each team is a card, as the runners' results are.
import type { TeamResults as Ranking } from '@run/contract/domain/teams';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

import { useTeamResults } from '../api/get-team-results';

type Team = Ranking['teams'][number];

const placeOf = (team: Team) => (team.place === null ? 'Unplaced' : String(team.place));

/** "Ada Lovelace 0:40:00, Bo Li 0:41:10". */
const countedLine = (team: Team) =>
  team.counted.map((c) => `${c.name} ${c.chipTime}`).join(', ') || '—';

function TeamCards({ caption, teams }: { caption: string; teams: Team[] }) {
  return (
    <ol aria-label={caption} className="space-y-2 sm:hidden">
      {teams.map((team) => (
        <li
          key={team.teamId}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words">
              <span className="tabular-nums">{placeOf(team)}</span>
              <span aria-hidden="true"> · </span>
              {team.name}
            </p>
            <p className="font-mono font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">Time </span>
              {team.time ?? '—'}
            </p>
          </div>
          <p className="mt-1 text-xs break-words text-slate-600 dark:text-slate-300">
            {team.finishers} {team.finishers === 1 ? 'finisher' : 'finishers'} · Counted:{' '}
            {countedLine(team)}
          </p>
        </li>
      ))}
    </ol>
  );
}

function TeamGrid({ caption, teams }: { caption: string; teams: Team[] }) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: 'Place' },
        { label: 'Team' },
        { label: 'Time' },
        { label: 'Finishers' },
        { label: 'Counted runners' },
      ]}
    >
      {teams.map((team) => (
        <tr key={team.teamId}>
          <td className={cellClasses(undefined, 'font-semibold tabular-nums')}>{placeOf(team)}</td>
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
  const query = useTeamResults(raceId, distance.id);
  const caption = `${distance.name} teams`;
  const headingId = `teams-${distance.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="mb-1 text-xl font-bold text-slate-900 dark:text-white">
        {caption}
      </h2>
      {query.isPending ? (
        <Spinner label="Loading the team results" />
      ) : query.isError ? (
        <p className="text-slate-700 dark:text-slate-300">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'No team results for this distance yet.'
            : 'The team results could not be loaded.'}
        </p>
      ) : query.data.teams.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">No team ran this distance.</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
            A team’s time adds up its best {query.data.minSize} finishers’ chip times; teams with
            fewer finishers are unplaced.
          </p>
          <TeamCards caption={caption} teams={query.data.teams} />
          <div className="hidden sm:block">
            <TeamGrid caption={caption} teams={query.data.teams} />
          </div>
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
