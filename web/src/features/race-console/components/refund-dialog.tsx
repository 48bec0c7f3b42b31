// An organiser refunds a runner from the Payments tab (docs/payments.md, "Refunds"): any amount up to
// what is left of the payment, a reason the runner's mail and the finance CSV carry, and optionally
// withdrawing the runner (their place goes to the waitlist). The contract's schema names bad fields;
// the API's 400 (more than is left) lands on the amount.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment, Refund } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { organiserRefundSchema } from '@run/contract/domain/schemas';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import type { RaceRowDialogProps } from '@/components/ui/use-return-focus';
import { useZodForm } from '@/components/ui/use-zod-form';
import { centsOf, mainUnitsOf } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useRefundRunner } from '../api/refunds';

/**
 * What the organiser is told once the refund is recorded: money a provider sends back "goes back";
 * money paid by hand (a bank transfer, cash) is the organiser's to pay, listed under "Refunds to
 * pay" until marked paid, and without a known IBAN they must ask the runner for one first. Called
 * when the refund is made, so in the language shown then.
 */
export function refundMadeMessage(made: Refund, payment: Payment) {
  const amount = formatMoney(made.amount, made.currency, intlLocale());
  const runner = payment.runnerName;
  if (made.state !== 'manual') {
    return {
      icon: 'success' as const,
      title: t`Refunded`,
      text: t`${amount} goes back to ${runner}.`,
    };
  }
  const iban = made.payerIban ?? payment.payerIban;
  return {
    icon: 'info' as const,
    title: t`Refund to pay`,
    text: iban
      ? t`Pay ${amount} back to ${runner} (IBAN ${iban}), then mark it paid under Refunds to pay.`
      : t`Pay ${amount} back to ${runner}: their IBAN is not known yet, so ask them for it, then mark the refund paid under Refunds to pay.`,
  };
}

export function RefundDialog({ marathonId, row: payment, onClose }: RaceRowDialogProps<Payment>) {
  const { t } = useLingui();
  const refund = useRefundRunner(marathonId);
  // What has gone back already in any way: refunded, credited by a deferral, held by a dispute.
  const left = payment.amount - payment.refunded - payment.credited - payment.disputed;
  const form = useZodForm({
    initialValues: { amount: mainUnitsOf(left), reason: '', cancel: '' },
    schema: organiserRefundSchema,
    toInput: (v) => ({ amount: centsOf(v.amount), reason: v.reason, cancel: v.cancel === TICKED }),
    idPrefix: 'refund',
  });
  const submit = form.handleSubmit((input, controls) => {
    refund.mutate(
      { userId: payment.userId, input },
      {
        onSuccess: ({ refund: made }) => {
          onClose();
          showPopup(refundMadeMessage(made, payment));
        },
        onError: (error) => controls.showServerError(error, t`The refund could not be made.`),
      },
    );
  });
  const { runnerName: runner, currency } = payment;
  const paid = formatMoney(payment.amount, currency, intlLocale());
  const refundable = formatMoney(left, currency, intlLocale());
  return (
    <Modal open title={t`Refund ${runner}`} onClose={refund.isPending ? () => undefined : onClose}>
      <TwoColumnForm
        form={form}
        onSubmit={submit}
        busy={refund.isPending}
        busyText={t`Refunding…`}
        submitLabel={t`Refund`}
        onCancel={onClose}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300 sm:col-span-2">
          <Trans>
            Paid {paid}; up to {refundable} is left to refund.
          </Trans>
        </p>
        <TextField
          label={t`Amount (${currency})`}
          inputMode="decimal"
          required
          {...form.field('amount')}
        />
        <TextField label={t`Reason`} maxLength={200} required {...form.field('reason')} />
        <CheckboxField
          className="sm:col-span-2"
          label={t`Also withdraw the runner (their place goes to the waitlist)`}
          {...form.field('cancel')}
        />
      </TwoColumnForm>
    </Modal>
  );
}
