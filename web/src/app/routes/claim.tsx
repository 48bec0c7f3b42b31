// /claim/:id?token=: a place someone registered the runner for (docs/orders.md). Not behind the
// sign-in: the page itself says how to sign in and come back.
import { useParams, useSearchParams } from 'react-router';

import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { RaceFormPage } from '@/features/marathons/components/race-form-page';
import { ClaimEntry } from '@/features/orders/components/claim-entry';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = marathonLoader;

export function Component() {
  useDocumentTitle('Claim Your Place');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const race = useMarathon(id);
  return (
    <RaceFormPage marathon={race} title="Claim your place" intro={`Your place in ${race.title}.`}>
      <ClaimEntry marathonId={id} token={params.get('token') ?? ''} />
    </RaceFormPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
