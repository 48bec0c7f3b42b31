// A team's page (docs/teams.md): its name, distance and sizes, the join link to send with a copy
// button, the way for the captain to register into it, and its members with their state and bib.
// The API answers 404 to anyone but the captain and the race's organisers: "not found" here too.
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
  if (team.members.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        No runner has joined yet, you included: register through the join link.
      </p>
    );
  }
  return (
    <DataTable
      caption={`Members of ${team.name}`}
      columns={[{ label: 'Name' }, { label: 'Status' }, { label: 'Bib' }]}
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
  const query = useTeam(race._id, teamId);
  if (query.isPending) return <Spinner label="Loading the team" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StateMessage
        role="alert"
        tone={missing ? 'neutral' : 'error'}
        title={missing ? 'Team not found' : 'The team could not be loaded'}
        text={
          missing
            ? 'Only a team’s captain (and the race’s organisers) see its page.'
            : 'Check your connection and try again.'
        }
        {...(missing ? {} : { onRetry: () => void query.refetch() })}
      >
        <Link to={paths.marathon.href(race._id)} className={buttonClasses('secondary')}>
          See the race
        </Link>
      </StateMessage>
    );
  }
  const team = query.data;
  const distance = distanceOf(race.distances, team.distanceId)?.name ?? race.runningDistance;
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
          Join link
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          Send it to your team: whoever registers through it joins the team.
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
            label="Copy link"
            copiedNote="The join link is on the clipboard."
          />
        </div>
      </section>
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-semibold text-slate-900 dark:text-white">
          Members ({team.members.length} of {team.maxSize})
        </h2>
        <Members team={team} />
      </section>
    </div>
  );
}
