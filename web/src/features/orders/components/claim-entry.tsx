// A claim link's page (docs/orders.md): signed out, the way to sign in and come back; signed in, one
// button that takes the place someone registered the runner for into their own account.
import { Trans, useLingui } from '@lingui/react/macro';

import { PlaceIsYours } from '@/components/apply-list-link';
import { SignedInFromLink } from '@/components/sign-in-first';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';

import { useClaimEntry } from '../api/orders';

/** The signed-in runner's claim: one button, then the place is theirs. */
function Claim({ marathonId, token }: { marathonId: string; token: string }) {
  const { t } = useLingui();
  const claim = useClaimEntry(marathonId);
  if (claim.isSuccess) {
    return (
      <PlaceIsYours
        text={t`It is in your own account now, with a new race pass in My Apply List.`}
      />
    );
  }
  const failure =
    claim.error instanceof ApiError
      ? claim.error.message
      : claim.error
        ? t`The place could not be claimed.`
        : null;
  return (
    <div className="grid gap-4">
      <p className="text-slate-700 dark:text-slate-200">
        <Trans>
          You are registered for this race by someone else. Claim the place to see your race pass
          and manage it yourself; the pass they were shown stops working.
        </Trans>
      </p>
      <FormAlert message={failure} />
      <div>
        <Button
          size="lg"
          busy={claim.isPending}
          busyText={t`Claiming…`}
          onClick={() => claim.mutate(token)}
        >
          <Trans>Claim my place</Trans>
        </Button>
      </div>
    </div>
  );
}

export function ClaimEntry({ marathonId, token }: { marathonId: string; token: string }) {
  return (
    <SignedInFromLink link="claim" marathonId={marathonId} token={token}>
      {() => <Claim marathonId={marathonId} token={token} />}
    </SignedInFromLink>
  );
}
