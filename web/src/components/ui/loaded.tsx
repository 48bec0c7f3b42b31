// A dialog's content that needs data first (the race's own copy, its waiver): a spinner while it
// loads, a message when it cannot, then the content.
import type { ReactNode } from 'react';

import { Spinner } from './spinner';

interface LoadedProps<T> {
  query: { data: T | undefined; isError: boolean };
  /** Said while loading, to screen readers: e.g. "Loading the marathon". */
  loading: string;
  /** Said when the data cannot be loaded. */
  failed: string;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, loading, failed, children }: LoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {failed}
      </p>
    );
  }
  return <Spinner label={loading} />;
}
