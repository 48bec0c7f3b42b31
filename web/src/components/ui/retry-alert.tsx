// A failed load said in one line with a small "Try again": for a part of a screen among others (a
// list on My Apply List, a console panel's table), where StateMessage's box would crowd the screen.
import { Trans } from '@lingui/react/macro';

import { Button } from './button';

interface RetryAlertProps {
  /** What could not be loaded, as a sentence. */
  text: string;
  /** The query's refetch. */
  onRetry: () => unknown;
  /** Its margin where it stands alone (e.g. "mb-6"). */
  className?: string;
}

export function RetryAlert({ text, onRetry, className = '' }: RetryAlertProps) {
  return (
    <div
      role="alert"
      className={`${className ? `${className} ` : ''}flex flex-wrap items-center gap-3 text-red-700 dark:text-red-400`}
    >
      {text}
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/**
 * A list that shows nothing until it has its data: its loading is said to screen readers only, and
 * a failure is a RetryAlert. For a list that may well be empty and then is not shown at all.
 */
export function QuietLoadState({
  isError,
  loading,
  ...failure
}: RetryAlertProps & { isError: boolean; loading: string }) {
  if (isError) return <RetryAlert {...failure} />;
  return (
    <p role="status" className="sr-only">
      {loading}
    </p>
  );
}
