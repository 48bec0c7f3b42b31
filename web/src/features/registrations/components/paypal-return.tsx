// Where PayPal sends the runner back (docs/payments.md, "PayPal"). Approved: the page captures the
// order at once (the API asks PayPal, and confirms the registration as the webhook would): paid, the
// runner lands on the receipt; otherwise the page says where the payment stands; cancelled at PayPal (`?cancelled=1`): nothing was paid, the place stays
// held, and the runner may pay again from My Apply List, as after a declined card.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentView } from '@run/contract/domain/api-types';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';

import { ApplyListLink } from '@/components/apply-list-link';
import { NarrowPage } from '@/components/ui/narrow-page';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

import { useCapturePayPal } from '../api/payments';

const PAID_STATES: ReadonlyArray<PaymentView['state']> = [
  'succeeded',
  'partially_refunded',
  'refunded',
];

function Captured({ payment }: { payment: PaymentView }) {
  const { t } = useLingui();
  // Paid: the checkout's Done step, the receipt.
  if (PAID_STATES.includes(payment.state)) {
    return <Navigate replace to={paths.receipt.href(payment.marathonId, payment.paymentId)} />;
  }
  if (payment.state === 'started') {
    const { title } = payment;
    return (
      <StateMessage
        role="status"
        title={t`PayPal is still processing your payment`}
        text={t`Once PayPal completes it, My Apply List shows ${title} as Paid.`}
      >
        <ApplyListLink />
      </StateMessage>
    );
  }
  return (
    <StateMessage
      tone="error"
      role="alert"
      title={t`The payment did not go through`}
      text={t`PayPal did not take the money. Your place stays held until the payment is due: pay again from My Apply List.`}
    >
      <ApplyListLink />
    </StateMessage>
  );
}

export function PayPalReturn({ paymentId, cancelled }: { paymentId: string; cancelled: boolean }) {
  const { t } = useLingui();
  const capture = useCapturePayPal();
  const { mutate } = capture;
  // Once per visit (development's strict mode runs effects twice; a capture is idempotent anyway).
  const asked = useRef(false);
  useEffect(() => {
    if (cancelled || asked.current) return;
    asked.current = true;
    mutate({ paymentId });
  }, [cancelled, paymentId, mutate]);

  let body;
  if (cancelled) {
    body = (
      <StateMessage
        role="status"
        title={t`Payment cancelled`}
        text={t`You cancelled at PayPal, so nothing was paid. Your place stays held until the payment is due: pay from My Apply List.`}
      >
        <ApplyListLink />
      </StateMessage>
    );
  } else if (capture.isError) {
    const missing = capture.error instanceof ApiError && capture.error.status === 404;
    body = (
      <StateMessage
        tone="error"
        role="alert"
        title={missing ? t`Payment not found` : t`The payment could not be confirmed`}
        text={missing ? t`This payment is not one of yours.` : capture.error.message}
        {...(missing ? {} : { onRetry: () => mutate({ paymentId }) })}
      >
        <ApplyListLink />
      </StateMessage>
    );
  } else if (capture.data) {
    body = <Captured payment={capture.data} />;
  } else {
    body = (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        <Trans>Confirming your payment with PayPal…</Trans>
      </p>
    );
  }
  return (
    <NarrowPage
      look="form"
      title={t`PayPal payment`}
      intro={t`Back from PayPal: where your payment stands.`}
    >
      <div className="mt-6">{body}</div>
    </NarrowPage>
  );
}
