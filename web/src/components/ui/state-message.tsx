// Empty, error and loading messages: one component for every screen, in a look for where it stands.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Button } from './button';

/** neutral: nothing here (a search icon); error: it failed; success: it worked (a tick). */
type Tone = 'neutral' | 'error' | 'success';

/** The home band's box keeps its white in both tones; the icon tells an error apart. */
const bandBox = 'max-w-lg border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900';

// Full class strings, so Tailwind finds them.
const looks = {
  /** Inside a screen (the default). */
  screen: {
    box: {
      neutral: 'max-w-xl border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60',
      error: 'max-w-xl border-red-300 bg-red-50/60 dark:border-red-900 dark:bg-red-950/30',
      success:
        'max-w-xl border-emerald-300 bg-emerald-50/60 dark:border-emerald-900 dark:bg-emerald-950/30',
    },
    icon: {
      neutral: 'h-12 w-12 text-xl bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300',
      error: 'h-12 w-12 text-xl bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300',
      success:
        'h-12 w-12 text-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
    },
    glyph: { neutral: '⌕', error: '!', success: '✓' },
    heading: 'text-lg font-semibold',
    text: 'mt-1',
    actions: 'mt-5',
  },
  /** On a tinted band of the home page: a white box, a larger icon and heading. */
  band: {
    box: { neutral: bandBox, error: bandBox, success: bandBox },
    icon: {
      neutral:
        'h-14 w-14 text-2xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
      error: 'h-14 w-14 text-2xl bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300',
      success:
        'h-14 w-14 text-2xl bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
    },
    glyph: { neutral: '🏁', error: '!', success: '✓' },
    heading: 'text-xl font-bold',
    text: 'mt-2',
    actions: 'mt-6 flex',
  },
};

interface StateMessageProps {
  title: string;
  text?: ReactNode;
  tone?: Tone;
  look?: keyof typeof looks;
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
  look = 'screen',
  headingLevel = 2,
  children,
  role,
  onRetry,
}: StateMessageProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = looks[look];
  return (
    <div
      role={role}
      className={`mx-auto flex flex-col items-center rounded-2xl border border-dashed px-6 py-12 text-center ${classes.box[tone]}`}
    >
      <span
        aria-hidden="true"
        className={`mb-4 flex items-center justify-center rounded-full ${classes.icon[tone]}`}
      >
        {classes.glyph[tone]}
      </span>
      <Heading className={`${classes.heading} text-slate-900 dark:text-white`}>{title}</Heading>
      {text ? <p className={`${classes.text} text-slate-600 dark:text-slate-300`}>{text}</p> : null}
      {children || onRetry ? (
        <div className={classes.actions}>
          {children}
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
