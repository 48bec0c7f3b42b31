// Register: Full Name, Email Address, Photo URL (optional), Password. The password rules are
// re-checked on every change, in the spec's order, and Register stays disabled until all hold.
import { PASSWORD_HINT, passwordError } from '@domain/password';
import { fieldErrors, userProfileInputSchema } from '@domain/schemas';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { showPopup } from '@/components/ui/popup';
import { paths } from '@/config/paths';
import { registerAccount } from '@/features/auth/api/register-account';
import { AuthField } from '@/features/auth/components/auth-field';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { authErrorMessage } from '@/features/auth/lib/auth-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

type Field = 'name' | 'email' | 'photo' | 'password';
type Values = Record<Field, string>;

const order: Field[] = ['name', 'email', 'photo', 'password'];

function validate(values: Values): Partial<Record<Field, string>> {
  const parsed = userProfileInputSchema.safeParse({
    name: values.name,
    email: values.email,
    photo: values.photo,
  });
  const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  if (!values.email.trim()) found.email = 'Email Address is required';
  const password = passwordError(values.password);
  if (password) found.password = password;
  return found;
}

export function Component() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ name: '', email: '', photo: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const currentPasswordError = passwordError(values.password);

  const update = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'password') setPasswordTouched(true);
    else if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      if (first === 'password') setPasswordTouched(true);
      document.getElementById(`register-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await registerAccount({
        name: values.name.trim(),
        email: values.email.trim(),
        photo: values.photo.trim(),
        password: values.password,
      });
      showPopup({ icon: 'success', title: 'Registration Successful!' });
      void navigate(paths.home.href(), { replace: true });
    } catch (error) {
      console.error('Registration failed', error);
      const message = authErrorMessage(error);
      setFailure(message);
      showPopup({ icon: 'error', title: 'Registration Failed!', text: message || 'Try Again' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Register"
      subtitle="Create your RUN account to join races and organise your own events."
      asideTitle="Join 50K+ runners chasing new limits."
      switchTo={{ question: 'Already have an account?', label: 'Login', href: paths.login.href() }}
      asideText="Register for world-class marathons, follow your applications and host events of your own."
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="mt-8 grid gap-5"
        aria-label="Register"
      >
        <FormAlert message={failure} />
        <AuthField
          id="register-name"
          label="Full Name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => update('name', e.target.value)}
        />
        <AuthField
          id="register-email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={values.email}
          error={errors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <AuthField
          id="register-photo"
          label="Photo URL"
          type="url"
          autoComplete="photo"
          placeholder="https://..."
          value={values.photo}
          error={errors.photo}
          onChange={(e) => update('photo', e.target.value)}
        />
        <AuthField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={passwordTouched ? currentPasswordError : null}
          hint={PASSWORD_HINT}
          onChange={(e) => update('password', e.target.value)}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={busy}
          busyText="Creating your account..."
          disabled={currentPasswordError !== null}
        >
          Register
        </Button>
      </form>
    </AuthLayout>
  );
}
