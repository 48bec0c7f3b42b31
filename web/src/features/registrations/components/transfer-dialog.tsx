// Transferring a place from My Apply List (docs/transfers.md): what the race allows and what it costs,
// the address the link goes to, and, while a transfer is open, where it went and how to cancel it.
import type { MyRegistration } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { daysBefore } from '@run/contract/domain/refunds';
import { transferStartSchema } from '@run/contract/domain/schemas';

import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { useZodForm } from '@/components/ui/use-zod-form';
import { formatMonthDay } from '@/lib/format';

import { useCancelTransfer, useStartTransfer } from '../api/transfers';

/** Whether the race lets this registration be transferred now (the server decides again). */
export function canTransfer(registration: MyRegistration, now = new Date()): boolean {
  const { transfers } = registration;
  const record = registration.totalRegistrationCount[0];
  return (
    transfers.enabled &&
    record?.status === 'confirmed' &&
    daysBefore(new Date(registration.marathonStartDate), now) >= transfers.untilDays
  );
}

/** What a transfer costs, as the button and the dialog say it. */
export function transferCost(registration: MyRegistration): string {
  const { fee } = registration.transfers;
  return fee > 0
    ? `The new runner pays a fee of ${formatMoney(fee, registration.currency, 'en-US')}.`
    : 'No fee.';
}

interface Props {
  registration: MyRegistration;
  uid: string;
  onClose: () => void;
}

export function TransferDialog({ registration, uid, onClose }: Props) {
  const start = useStartTransfer(uid);
  const form = useZodForm({
    initialValues: { email: '' },
    schema: transferStartSchema,
    idPrefix: 'transfer',
  });
  const { bindForm } = form;
  const submit = form.handleSubmit(({ email }, controls) =>
    start.mutate(
      { id: registration._id, email },
      {
        onSuccess: () => {
          onClose();
          showPopup({
            icon: 'success',
            title: 'Transfer sent',
            text: `${email} has 48 hours to take your place with the link we mailed.`,
          });
        },
        onError: (error) => controls.showServerError(error, 'The transfer could not be sent.'),
      },
    ),
  );
  return (
    <Modal
      open
      title={`Transfer your place: ${registration.title}`}
      onClose={start.isPending ? () => undefined : onClose}
    >
      <form ref={bindForm} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-slate-600 dark:text-slate-300">
          The runner you name gets a link, valid 48 hours, to register in your place with your bib.
          Once they accept, your registration and race pass end. {transferCost(registration)}
        </p>
        <TextField
          label="Their email"
          type="email"
          autoComplete="off"
          required
          {...form.field('email')}
        />
        <FormActions
          formError={form.formError}
          submitLabel="Send transfer"
          busyText="Sending…"
          busy={start.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** An open transfer in My Apply List: where it went, until when, and its Cancel button. */
export function OpenTransfer({
  registration,
  uid,
  transfer,
}: {
  registration: MyRegistration;
  uid: string;
  transfer: { email: string; expiresAt: string };
}) {
  const cancel = useCancelTransfer(uid);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <span className="text-slate-700 dark:text-slate-200">
        Transfer offered to {transfer.email} until {formatMonthDay(transfer.expiresAt)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Cancel the transfer for ${registration.title}`}
        busy={cancel.isPending}
        busyText="Cancelling…"
        onClick={() =>
          cancel.mutate(registration._id, {
            onSuccess: () => showPopup({ icon: 'success', title: 'Transfer cancelled' }),
            onError: (error) => showErrorPopup(error, 'The transfer could not be cancelled.'),
          })
        }
      >
        Cancel transfer
      </Button>
    </div>
  );
}
