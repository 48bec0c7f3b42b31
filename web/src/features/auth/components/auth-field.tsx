// A labelled input for the sign-in forms: the shared field frame, plus Show/Hide on passwords and a
// fixed id (the forms focus their first invalid field by id).
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

import { controlProps, FieldFrame } from '@/components/ui/form-field';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField(
  { id, label, error, hint, type = 'text', className, required, ...input },
  ref,
) {
  const { t } = useLingui();
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const frame = { id, label, required, hint, error, className };
  const control = controlProps(id, hint, error);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          ref={ref}
          type={isPassword && reveal ? 'text' : type}
          required={required}
          {...control}
          className={`${control.className} ${isPassword ? 'pr-20' : ''}`}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            aria-pressed={reveal}
            aria-label={t`Show password`}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {reveal ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
});
