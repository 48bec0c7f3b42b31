// The console's Transfers tab (docs/transfers.md): who gave a place to whom, with its state and bib,
// and who gave a place back for a credit.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Transfer } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

import { cellClasses } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useRaceDeferrals, useRaceTransfers } from '../api/transfers';
import { ListSection } from './list-section';

const STATES: Record<Transfer['state'], MessageDescriptor> = {
  open: msg`Offered`,
  pending_payment: msg`Fee due`,
  accepted: msg`Transferred`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

export function TransfersPanel({ marathonId, title }: { marathonId: string; title: string }) {
  const { t, i18n } = useLingui();
  const transfers = useRaceTransfers(marathonId);
  const deferrals = useRaceDeferrals(marathonId);
  return (
    <div className="space-y-8">
      <ListSection
        id="transfers-title"
        texts={{
          heading: t`Transfers`,
          loading: t`Loading the transfers`,
          failed: t`Failed to load the transfers.`,
          empty: t`No transfers yet.`,
          caption: t`Transfers of ${title}`,
        }}
        query={{ data: transfers.data?.transfers, isError: transfers.isError }}
        columns={[
          { label: t`From` },
          { label: t`To` },
          { label: t`Bib`, hideBelow: 'sm' },
          { label: t`State` },
          {
            label: t({ message: 'Offered', context: 'column: when the place was offered' }),
            hideBelow: 'md',
          },
        ]}
        row={(transfer) => (
          <tr key={transfer.transferId}>
            <td className={cellClasses()}>{transfer.fromName}</td>
            <td className={cellClasses()}>{transfer.toName ?? transfer.email}</td>
            <td className={cellClasses('sm')}>{transfer.bib ?? '—'}</td>
            <td className={cellClasses()}>{i18n._(STATES[transfer.state])}</td>
            <td className={cellClasses('md', 'whitespace-nowrap')}>
              {formatDateTime(transfer.createdAt)}
            </td>
          </tr>
        )}
      />
      <ListSection
        id="deferrals-title"
        texts={{
          heading: t`Deferrals`,
          loading: t`Loading the deferrals`,
          failed: t`Failed to load the deferrals.`,
          empty: t`No deferrals yet.`,
          caption: t`Deferrals of ${title}`,
        }}
        query={{ data: deferrals.data?.deferrals, isError: deferrals.isError }}
        columns={[
          { label: t`Runner` },
          { label: t`Credit` },
          {
            label: t({ message: 'Deferred', context: 'column: when the runner deferred' }),
            hideBelow: 'md',
          },
        ]}
        row={(d) => (
          <tr key={d.userId}>
            <td className={cellClasses()}>{d.name}</td>
            <td className={cellClasses()}>{formatMoney(d.credit, d.currency, intlLocale())}</td>
            <td className={cellClasses('md', 'whitespace-nowrap')}>
              {formatDateTime(d.deferredAt)}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
