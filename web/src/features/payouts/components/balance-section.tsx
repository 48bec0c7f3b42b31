// The payout account's balance (docs/payouts.md): per currency, what is available to pay out and
// what is still pending (card payments settle a few days after the charge).
import type { Balance } from '@run/contract/domain/payout-types';
import { formatMoney } from '@run/contract/domain/money';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { TitledSection } from '@/components/ui/titled-section';

import { balanceRows } from '../payout-rules';

export function BalanceSection({ balance }: { balance: Balance }) {
  const rows = balanceRows(balance);
  return (
    <TitledSection id="payout-balance-title" title="Balance" level={3} className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">Nothing in your balance yet.</p>
      ) : (
        <DataTable
          caption="Your balance"
          embedded
          columns={[{ label: 'Currency' }, { label: 'Available' }, { label: 'Pending' }]}
        >
          {rows.map((row) => (
            <tr key={row.currency}>
              <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
                {row.currency}
              </th>
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                {formatMoney(row.available, row.currency, 'en-US')}
              </td>
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                {formatMoney(row.pending, row.currency, 'en-US')}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
