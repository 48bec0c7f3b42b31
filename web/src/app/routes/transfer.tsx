// /transfer/:id?token=: a runner's place offered by a transfer link (docs/transfers.md). Not behind
// the sign-in: the page itself says how to sign in and come back. The race (its questions and
// waiver) is loaded first, for the recipient's form.
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';

import { formCardClasses } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/narrow-page';
import { loadMarathon, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { MarathonSummary } from '@/features/marathons/components/marathon-summary';
import { TransferOffer } from '@/features/registrations/components/transfer-offer';
import { useDocumentTitle } from '@/lib/use-document-title';

export async function loader({ params }: LoaderFunctionArgs) {
  await loadMarathon(params.id);
  return null;
}

export function Component() {
  useDocumentTitle('Take a Transferred Place');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const race = useMarathon(id);
  return (
    <NarrowPage
      look="form"
      title="Take a transferred place"
      intro={`A runner offers you their place in ${race.title}.`}
    >
      <div className="mt-6">
        <MarathonSummary marathon={race} />
      </div>
      <div className={`mt-8 ${formCardClasses}`}>
        <TransferOffer race={race} token={params.get('token') ?? ''} />
      </div>
    </NarrowPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
