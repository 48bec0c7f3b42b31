// What the register pages say when opened from a team's join link (docs/teams.md): the runner (or
// every runner of an order) registers into that team. The token is the link's `?team=`.
import { Trans } from '@lingui/react/macro';
import { TEAM_REFUSALS } from '@run/contract/domain/teams';
import { Link, useSearchParams } from 'react-router';

import { ApiError } from '@/lib/api-client';

/** The join link's token on this page, or undefined. */
export function useTeamToken(): string | undefined {
  const [params] = useSearchParams();
  return params.get('team')?.trim() || undefined;
}

/** A refusal to join (the link unknown, the team full...): one of the API's team codes. */
export function isTeamRefusal(error: unknown): boolean {
  return error instanceof ApiError && Object.hasOwn(TEAM_REFUSALS, error.body?.code ?? '');
}

export function JoiningTeam({
  several = false,
  othersHref,
}: {
  several?: boolean;
  /** Where the runner registers others into the same team ("Register others" with the token). */
  othersHref?: string | undefined;
}) {
  return (
    <div
      data-testid="joining-team"
      className="mb-6 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950/40 dark:text-sky-100"
    >
      <p className="font-semibold">
        <Trans>You are joining a team</Trans>
      </p>
      <p className="mt-1 text-sm">
        {several ? (
          <Trans>
            You opened a team’s join link: every runner registered here runs in that team, on its
            distance.
          </Trans>
        ) : (
          <Trans>
            You opened a team’s join link: once registered, you run in that team, on its distance.
          </Trans>
        )}
      </p>
      {othersHref ? (
        <p className="mt-1 text-sm">
          <Link to={othersHref} className="font-semibold underline">
            <Trans>Register others into this team</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
