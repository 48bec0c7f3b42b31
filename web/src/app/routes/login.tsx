// Login: email and password, Google, a working 'Forgot password?', and a return to the page the
// visitor wanted (`?next=`, same-site only).
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { showPopup } from '@/components/ui/popup';
import { paths, safeNext } from '@/config/paths';
import {
  signInWithEmulatorGoogle,
  signInWithGooglePopup,
  usesEmulatorGoogle,
} from '@/features/auth/api/google-sign-in';
import { resetPassword } from '@/features/auth/api/reset-password';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { EmulatorGoogleDialog } from '@/features/auth/components/emulator-google-dialog';
import { GoogleButton } from '@/features/auth/components/google-button';
import { authErrorMessage } from '@/features/auth/lib/auth-error-message';
import { signInWithEmail } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

type Errors = { email?: string; password?: string };

export function Component() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'email' | 'google' | 'reset' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const succeed = () => {
    showPopup({ icon: 'success', title: 'Login Successful!' });
    void navigate(next, { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy('email');
    try {
      await signInWithEmail(email.trim(), password);
      succeed();
    } catch (error) {
      setFailure(authErrorMessage(error));
      showPopup({ icon: 'error', title: 'Login Failed!', text: 'Try again' });
    } finally {
      setBusy(null);
    }
  };

  const onGoogle = async (emulatorAccount?: { email: string; name: string }) => {
    setFailure(null);
    if (usesEmulatorGoogle && !emulatorAccount) {
      setChooserOpen(true);
      return;
    }
    setBusy('google');
    try {
      if (emulatorAccount)
        await signInWithEmulatorGoogle(emulatorAccount.email, emulatorAccount.name);
      else await signInWithGooglePopup();
      setChooserOpen(false);
      succeed();
    } catch (error) {
      // The chooser is a modal dialog (top layer): close it so the popup is not hidden behind it.
      setChooserOpen(false);
      const message = authErrorMessage(error);
      setFailure(message);
      showPopup({ icon: 'error', title: 'Login Failed!', text: message });
    } finally {
      setBusy(null);
    }
  };

  const onForgot = async () => {
    setFailure(null);
    setResetSentTo(null);
    if (!email.trim()) {
      setErrors({ email: 'Enter your email address above, then choose Forgot password? again.' });
      emailRef.current?.focus();
      return;
    }
    setBusy('reset');
    try {
      await resetPassword(email);
      setResetSentTo(email.trim());
    } catch (error) {
      setFailure(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back! Sign in to register for races and manage your events."
      asideTitle="Your next start line is waiting."
      switchTo={{
        question: "Don't have an account?",
        label: 'Register',
        href: paths.register.href(),
      }}
      asideText="Sign in to register for marathons, track your applications and organise your own events."
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-8 grid gap-5"
        aria-label="Login"
      >
        <FormAlert message={failure} />
        {resetSentTo ? (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
          >
            Password reset email sent. If an account exists for {resetSentTo}, you will find a link
            to choose a new password in your inbox.
          </p>
        ) : null}
        <AuthField
          ref={emailRef}
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((x) => ({ ...x, email: undefined }));
          }}
        />
        <div>
          <AuthField
            ref={passwordRef}
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: undefined }));
            }}
          />
          <div className="mt-2 text-right">
            <button
              type="button"
              onClick={() => void onForgot()}
              disabled={busy !== null}
              className="rounded text-sm font-semibold text-rose-600 underline-offset-4 hover:underline disabled:opacity-60 dark:text-rose-400"
            >
              {busy === 'reset' ? 'Sending reset email...' : 'Forgot password?'}
            </button>
          </div>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy === 'email'}
          busyText="Logging in..."
          disabled={busy !== null}
        >
          Login
        </Button>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        or
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
