// An organiser refunds a runner from the Payments tab (docs/payments.md, "Refunds"): any amount up to
// what is left of the payment, a reason the runner's mail and the finance CSV carry, and optionally
// withdrawing the runner (their place goes to the waitlist). The contract's schema names bad fields;
// the API's 400 (more than is left) lands on the amount.
import type { Payment, Refund } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { organiserRefundSchema } from '@run/contract/domain/schemas';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { useZodForm } from '@/components/ui/use-zod-form';
import { centsOf } from '@/lib/format';

import { useRefundRunner } from '../api/refunds';

/**
 * What the organiser is told once the refund is recorded: money a provider sends back "goes back";
 * money paid by hand (a bank transfer, cash) is the organiser's to pay, listed under "Refunds to
 * pay" until marked paid, and without a known IBAN they must ask the runner for one first.
 */
export function refundMadeMessage(made: Refund, payment: Payment) {
  const amount = formatMoney(made.amount, made.currency, 'en-US');
  if (made.state !== 'manual') {
    return {
      icon: 'success' as const,
      title: 'Refunded',
      text: `${amount} goes back to ${payment.runnerName}.`,
    };
  }
  const iban = made.payerIban ?? payment.payerIban;
  return {
    icon: 'info' as const,
    title: 'Refund to pay',
    text: iban
      ? `Pay ${amount} back to ${payment.runnerName} (IBAN ${iban}), then mark it paid under Refunds to pay.`
      : `Pay ${amount} back to ${payment.runnerName}: their IBAN is not known yet, so ask them for it, then mark the refund paid under Refunds to pay.`,
  };
}

export function RefundDialog({
  marathonId,
  payment,
  onClose,
}: {
  marathonId: string;
  payment: Payment;
  onClose: () => void;
}) {
  const refund = useRefundRunner(marathonId);
  // What has gone back already in any way: refunded, credited by a deferral, held by a dispute.
  const left = payment.amount - payment.refunded - payment.credited - payment.disputed;
  const form = useZodForm({
    initialValues: { amount: (left / 100).toFixed(2), reason: '', cancel: '' },
    schema: organiserRefundSchema,
    toInput: (v) => ({ amount: centsOf(v.amount), reason: v.reason, cancel: v.cancel === TICKED }),
    idPrefix: 'refund',
  });
  const { bindForm } = form;
  const submit = form.handleSubmit((input, controls) => {
    refund.mutate(
      { userId: payment.userId, input },
      {
        onSuccess: ({ refund: made }) => {
          onClose();
          showPopup(refundMadeMessage(made, payment));
        },
        onError: (error) => controls.showServerError(error, 'The refund could not be made.'),
      },
    );
  });
  return (
    <Modal
      open
      title={`Refund ${payment.runnerName}`}
      onClose={refund.isPending ? () => undefined : onClose}
    >
      <form ref={bindForm} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 dark:text-slate-300 sm:col-span-2">
          Paid {formatMoney(payment.amount, payment.currency, 'en-US')}; up to{' '}
          {formatMoney(left, payment.currency, 'en-US')} is left to refund.
        </p>
        <TextField
          label={`Amount (${payment.currency})`}
          inputMode="decimal"
          required
          {...form.field('amount')}
        />
        <TextField label="Reason" maxLength={200} required {...form.field('reason')} />
        <CheckboxField
          className="sm:col-span-2"
          label="Also withdraw the runner (their place goes to the waitlist)"
          {...form.field('cancel')}
        />
        <FormActions
          formError={form.formError}
          busy={refund.isPending}
          busyText="Refunding…"
          submitLabel="Refund"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
