// /transfer/:id?token=: a runner's place offered by a transfer link (docs/transfers.md). Not behind
// the sign-in: the page itself says how to sign in and come back. The race (its questions and
// waiver) is loaded first, for the recipient's form.
import { useLingui } from '@lingui/react/macro';

import { marathonLoader } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { RaceFormPage } from '@/features/marathons/components/race-form-page';
import { useRaceScreen } from '@/features/marathons/use-race-screen';
import { TransferOffer } from '@/features/registrations/components/transfer-offer';
import { useLinkToken } from '@/lib/use-link-token';

export const loader = marathonLoader;

export function Component() {
  const { t } = useLingui();
  const race = useRaceScreen(() => t`Take a Transferred Place`);
  const token = useLinkToken();
  const raceTitle = race.title;
  return (
    <RaceFormPage
      marathon={race}
      title={t`Take a transferred place`}
      intro={t`A runner offers you their place in ${raceTitle}.`}
    >
      <TransferOffer race={race} token={token} />
    </RaceFormPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
