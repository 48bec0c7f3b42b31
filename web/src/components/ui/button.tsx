// The product's buttons: one look for <button> and for links styled as buttons. A busy button is
// disabled, says so to screen readers (aria-busy) and shows what it is doing.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-rose-600 text-white shadow-sm hover:bg-rose-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** A button that cannot be used (not one that is busy) looks inactive in every variant. */
const unavailable = 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300';

/** Classes for anything that should look like a button (e.g. a router <Link>). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  available = true,
): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed ${available ? variants[variant] : unavailable} ${sizes[size]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and shows `busyText`. */
  busy?: boolean;
  busyText?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyText,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      // The default type is "button" so a stray button never submits a form.
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClasses(variant, size, !disabled || busy)} ${busy ? 'opacity-80' : ''} ${className}`}
      {...rest}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
