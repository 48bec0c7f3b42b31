// One payout's statement (docs/payouts.md): race by race, what came in, what went back, the fees and
// the net, then the total (its net is the payout's amount), and the same as CSV.
import { formatMoney } from '@run/contract/domain/money';
import type { Payout } from '@run/contract/domain/payout-types';
import { formatLongDate } from '@run/contract/domain/dates';

import { Button } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { showErrorPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { downloadStatementCsv, STATEMENT_FAILURE } from '@/lib/download-csv';

import { useStatement } from '../api/payouts';
import { statementTotal, type StatementTotal } from '../payout-rules';

const COLUMNS: Array<{ key: keyof StatementTotal; label: string }> = [
  { key: 'gross', label: 'Gross' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'disputes', label: 'Disputes' },
  { key: 'platformFee', label: 'Site fee' },
  { key: 'providerFee', label: 'Provider fee' },
  { key: 'net', label: 'Net' },
];

function AmountCells({ row, currency }: { row: StatementTotal; currency: string }) {
  return COLUMNS.map(({ key }) => (
    <td key={key} className={cellClasses(undefined, 'whitespace-nowrap text-right')}>
      {formatMoney(row[key], currency, 'en-US')}
    </td>
  ));
}

/** What a payout is called on the screen: "$41.20 arriving May 3, 2027". */
export function payoutName(payout: Payout): string {
  return `${formatMoney(payout.amount, payout.currency, 'en-US')} arriving ${formatLongDate(payout.arrivalDate)}`;
}

export function StatementSection({ uid, payout }: { uid: string; payout: Payout }) {
  const query = useStatement(uid, payout.payoutId);
  const name = payoutName(payout);
  const download = () =>
    downloadStatementCsv(uid, payout.payoutId).catch((error: unknown) =>
      showErrorPopup(error, STATEMENT_FAILURE),
    );
  return (
    <TitledSection
      id="payout-statement-title"
      title={`Statement: ${name}`}
      level={3}
      className="space-y-3"
    >
      <Loaded query={query} loading="Loading the statement" failed="Failed to load the statement.">
        {(statement) => (
          <DataTable
            caption={`Statement of the payout of ${name}`}
            embedded
            columns={[{ label: 'Race' }, ...COLUMNS.map(({ label }) => ({ label }))]}
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
                Total
              </th>
              <AmountCells row={statementTotal(statement.races)} currency={statement.currency} />
            </tr>
          </DataTable>
        )}
      </Loaded>
      <Button variant="secondary" size="sm" onClick={() => void download()}>
        Download CSV
      </Button>
    </TitledSection>
  );
}
