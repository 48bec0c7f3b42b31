// /pay/paypal/:paymentId: where PayPal sends the runner back (docs/payments.md, "PayPal").
import { useParams, useSearchParams } from 'react-router';

import { PayPalReturn } from '@/features/registrations/components/paypal-return';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('PayPal payment');
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  return <PayPalReturn paymentId={paymentId} cancelled={search.has('cancelled')} />;
}
