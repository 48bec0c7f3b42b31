// Login: email and password, Google, a working 'Forgot password?', and a return to the page the
// visitor wanted (`?next=`, same-site only).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserCredential } from 'firebase/auth';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { showPopup } from '@/components/ui/popup';
import { useZodForm } from '@/components/ui/use-zod-form';
import { paths } from '@/config/paths';
import { safeNext } from '@/features/auth/lib/safe-next';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthForm } from '@/features/auth/components/auth-form';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmulatorGoogleDialog } from '@/features/auth/components/emulator-google-dialog';
import { GoogleButton } from '@/features/auth/components/google-button';
import { authErrorMessage } from '@/features/auth/lib/auth-error-message';
import {
  sendPasswordReset,
  signInWithEmail,
  signInWithEmulatorGoogle,
  signInWithGoogle,
  usesEmulatorGoogle,
} from '@/lib/auth';
import { applyAccountLanguage } from '@/lib/account-language';
import { i18n } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Login`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const form = useZodForm({
    initialValues: { email: '', password: '' },
    schema: () => import('@/features/auth/lib/sign-in-schemas').then((m) => m.loginSchema),
  });
  const { field, setFieldError, bindForm } = form;
  const email = form.values.email;
  const [busy, setBusy] = useState<'email' | 'google' | 'reset' | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);

  const succeed = async ({ user }: UserCredential) => {
    await applyAccountLanguage(user.uid);
    showPopup({ icon: 'success', title: i18n._(msg`Login Successful!`) });
    void navigate(next, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (input) => {
    setBusy('email');
    try {
      await succeed(await signInWithEmail(input.email, input.password));
    } catch (error) {
      form.setFormError(authErrorMessage(error));
      showPopup({ icon: 'error', title: t`Login Failed!`, text: t`Try again` });
    } finally {
      setBusy(null);
    }
  });

  const onGoogle = async (emulatorAccount?: { email: string; name: string }) => {
    form.setFormError(null);
    if (usesEmulatorGoogle && !emulatorAccount) {
      setChooserOpen(true);
      return;
    }
    setBusy('google');
    try {
      const credential = emulatorAccount
        ? await signInWithEmulatorGoogle(emulatorAccount.email, emulatorAccount.name)
        : await signInWithGoogle();
      setChooserOpen(false);
      await succeed(credential);
    } catch (error) {
      // The chooser is a modal dialog (top layer): close it so the popup is not hidden behind it.
      setChooserOpen(false);
      const message = authErrorMessage(error);
      form.setFormError(message);
      showPopup({ icon: 'error', title: t`Login Failed!`, text: message });
    } finally {
      setBusy(null);
    }
  };

  const onForgot = async () => {
    form.setFormError(null);
    setResetSentTo(null);
    if (!email.trim()) {
      setFieldError(
        'email',
        t`Enter your email address above, then choose Forgot password? again.`,
      );
      return;
    }
    setBusy('reset');
    try {
      await sendPasswordReset(email);
      setResetSentTo(email.trim());
    } catch (error) {
      form.setFormError(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthLayout
      title={t`Login`}
      subtitle={t`Welcome back! Sign in to register for races and manage your events.`}
      asideTitle={t`Your next start line is waiting.`}
      switchTo={{
        question: t`Don't have an account?`,
        label: t`Register`,
        href: paths.register.href(),
      }}
      asideText={t`Sign in to register for marathons, track your applications and organise your own events.`}
    >
      <AuthForm label={t`Login`} bindForm={bindForm} onSubmit={onSubmit} formError={form.formError}>
        {resetSentTo ? (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
          >
            <Trans>
              Password reset email sent. If an account exists for {resetSentTo}, you will find a
              link to choose a new password in your inbox.
            </Trans>
          </p>
        ) : null}
        <AuthField
          id="login-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          {...field('email')}
        />
        <div>
          <AuthField
            id="login-password"
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <div className="mt-2 text-right">
            <button
              type="button"
              onClick={() => void onForgot()}
              disabled={busy !== null}
              className="rounded text-sm font-semibold text-rose-600 underline-offset-4 hover:underline disabled:opacity-60 dark:text-rose-400"
            >
              {busy === 'reset' ? t`Sending reset email...` : t`Forgot password?`}
            </button>
          </div>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy === 'email'}
          busyText={t`Logging in...`}
          disabled={busy !== null}
        >
          <Trans>Login</Trans>
        </Button>
      </AuthForm>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <GoogleButton onClick={() => void onGoogle()} disabled={busy !== null} />
      {usesEmulatorGoogle ? (
        <EmulatorGoogleDialog
          open={chooserOpen}
          busy={busy === 'google'}
          onCancel={() => setChooserOpen(false)}
          onSignIn={(email, name) => void onGoogle({ email, name })}
        />
      ) : null}
    </AuthLayout>
  );
}
