// Empty, error and loading messages with one look across screens.
import type { ReactNode } from 'react';

import { Button } from './button';

interface StateMessageProps {
  title: string;
  text?: ReactNode;
  tone?: 'neutral' | 'error';
  /** Headings keep the page outline; a section inside a page uses h2, a whole page h1. */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  role?: 'status' | 'alert';
  /** A failed load: a "Try again" button that calls it. */
  onRetry?: () => void;
}

export function StateMessage({
  title,
  text,
  tone = 'neutral',
  headingLevel = 2,
  children,
  role,
  onRetry,
}: StateMessageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role={role}
      className={`mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed px-6 py-12 text-center ${
        tone === 'error'
          ? 'border-red-300 bg-red-50/60 dark:border-red-900 dark:bg-red-950/30'
          : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mb-4 flex h-12 w-12 items-center justify-center rounded-full text-xl ${
          tone === 'error'
            ? 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300'
            : 'bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300'
        }`}
      >
        {tone === 'error' ? '!' : '⌕'}
      </span>
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Heading>
      {text ? <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p> : null}
      {children || onRetry ? (
        <div className="mt-5">
          {children}
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
