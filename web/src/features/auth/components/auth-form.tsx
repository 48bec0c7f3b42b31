// The frame of the login and register forms: validated by the schema, not the browser; bound to the
// form state (which takes over a prerendered form's typed text); the form's own error first.
import type { FormEventHandler, ReactNode } from 'react';

import { FormAlert } from '@/components/ui/form-field';

export function AuthForm({
  label,
  bindForm,
  onSubmit,
  formError,
  children,
}: {
  label: string;
  bindForm: (form: HTMLFormElement | null) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      ref={bindForm}
      onSubmit={onSubmit}
      className="mt-8 grid gap-5"
      aria-label={label}
    >
      <FormAlert message={formError} />
      {children}
    </form>
  );
}
