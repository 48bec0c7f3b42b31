// The payout account's balance (docs/payouts.md): per currency, what is available to pay out and
// what is still pending (card payments settle a few days after the charge).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Balance } from '@run/contract/domain/payout-types';
import { formatMoney } from '@run/contract/domain/money';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { TitledSection } from '@/components/ui/titled-section';
import { intlLocale } from '@/lib/i18n';

import { balanceRows } from '../payout-rules';

export function BalanceSection({ balance }: { balance: Balance }) {
  const { t } = useLingui();
  const rows = balanceRows(balance);
  return (
    <TitledSection id="payout-balance-title" title={t`Balance`} level={3} className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>Nothing in your balance yet.</Trans>
        </p>
      ) : (
        <DataTable
          caption={t`Your balance`}
          embedded
          columns={[{ label: t`Currency` }, { label: t`Available` }, { label: t`Pending` }]}
        >
          {rows.map((row) => (
            <tr key={row.currency}>
              <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
                {row.currency}
              </th>
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                {formatMoney(row.available, row.currency, intlLocale())}
              </td>
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                {formatMoney(row.pending, row.currency, intlLocale())}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
