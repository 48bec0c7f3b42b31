// /check-in/:id?pass= (or an order's ?group=): what a race pass's QR code opens (docs/race-day.md).
// Not behind the sign-in: a runner or a passer-by who scans it reads what it is for.
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';

import { PassLink } from '@/features/race-day/components/pass-link';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Race Pass`);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const passId = params.get('pass');
  const groupPassId = params.get('group');
  const pass = passId ? { passId } : groupPassId ? { groupPassId } : null;
  return <PassLink marathonId={id} pass={pass} />;
}
