// A useZodForm form laid out in two columns: its fields, then its FormActions (the form's alert,
// Cancel in a modal, submit). It leaves the checks to its schema's messages on the fields
// (noValidate) rather than the browser's bubbles.
import type { FormEvent, ReactNode } from 'react';

import type { ButtonSize } from './button';
import { FormActions, type SubmitProps } from './form-actions';

const GRIDS = { 4: 'grid gap-4 sm:grid-cols-2', 5: 'grid gap-5 sm:grid-cols-2' } as const;

interface TwoColumnFormProps extends SubmitProps {
  /** useZodForm's form: its `bindForm` and `formError`. */
  form: { bindForm: (form: HTMLFormElement | null) => void; formError: string | null };
  /** useZodForm's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The space between the fields. */
  gap?: keyof typeof GRIDS;
  /** The form's own heading's id, where it has one. */
  labelledBy?: string | undefined;
  /** The submit button's size: lg at the end of a long form on a page of its own. */
  size?: ButtonSize;
  /** Classes the form adds (its margin in a section). */
  className?: string;
  children: ReactNode;
}

export function TwoColumnForm({
  form: { bindForm, formError },
  onSubmit,
  gap = 4,
  labelledBy,
  className,
  children,
  ...actions
}: TwoColumnFormProps) {
  return (
    <form
      noValidate
      ref={bindForm}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className={className ? `${className} ${GRIDS[gap]}` : GRIDS[gap]}
    >
      {children}
      <FormActions formError={formError} {...actions} />
    </form>
  );
}
