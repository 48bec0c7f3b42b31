// Content that needs data first (a dialog's race copy, a console section's figures): a spinner while
// it loads, a message when it cannot (with "Try again" where a section asks for it), then the content.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Spinner } from './spinner';
import { StateMessage } from './state-message';

interface LoadedProps<T> {
  query: { data: T | undefined; isError: boolean; refetch?: () => unknown };
  /** Said while loading, to screen readers: e.g. "Loading the marathon". */
  loading: string;
  /** Said when the data cannot be loaded. */
  failed: string;
  /**
   * A section's failed load is a boxed message headed at this level, with "Try again" calling the
   * query's refetch; without it (a dialog's content), one line.
   */
  retryHeading?: 2 | 3;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, loading, failed, retryHeading, children }: LoadedProps<T>) {
  const { t } = useLingui();
  if (query.data !== undefined) return children(query.data);
  if (query.isError && retryHeading !== undefined) {
    return (
      <StateMessage
        headingLevel={retryHeading}
        tone="error"
        role="alert"
        title={failed}
        text={t`Check your connection and try again.`}
        onRetry={() => void query.refetch?.()}
      />
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {failed}
      </p>
    );
  }
  return <Spinner label={loading} />;
}
