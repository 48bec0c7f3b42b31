// Transferring a place from My Apply List (docs/transfers.md): what the race allows and what it costs,
// the address the link goes to (the dialog, loaded when opened; the rest is in transfer-state.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { transferStartSchema } from '@run/contract/domain/schemas';

import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { useZodForm } from '@/components/ui/use-zod-form';

import { useStartTransfer } from '../api/transfers';
import type { RowDialogProps } from './row-dialog-props';
import { transferCost } from './transfer-state';

export function TransferDialog({ registration, uid, onClose }: RowDialogProps) {
  const { t } = useLingui();
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
            title: t`Transfer sent`,
            text: t`${email} has 48 hours to take your place with the link we mailed.`,
          });
        },
        onError: (error) => controls.showServerError(error, t`The transfer could not be sent.`),
      },
    ),
  );
  const { title } = registration;
  return (
    <Modal
      open
      title={t`Transfer your place: ${title}`}
      onClose={start.isPending ? () => undefined : onClose}
    >
      <form ref={bindForm} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>
            The runner you name gets a link, valid 48 hours, to register in your place with your
            bib. Once they accept, your registration and race pass end.
          </Trans>{' '}
          {transferCost(registration)}
        </p>
        <TextField
          label={t`Their email`}
          type="email"
          autoComplete="off"
          required
          {...form.field('email')}
        />
        <FormActions
          formError={form.formError}
          submitLabel={t`Send transfer`}
          busyText={t`Sending…`}
          busy={start.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
