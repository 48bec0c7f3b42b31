// /check-in/:id?pass=: what a race pass's QR code opens (docs/race-day.md). Not behind the
// sign-in: a runner or a passer-by who scans it reads what it is for.
import { useParams, useSearchParams } from 'react-router';

import { PassLink } from '@/features/race-day/components/pass-link';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Race Pass');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <PassLink marathonId={id} passId={params.get('pass') ?? ''} />;
}
