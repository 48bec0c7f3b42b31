// /claim/:id?token=: a place someone registered the runner for (docs/orders.md). Not behind the
// sign-in: the page itself says how to sign in and come back.
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';

import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { RaceFormPage } from '@/features/marathons/components/race-form-page';
import { ClaimEntry } from '@/features/orders/components/claim-entry';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = marathonLoader;

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Claim Your Place`);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const race = useMarathon(id);
  const raceTitle = race.title;
  return (
    <RaceFormPage
      marathon={race}
      title={t`Claim your place`}
      intro={t`Your place in ${raceTitle}.`}
    >
      <ClaimEntry marathonId={id} token={params.get('token') ?? ''} />
    </RaceFormPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
