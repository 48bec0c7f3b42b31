// The console's Transfers tab (docs/transfers.md): who gave a place to whom, with its state and bib.
import type { Transfer } from '@run/contract/domain/api-types';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { formatDateTime } from '@/lib/format';

import { useRaceTransfers } from '../api/transfers';

const STATES: Record<Transfer['state'], string> = {
  open: 'Offered',
  pending_payment: 'Fee due',
  accepted: 'Transferred',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function TransfersPanel({ marathonId, title }: { marathonId: string; title: string }) {
  const query = useRaceTransfers(marathonId);
  return (
    <section aria-labelledby="transfers-title" className="space-y-4">
      <h2 id="transfers-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Transfers
      </h2>
      <Loaded query={query} loading="Loading the transfers" failed="Failed to load the transfers.">
        {({ transfers }) =>
          transfers.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">No transfers yet.</p>
          ) : (
            <DataTable
              caption={`Transfers of ${title}`}
              columns={[
                { label: 'From' },
                { label: 'To' },
                { label: 'Bib', hideBelow: 'sm' },
                { label: 'State' },
                { label: 'Offered', hideBelow: 'md' },
              ]}
            >
              {transfers.map((t) => (
                <tr key={t.transferId}>
                  <td className={cellClasses()}>{t.fromName}</td>
                  <td className={cellClasses()}>{t.toName ?? t.email}</td>
                  <td className={cellClasses('sm')}>{t.bib ?? '—'}</td>
                  <td className={cellClasses()}>{STATES[t.state]}</td>
                  <td className={cellClasses('md', 'whitespace-nowrap')}>
                    {formatDateTime(t.createdAt)}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
    </section>
  );
}
