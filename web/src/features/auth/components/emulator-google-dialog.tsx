// The local stack's Google account chooser, modelled on the Auth emulator's own page: pick an email and a
// name (or let it make them up) and sign in as that Google user.
import { Trans, useLingui } from '@lingui/react/macro';

import { Modal } from '@/components/ui/modal';
import { useZodForm } from '@/components/ui/use-zod-form';

import { AuthField } from './auth-field';

interface EmulatorGoogleDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSignIn: (email: string, name: string) => void;
}

const firstNames = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Riley', 'Casey', 'Morgan'];
const lastNames = ['Rivera', 'Kim', 'Patel', 'Nguyen', 'Schmidt', 'Okafor', 'Silva'];

function pick<T>(list: T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

export function EmulatorGoogleDialog({
  open,
  busy,
  onCancel,
  onSignIn,
}: EmulatorGoogleDialogProps) {
  const { t } = useLingui();
  const form = useZodForm({
    initialValues: { email: '', name: '' },
    schema: () => import('../lib/sign-in-schemas').then((m) => m.emulatorGoogleSchema),
  });
  const { bindForm } = form;

  const autogenerate = () => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    form.setValue('name', `${first} ${last}`);
    form.setValue(
      'email',
      `${first}.${last}.${Math.floor(Math.random() * 10000)}@example.com`.toLowerCase(),
    );
  };

  return (
    <Modal open={open} title={t`Sign in with Google`} onClose={onCancel}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Local development: the Firebase Auth emulator stands in for Google. Choose the Google
          account to sign in as.
        </Trans>
      </p>
      <form
        noValidate
        ref={bindForm}
        onSubmit={form.handleSubmit((input) => onSignIn(input.email, input.name))}
        className="mt-5 grid gap-4"
      >
        <button
          type="button"
          onClick={autogenerate}
          className="justify-self-start rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:border-rose-600 hover:text-rose-700 dark:border-slate-700 dark:text-slate-100"
        >
          <Trans>Auto-generate user information</Trans>
        </button>
        <AuthField
          id="google-email"
          label={t`Google account email`}
          required
          type="email"
          {...form.field('email')}
        />
        <AuthField id="google-name" label={t`Display name`} {...form.field('name')} />
        <div className="mt-2 flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-700 disabled:opacity-60"
          >
            <Trans>Sign in with Google.com</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
