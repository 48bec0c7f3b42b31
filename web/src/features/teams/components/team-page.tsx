// A team's page (docs/teams.md): its name, distance and sizes, the join link to send with a copy
// button, the way for the captain to register into it, and its members with their state and bib.
// The API answers 404 to anyone but the captain and the race's organisers: "not found" here too.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import type { TeamView } from '@run/contract/domain/teams';
import { Link } from 'react-router';

import { distanceOf } from '@/components/distance-places';
import { buttonClasses } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

import { useTeam } from '../api/teams';
import { memberStatus, sizesLine } from '../team-words';

function Members({ team }: { team: TeamView }) {
  const { t } = useLingui();
  if (team.members.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        <Trans>No runner has joined yet, you included: register through the join link.</Trans>
      </p>
    );
  }
  const teamName = team.name;
  return (
    <DataTable
      caption={t`Members of ${teamName}`}
      columns={[{ label: t`Name` }, { label: t`Status` }, { label: t`Bib` }]}
    >
      {team.members.map((m) => (
        <tr key={m.registrationId}>
          <th scope="row" className="px-4 py-3 font-semibold break-words">
            {m.firstName} {m.lastName}
          </th>
          <td className={cellClasses()}>{memberStatus(m.status)}</td>
          <td className={cellClasses(undefined, 'tabular-nums')}>{m.bib ?? '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function TeamPage({ race, teamId }: { race: Marathon; teamId: string }) {
  const { t } = useLingui();
  const query = useTeam(race._id, teamId);
  if (query.isPending) return <Spinner label={t`Loading the team`} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StateMessage
        role="alert"
        tone={missing ? 'neutral' : 'error'}
        title={missing ? t`Team not found` : t`The team could not be loaded`}
        text={
          missing
            ? t`Only a team’s captain (and the race’s organisers) see its page.`
            : t`Check your connection and try again.`
        }
        {...(missing ? {} : { onRetry: () => void query.refetch() })}
      >
        <Link to={paths.marathon.href(race._id)} className={buttonClasses('secondary')}>
          <Trans>See the race</Trans>
        </Link>
      </StateMessage>
    );
  }
  const team = query.data;
  const distance = distanceOf(race.distances, team.distanceId)?.name ?? race.runningDistance;
  const joined = team.members.length;
  const { maxSize } = team;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="team-facts" className="grid gap-2">
        <h2 id="team-facts" className="text-2xl font-bold text-slate-900 dark:text-white">
          {team.name}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {distance} · {sizesLine(team)}
        </p>
      </section>
      <section aria-labelledby="team-link" className="grid gap-3">
        <h2 id="team-link" className="text-lg font-semibold text-slate-900 dark:text-white">
          <Trans>Join link</Trans>
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          <Trans>Send it to your team: whoever registers through it joins the team.</Trans>
        </p>
        <code
          data-testid="join-link"
          className="block rounded bg-slate-100 p-2 text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        >
          {team.joinUrl}
        </code>
        <div className="flex flex-wrap gap-3">
          <CopyButton
            text={team.joinUrl}
            label={t`Copy link`}
            copiedNote={t`The join link is on the clipboard.`}
          />
        </div>
      </section>
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-semibold text-slate-900 dark:text-white">
          <Trans>
            Members ({joined} of {maxSize})
          </Trans>
        </h2>
        <Members team={team} />
      </section>
    </div>
  );
}
