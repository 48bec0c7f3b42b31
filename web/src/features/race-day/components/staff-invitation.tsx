// A staff invitation's link (docs/race-day.md): signed out, the way to sign in and come back;
// signed in, the acceptance, then where the new role leads (the check-in screen or the console).
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffRole } from '@run/contract/domain/schemas';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { NarrowPage } from '@/components/ui/narrow-page';
import { StateMessage } from '@/components/ui/state-message';
import { SignedInFromLink } from '@/components/sign-in-first';
import { paths } from '@/config/paths';

import { useRace } from '../api/get-race';
import { useAcceptInvitation } from '../api/staff';

function Joined({ marathonId, role }: { marathonId: string; role: StaffRole }) {
  const { t } = useLingui();
  const next =
    role === 'co-organiser'
      ? { to: paths.raceConsole.href(marathonId), label: t`Open the race console` }
      : { to: paths.raceCheckIn.href(marathonId), label: t`Open the check-in screen` };
  return (
    <StateMessage
      headingLevel={2}
      role="status"
      tone="success"
      title={t`Invitation accepted`}
      text={
        role === 'co-organiser'
          ? t`You now help with this race as a co-organiser.`
          : t`You now help with this race as check-in staff.`
      }
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={next.to} className={buttonClasses('primary')}>
          {next.label}
        </Link>
        <Link to={paths.racesIHelpWith.href()} className={buttonClasses('secondary')}>
          <Trans>Races I Help With</Trans>
        </Link>
      </div>
    </StateMessage>
  );
}

/** The signed-in user's acceptance, then where the new role leads. */
function Acceptance({
  marathonId,
  token,
  email,
}: {
  marathonId: string;
  token: string;
  email: string | null;
}) {
  const { t } = useLingui();
  const accept = useAcceptInvitation(marathonId);
  if (accept.data) return <Joined marathonId={marathonId} role={accept.data.role} />;
  return (
    <>
      <p className="text-slate-700 dark:text-slate-200">
        <Trans>
          You are signed in as {email}. Accept to join the race&apos;s staff with this account.
        </Trans>
      </p>
      <div className="mt-4">
        <FormAlert message={accept.error?.message} />
      </div>
      <Button
        className="mt-4"
        busy={accept.isPending}
        busyText={t`Accepting…`}
        onClick={() => accept.mutate(token)}
      >
        <Trans>Accept invitation</Trans>
      </Button>
    </>
  );
}

export function StaffInvitation({ marathonId, token }: { marathonId: string; token: string }) {
  const { t } = useLingui();
  const race = useRace(marathonId);
  const title = race.data?.title;
  return (
    <NarrowPage
      look="notice"
      title={t`Staff invitation`}
      intro={
        title
          ? t`You are invited to help with ${title} on race day.`
          : t`You are invited to help with a race on race day.`
      }
    >
      <div className="mt-6">
        <SignedInFromLink link="invitation" marathonId={marathonId} token={token}>
          {(user) => <Acceptance marathonId={marathonId} token={token} email={user.email} />}
        </SignedInFromLink>
      </div>
    </NarrowPage>
  );
}
