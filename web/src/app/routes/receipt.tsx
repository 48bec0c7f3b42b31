// /marathons/:id/receipts/:paymentId: the checkout's Done step, a payment's receipt (its payer's and
// the race organisers'; anyone else is told it is not theirs).
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';

import { NarrowPage } from '@/components/ui/narrow-page';
import { StateMessage } from '@/components/ui/state-message';
import { useReceipt } from '@/features/registrations/api/receipt';
import { CheckoutSteps } from '@/features/registrations/components/checkout-steps';
import { ReceiptView } from '@/features/registrations/components/receipt-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Receipt`);
  const { id = '', paymentId = '' } = useParams();
  const { data: receipt, isPending, isError, refetch } = useReceipt(id, paymentId);
  return (
    <NarrowPage
      look="form"
      title={t`Payment`}
      intro={t`Where your payment stands, and its receipt.`}
    >
      <div className="mt-6">
        <CheckoutSteps current={receipt?.paid ? 'done' : 'pay'} />
      </div>
      <div className="mt-6">
        {isPending ? (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            <Trans>Loading the receipt…</Trans>
          </p>
        ) : isError ? (
          <StateMessage
            tone="error"
            title={t`Receipt not found`}
            text={t`This payment is not one of yours.`}
            onRetry={() => void refetch()}
          />
        ) : (
          <ReceiptView receipt={receipt} />
        )}
      </div>
    </NarrowPage>
  );
}
