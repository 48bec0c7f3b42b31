// A list among others on a screen (My Apply List's ballots and waitlist places) that shows nothing
// until it has its rows, nor when it has none: QuietLoadState while it loads or when it fails, then
// the caller's content for the rows.
import type { ReactNode } from 'react';

import { QuietLoadState } from './retry-alert';

export function QuietLoaded<TData, TRow>({
  query,
  loading,
  failed,
  rows,
  children,
}: {
  query: { data: TData | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Said to screen readers while it loads. */
  loading: string;
  /** Said, with "Try again", when it cannot be loaded. */
  failed: string;
  /** The rows shown, from the loaded data. */
  rows: (data: TData) => TRow[];
  /** The content for the rows (there is at least one). */
  children: (rows: TRow[]) => ReactNode;
}) {
  if (query.isPending || query.isError || query.data === undefined) {
    return (
      <QuietLoadState
        isError={query.isError}
        loading={loading}
        text={failed}
        onRetry={query.refetch}
        className="mb-6"
      />
    );
  }
  const list = rows(query.data);
  return list.length === 0 ? null : children(list);
}
