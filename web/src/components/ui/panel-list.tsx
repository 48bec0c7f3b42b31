// A console panel's list (staff, API keys, discount codes, referrers): a line while it loads, the
// failure as an alert, a line when it has no rows, else the caller's table of them.
import type { ReactNode } from 'react';

import { FormAlert } from './form-field';

interface PanelListProps<TData, TRow> {
  query: { isPending: boolean; isError: boolean; data: TData | undefined };
  /** Said while it loads: "Loading the keys…". */
  loading: ReactNode;
  /** Said when it cannot be loaded. */
  failed: string;
  /** The rows in the loaded data. */
  rows: (data: TData) => TRow[];
  /** Said when there are no rows. */
  empty: ReactNode;
  /** The table of the rows (there is at least one). */
  children: (rows: TRow[]) => ReactNode;
  /** What follows the table or the empty line once loaded: a "Show more" button, a row's dialog. */
  after?: ReactNode;
}

export function PanelList<TData, TRow>({
  query,
  loading,
  failed,
  rows,
  empty,
  children,
  after,
}: PanelListProps<TData, TRow>) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError || query.data === undefined) return <FormAlert message={failed} />;
  const list = rows(query.data);
  return (
    <>
      {list.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">{empty}</p>
      ) : (
        children(list)
      )}
      {after}
    </>
  );
}
