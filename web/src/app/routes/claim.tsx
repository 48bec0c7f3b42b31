// /claim/:id?token=: a place someone registered the runner for (docs/orders.md). Not behind the
// sign-in: the page itself says how to sign in and come back.
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';

import { formCardClasses } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/narrow-page';
import { loadMarathon, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { MarathonSummary } from '@/features/marathons/components/marathon-summary';
import { ClaimEntry } from '@/features/orders/components/claim-entry';
import { useDocumentTitle } from '@/lib/use-document-title';

export async function loader({ params }: LoaderFunctionArgs) {
  await loadMarathon(params.id);
  return null;
}

export function Component() {
  useDocumentTitle('Claim Your Place');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const race = useMarathon(id);
  return (
    <NarrowPage look="form" title="Claim your place" intro={`Your place in ${race.title}.`}>
      <div className="mt-6">
        <MarathonSummary marathon={race} />
      </div>
      <div className={`mt-8 ${formCardClasses}`}>
        <ClaimEntry marathonId={id} token={params.get('token') ?? ''} />
      </div>
    </NarrowPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
