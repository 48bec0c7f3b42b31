// /pay/paypal/:paymentId: where PayPal sends the runner back (docs/payments.md, "PayPal").
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';

import { PayPalReturn } from '@/features/registrations/components/paypal-return';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`PayPal payment`);
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  return <PayPalReturn paymentId={paymentId} cancelled={search.has('cancelled')} />;
}
