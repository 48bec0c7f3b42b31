// A labelled input for the sign-in forms: its error and hint are tied to it with aria-describedby.
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
}

export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField(
  { id, label, error, hint, optional, type = 'text', className, ...input },
  ref,
) {
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="flex items-baseline justify-between text-sm font-semibold text-slate-800 dark:text-slate-200"
      >
        {label}
        {optional ? (
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">Optional</span>
        ) : null}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:ring-rose-500/30 focus:outline-none dark:bg-slate-950 dark:text-white ${
            error
              ? 'border-rose-600 focus:border-rose-600 dark:border-rose-500'
              : 'border-slate-300 focus:border-rose-500 dark:border-slate-700'
          } ${isPassword ? 'pr-20' : ''}`}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            aria-pressed={reveal}
            aria-label="Show password"
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {reveal ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          className="mt-1.5 text-sm font-medium text-rose-700 dark:text-rose-300"
        >
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
