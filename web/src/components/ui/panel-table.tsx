// A console panel's list shown as a table (staff, API keys, referrers): PanelList's lines while it
// loads, on failure and when empty, else the rows in an embedded DataTable, one table row each.
import type { ReactNode } from 'react';

import { type Column, DataTable } from './data-table';
import { PanelList } from './panel-list';

type PanelListProps<TData, TRow> = Parameters<typeof PanelList<TData, TRow>>[0];

export function PanelTable<TData, TRow>({
  caption,
  columns,
  row,
  ...list
}: Omit<PanelListProps<TData, TRow>, 'children'> & {
  /** The table's caption, which names it. */
  caption: string;
  columns: Column[];
  /** One row's table row (its `key` included). */
  row: (item: TRow) => ReactNode;
}) {
  return (
    <PanelList {...list}>
      {(rows) => (
        <DataTable embedded caption={caption} columns={columns}>
          {rows.map(row)}
        </DataTable>
      )}
    </PanelList>
  );
}
