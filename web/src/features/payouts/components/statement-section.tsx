// One payout's statement (docs/payouts.md): race by race, what came in, what went back, the fees and
// the net, then the total (its net is the payout's amount), and the same as CSV.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@run/contract/domain/money';
import type { Payout } from '@run/contract/domain/payout-types';

import { formatLongDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { showErrorPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { downloadStatementCsv, statementFailure } from '@/lib/download-csv';
import { intlLocale } from '@/lib/i18n';

import { useStatement } from '../api/payouts';
import { statementTotal, type StatementTotal } from '../payout-rules';

const COLUMNS: Array<{ key: keyof StatementTotal; label: MessageDescriptor }> = [
  { key: 'gross', label: msg`Gross` },
  { key: 'refunds', label: msg`Refunds` },
  { key: 'disputes', label: msg`Disputes` },
  { key: 'platformFee', label: msg`Site fee` },
  { key: 'providerFee', label: msg`Provider fee` },
  { key: 'net', label: msg`Net` },
];

function AmountCells({ row, currency }: { row: StatementTotal; currency: string }) {
  return COLUMNS.map(({ key }) => (
    <td key={key} className={cellClasses(undefined, 'whitespace-nowrap text-right')}>
      {formatMoney(row[key], currency, intlLocale())}
    </td>
  ));
}

/** What a payout is called on the screen, in `i18n`'s language: "$41.20 arriving May 3, 2027". */
export function payoutName(payout: Payout, i18n: I18n): string {
  const amount = formatMoney(payout.amount, payout.currency, intlLocale());
  const date = formatLongDate(payout.arrivalDate);
  return i18n._(msg`${amount} arriving ${date}`);
}

export function StatementSection({ uid, payout }: { uid: string; payout: Payout }) {
  const { t, i18n } = useLingui();
  const query = useStatement(uid, payout.payoutId);
  const name = payoutName(payout, i18n);
  const download = () =>
    downloadStatementCsv(uid, payout.payoutId).catch((error: unknown) =>
      showErrorPopup(error, statementFailure()),
    );
  return (
    <TitledSection
      id="payout-statement-title"
      title={t`Statement: ${name}`}
      level={3}
      className="space-y-3"
    >
      <Loaded
        query={query}
        loading={t`Loading the statement`}
        failed={t`Failed to load the statement.`}
      >
        {(statement) => (
          <DataTable
            caption={t`Statement of the payout of ${name}`}
            embedded
            columns={[
              { label: t`Race` },
              ...COLUMNS.map(({ label }) => ({ label: i18n._(label) })),
            ]}
          >
            {statement.races.map((race) => (
              <tr key={race.marathonId || race.title}>
                <th scope="row" className={cellClasses(undefined, 'min-w-[10rem] font-semibold')}>
                  {race.title}
                </th>
                <AmountCells row={race} currency={statement.currency} />
              </tr>
            ))}
            <tr className="bg-slate-50 font-semibold dark:bg-slate-800">
              <th scope="row" className={cellClasses(undefined, 'font-bold')}>
                <Trans>Total</Trans>
              </th>
              <AmountCells row={statementTotal(statement.races)} currency={statement.currency} />
            </tr>
          </DataTable>
        )}
      </Loaded>
      <Button variant="secondary" size="sm" onClick={() => void download()}>
        <Trans>Download CSV</Trans>
      </Button>
    </TitledSection>
  );
}
