// /claim/:id?token=: a place someone registered the runner for (docs/orders.md). Not behind the
// sign-in: the page itself says how to sign in and come back.
import { useLingui } from '@lingui/react/macro';

import { marathonLoader } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { RaceFormPage } from '@/features/marathons/components/race-form-page';
import { useRaceScreen } from '@/features/marathons/use-race-screen';
import { ClaimEntry } from '@/features/orders/components/claim-entry';
import { useLinkToken } from '@/lib/use-link-token';

export const loader = marathonLoader;

export function Component() {
  const { t } = useLingui();
  const race = useRaceScreen(() => t`Claim Your Place`);
  const token = useLinkToken();
  const raceTitle = race.title;
  return (
    <RaceFormPage
      marathon={race}
      title={t`Claim your place`}
      intro={t`Your place in ${raceTitle}.`}
    >
      <ClaimEntry marathonId={race._id} token={token} />
    </RaceFormPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
