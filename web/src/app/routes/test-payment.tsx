// /pay/test/:paymentId: the test payment provider's page (docs/payments.md).
import { useParams } from 'react-router';

import { TestPayment } from '@/features/registrations/components/test-payment';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Test payment');
  const { paymentId = '' } = useParams();
  return <TestPayment paymentId={paymentId} />;
}
