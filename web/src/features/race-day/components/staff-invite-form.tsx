// Inviting someone to the race's staff by email (docs/race-day.md): the contract's schema gives
// the field messages; the API mails them a single-use link valid 7 days.
import { Trans, useLingui } from '@lingui/react/macro';
import { staffInviteSchema } from '@run/contract/domain/schemas';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, SelectField, TextField } from '@/components/ui/form-field';
import { TitledForm } from '@/components/ui/titled-form';
import { useZodForm } from '@/components/ui/use-zod-form';

import { useInviteStaff } from '../api/staff';
import { roleNames } from '../staff-roles';

export function StaffInviteForm({ marathonId }: { marathonId: string }) {
  const { i18n, t } = useLingui();
  const roleOptions = Object.entries(roleNames).map(([value, label]) => ({
    value,
    label: i18n._(label),
  }));
  const invite = useInviteStaff(marathonId);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: { email: '', role: 'check-in' as string },
    schema: staffInviteSchema,
    idPrefix: 'staff-invite',
  });
  const { bindForm } = form;

  const submit = form.handleSubmit((input, controls) => {
    setSent(null);
    invite.mutate(input, {
      onSuccess: () => {
        const { email } = input;
        setSent(t`Invitation sent to ${email}.`);
        controls.reset();
      },
      onError: (error) => controls.showServerError(error, t`The invitation could not be sent.`),
    });
  });

  return (
    <TitledForm
      ref={bindForm}
      onSubmit={submit}
      titleId="staff-invite-title"
      title={t`Invite staff`}
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="off"
          required
          {...form.field('email')}
        />
        <SelectField label={t`Role`} required options={roleOptions} {...form.field('role')} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          A co-organiser may do everything you may except delete the race and manage staff; check-in
          staff may only check runners in.
        </Trans>
      </p>
      <FormAlert message={form.formError} />
      <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
        {sent}
      </p>
      <Button type="submit" busy={invite.isPending} busyText={t`Sending…`}>
        <Trans>Send invitation</Trans>
      </Button>
    </TitledForm>
  );
}
