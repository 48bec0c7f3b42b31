// Register: Full Name, Email Address, Photo URL (optional), Password. The password rules are
// re-checked on every change, in the spec's order, and Register stays disabled until all hold.
import { passwordError } from '@run/contract/domain/password';
import { userProfileInputSchema } from '@run/contract/domain/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { passwordHint } from '@/lib/i18n/contract-words';
import { Button } from '@/components/ui/button';
import { showPopup } from '@/components/ui/popup';
import { useZodForm } from '@/components/ui/use-zod-form';
import { paths } from '@/config/paths';
import { registerAccount } from '@/features/auth/api/register-account';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthForm } from '@/features/auth/components/auth-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { authErrorMessage } from '@/features/auth/lib/auth-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The profile the API takes, with the email required and the account password's rules. */
const registerSchema = userProfileInputSchema.extend({
  email: userProfileInputSchema.shape.email.unwrap(),
  password: z.string().superRefine((password, ctx) => {
    const message = passwordError(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Register`);
  const navigate = useNavigate();
  const form = useZodForm({
    initialValues: { name: '', email: '', photo: '', password: '' },
    schema: registerSchema,
  });
  const { bindForm } = form;
  const { field, values } = form;
  const [passwordEdited, setPasswordEdited] = useState(false);
  const [busy, setBusy] = useState(false);

  // The profile's fields, in the form's order; each one's name is also its autofill token.
  const profileFields = [
    { name: 'name', label: t`Full Name`, required: true },
    {
      name: 'email',
      label: t`Email Address`,
      type: 'email',
      required: true,
      placeholder: 'you@example.com',
    },
    { name: 'photo', label: t`Photo URL`, type: 'url', placeholder: 'https://...' },
  ] as const;
  const password = field('password');
  const currentPasswordError = passwordError(values.password);
  // Text typed before the app took the prerendered form over counts as typed (use-zod-form.ts).
  const passwordTouched = passwordEdited || values.password !== '';

  const onSubmit = form.handleSubmit(async (input) => {
    setBusy(true);
    try {
      await registerAccount({
        name: input.name,
        email: input.email,
        photo: input.photo,
        password: input.password,
      });
      showPopup({ icon: 'success', title: t`Registration Successful!` });
      void navigate(paths.home.href(), { replace: true });
    } catch (error) {
      console.error('Registration failed', error);
      const message = authErrorMessage(error);
      form.setFormError(message);
      showPopup({
        icon: 'error',
        title: t`Registration Failed!`,
        text: message || t`Try Again`,
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthLayout
      title={t`Register`}
      subtitle={t`Create your RUN account to join races and organise your own events.`}
      asideTitle={t`Join 50K+ runners chasing new limits.`}
      switchTo={{
        question: t`Already have an account?`,
        label: t`Login`,
        href: paths.login.href(),
      }}
      asideText={t`Register for world-class marathons, follow your applications and host events of your own.`}
    >
      <AuthForm
        label={t`Register`}
        bindForm={bindForm}
        onSubmit={onSubmit}
        formError={form.formError}
      >
        {profileFields.map(({ name, ...props }) => (
          <AuthField
            key={name}
            id={`register-${name}`}
            autoComplete={name}
            {...props}
            {...field(name)}
          />
        ))}
        <AuthField
          id="register-password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          required
          {...password}
          // The rules show as the password is typed, not only on submit.
          error={passwordTouched ? currentPasswordError : null}
          hint={passwordHint()}
          onChange={(event) => {
            password.onChange(event);
            setPasswordEdited(true);
          }}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy}
          busyText={t`Creating your account...`}
          disabled={currentPasswordError !== null}
        >
          <Trans>Register</Trans>
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
