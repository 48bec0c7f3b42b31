// /pay/test/:paymentId: the test payment provider's page (docs/payments.md).
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';

import { TestPayment } from '@/features/registrations/components/test-payment';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Test payment`);
  const { paymentId = '' } = useParams();
  return <TestPayment paymentId={paymentId} />;
}
