// A claim link's page (docs/orders.md): signed out, the way to sign in and come back; signed in, one
// button that takes the place someone registered the runner for into their own account.
import { Link } from 'react-router';

import { SignInFirst } from '@/components/sign-in-first';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { useClaimEntry } from '../api/orders';

export function ClaimEntry({ marathonId, token }: { marathonId: string; token: string }) {
  const { user, loading } = useAuth();
  const claim = useClaimEntry(marathonId);
  if (!token) {
    return (
      <FormAlert message="This claim link is incomplete: open the link from the email again." />
    );
  }
  if (loading) return <Spinner label="Checking your account" />;
  if (!user) {
    return (
      <SignInFirst
        here={paths.claim.href(marathonId, token)}
        why="Sign in, or create an account, to take the place into your own account."
        loginLabel="Sign in to claim"
      />
    );
  }
  if (claim.isSuccess) {
    return (
      <StateMessage
        role="status"
        tone="success"
        title="The place is yours"
        text="It is in your own account now, with a new race pass in My Apply List."
      >
        <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
          Open My Apply List
        </Link>
      </StateMessage>
    );
  }
  const failure =
    claim.error instanceof ApiError
      ? claim.error.message
      : claim.error
        ? 'The place could not be claimed.'
        : null;
  return (
    <div className="grid gap-4">
      <p className="text-slate-700 dark:text-slate-200">
        You are registered for this race by someone else. Claim the place to see your race pass and
        manage it yourself; the pass they were shown stops working.
      </p>
      <FormAlert message={failure} />
      <div>
        <Button
          size="lg"
          busy={claim.isPending}
          busyText="Claiming…"
          onClick={() => claim.mutate(token)}
        >
          Claim my place
        </Button>
      </div>
    </div>
  );
}
