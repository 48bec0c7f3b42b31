// One list of a console tab under its heading (transfers, deferrals, refunds): a spinner while it
// loads, its failure, a "none yet" line when it is empty, else its table, one row an item.
import type { ReactNode } from 'react';

import { DataTable, type Column } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { TitledSection } from '@/components/ui/titled-section';

/** What one list says: its heading, while loading, on failure, when empty, and its table's caption. */
export interface ListTexts {
  heading: string;
  loading: string;
  failed: string;
  empty: string;
  caption: string;
}

export function ListSection<T>({
  id,
  level,
  texts,
  query,
  columns,
  row,
}: {
  /** The heading's id, which names the section. */
  id: string;
  /** h3 where the list sits in a tab part that has its own h2. */
  level?: 2 | 3;
  texts: ListTexts;
  query: { data: T[] | undefined; isError: boolean };
  columns: Column[];
  /** One item's table row (its `key` included). */
  row: (item: T) => ReactNode;
}) {
  return (
    <TitledSection id={id} title={texts.heading} level={level} className="space-y-4">
      <Loaded query={query} loading={texts.loading} failed={texts.failed}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{texts.empty}</p>
          ) : (
            <DataTable caption={texts.caption} columns={columns}>
              {items.map(row)}
            </DataTable>
          )
        }
      </Loaded>
    </TitledSection>
  );
}
