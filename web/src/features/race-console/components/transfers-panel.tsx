// The console's Transfers tab (docs/transfers.md): who gave a place to whom, with its state and bib,
// and who gave a place back for a credit.
import type { Transfer } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { ReactNode } from 'react';

import { DataTable, cellClasses, type Column } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';

import { useRaceDeferrals, useRaceTransfers } from '../api/transfers';

const STATES: Record<Transfer['state'], string> = {
  open: 'Offered',
  pending_payment: 'Fee due',
  accepted: 'Transferred',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** One list of the tab: its heading, then a spinner, its failure, "none yet" or its table. */
function ListSection<T>({
  name,
  title,
  query,
  columns,
  row,
}: {
  name: 'Transfers' | 'Deferrals';
  title: string;
  query: { data: T[] | undefined; isError: boolean };
  columns: Column[];
  row: (item: T) => ReactNode;
}) {
  const id = `${name.toLowerCase()}-title`;
  const what = name.toLowerCase();
  return (
    <TitledSection id={id} title={name} className="space-y-4">
      <Loaded query={query} loading={`Loading the ${what}`} failed={`Failed to load the ${what}.`}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">No {what} yet.</p>
          ) : (
            <DataTable caption={`${name} of ${title}`} columns={columns}>
              {items.map(row)}
            </DataTable>
          )
        }
      </Loaded>
    </TitledSection>
  );
}

export function TransfersPanel({ marathonId, title }: { marathonId: string; title: string }) {
  const transfers = useRaceTransfers(marathonId);
  const deferrals = useRaceDeferrals(marathonId);
  return (
    <div className="space-y-8">
      <ListSection
        name="Transfers"
        title={title}
        query={{ data: transfers.data?.transfers, isError: transfers.isError }}
        columns={[
          { label: 'From' },
          { label: 'To' },
          { label: 'Bib', hideBelow: 'sm' },
          { label: 'State' },
          { label: 'Offered', hideBelow: 'md' },
        ]}
        row={(t) => (
          <tr key={t.transferId}>
            <td className={cellClasses()}>{t.fromName}</td>
            <td className={cellClasses()}>{t.toName ?? t.email}</td>
            <td className={cellClasses('sm')}>{t.bib ?? '—'}</td>
            <td className={cellClasses()}>{STATES[t.state]}</td>
            <td className={cellClasses('md', 'whitespace-nowrap')}>
              {formatDateTime(t.createdAt)}
            </td>
          </tr>
        )}
      />
      <ListSection
        name="Deferrals"
        title={title}
        query={{ data: deferrals.data?.deferrals, isError: deferrals.isError }}
        columns={[{ label: 'Runner' }, { label: 'Credit' }, { label: 'Deferred', hideBelow: 'md' }]}
        row={(d) => (
          <tr key={d.userId}>
            <td className={cellClasses()}>{d.name}</td>
            <td className={cellClasses()}>{formatMoney(d.credit, d.currency, 'en-US')}</td>
            <td className={cellClasses('md', 'whitespace-nowrap')}>
              {formatDateTime(d.deferredAt)}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
