// The test provider's checkout (docs/payments.md): no money moves. Pay and Decline post the event a
// real provider would send, signed, to the real webhook; a paid runner then lands on the receipt (the
// checkout's Done step), one who declined on My Apply List ("Payment due" with Pay now). Refunds of test
// payments complete through the same webhook without a page (docs/payments.md, "Refunds").
import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@run/contract/domain/money';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { NarrowPage } from '@/components/ui/narrow-page';
import { StateMessage } from '@/components/ui/state-message';
import { useOneSend } from '@/components/ui/use-one-send';
import { paths } from '@/config/paths';
import { intlLocale } from '@/lib/i18n';
import { refreshMarathonViews } from '@/lib/query-client';

import { sendTestPaymentEvent, usePayment } from '../api/payments';

/** The page's two answers, as a real provider's checkout would end: paid, or declined. */
const CHOICES = [
  { choice: 'pay', label: msg`Pay`, busyText: msg`Paying…`, variant: 'primary' },
  { choice: 'decline', label: msg`Decline`, busyText: msg`Declining…`, variant: 'secondary' },
] as const;

/** Where a payment no longer waiting for this page stands (one sentence per state, to translate). */
function PaymentStateLine({ state }: { state: string }) {
  return (
    <Select
      value={state}
      _succeeded="This payment is paid."
      _failed="This payment is failed."
      _expired="This payment is expired."
      _refunded="This payment is refunded."
      _partially_refunded="This payment is partially refunded."
      other="This payment is started."
    />
  );
}

export function TestPayment({ paymentId }: { paymentId: string }) {
  const { i18n, t } = useLingui();
  const { data: payment, isPending, isError } = usePayment(paymentId);
  const navigate = useNavigate();
  const { sending, send } = useOneSend<'pay' | 'decline'>(t`The test payment could not be sent.`);

  const answer = (choice: 'pay' | 'decline') => {
    if (!payment) return;
    void send(choice, async () => {
      await sendTestPaymentEvent(
        payment,
        choice === 'pay' ? 'payment.succeeded' : 'payment.failed',
      );
      await refreshMarathonViews(payment.marathonId);
      // Paid: the checkout's Done step, the receipt; declined: My Apply List, still held.
      void navigate(
        choice === 'pay'
          ? paths.receipt.href(payment.marathonId, payment.paymentId)
          : paths.appliedMarathons.href(),
      );
    });
  };

  return (
    <NarrowPage
      look="form"
      title={t`Test payment: no money moves`}
      intro={t`This page stands in for a card provider on a site without one.`}
    >
      {isPending ? (
        <p role="status" className="mt-6 text-slate-600 dark:text-slate-300">
          <Trans>Loading the payment…</Trans>
        </p>
      ) : isError ? (
        <StateMessage title={t`Payment not found`} text={t`This payment is not one of yours.`} />
      ) : (
        <div className="mt-6 space-y-6">
          <p className="text-slate-700 dark:text-slate-300">
            <Trans>
              Pay confirms the registration as a real payment would; Decline leaves it waiting for
              payment. A refund of a test payment completes by itself a moment after it is made, as
              the provider&apos;s own event would complete it.
            </Trans>
          </p>
          <FactList
            facts={[
              { label: t`Race`, value: payment.title },
              {
                label: t`Amount`,
                value: formatMoney(payment.amount, payment.currency, intlLocale()),
                valueClassName: 'text-lg font-bold',
              },
            ]}
          />
          {payment.state === 'started' ? (
            <div className="flex flex-wrap gap-3">
              {CHOICES.map(({ choice, label, busyText, variant }) => (
                <Button
                  key={choice}
                  variant={variant}
                  busy={sending === choice}
                  busyText={i18n._(busyText)}
                  disabled={sending !== null}
                  onClick={() => answer(choice)}
                >
                  {i18n._(label)}
                </Button>
              ))}
            </div>
          ) : (
            <p role="status" className="font-semibold text-slate-700 dark:text-slate-200">
              <PaymentStateLine state={payment.state} />
            </p>
          )}
        </div>
      )}
    </NarrowPage>
  );
}
