// What an import read (or would store): rows, matched, the bibs of no runner of the distance and the
// lines that could not be read, each with its sentence. Nothing is stored for either.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultsImportAnswer } from '@run/contract/domain/results';
import { RESULT_COLUMNS } from '@run/contract/domain/results-csv';

import { resultColumnLabels } from '@/lib/i18n/contract-words';
import { cellClasses, DataTable } from '@/components/ui/data-table';

/** Bad lines shown in the table; the count says how many there are in all. */
const SHOWN_ERRORS = 100;

export function ImportReport({ answer }: { answer: ResultsImportAnswer }) {
  const { t } = useLingui();
  const labels = resultColumnLabels();
  const columns = RESULT_COLUMNS.flatMap((c) =>
    answer.columns[c] ? [`${labels[c]}: “${answer.columns[c]}”`] : [],
  ).join(', ');
  const { matched, rows, unknownBibCount, errorCount } = answer;
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="font-semibold text-slate-900 dark:text-white">
        {answer.stored ? (
          <Trans>
            Stored: {matched} of {rows} rows.
          </Trans>
        ) : (
          <Trans>
            Preview: {matched} of {rows} rows match a runner of this distance.
          </Trans>
        )}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>Columns read: {columns}.</Trans>
      </p>
      {answer.unknownBibCount > 0 ? (
        <div>
          <h4 className="font-semibold text-slate-900 dark:text-white">
            <Trans>Unknown bibs ({unknownBibCount}), not stored</Trans>
          </h4>
          <p className="mt-1 text-sm break-words text-slate-700 tabular-nums dark:text-slate-300">
            {answer.unknownBibs.join(', ')}
            {answer.unknownBibCount > answer.unknownBibs.length ? ' …' : ''}
          </p>
        </div>
      ) : null}
      {answer.errorCount > 0 ? (
        <div>
          <h4 className="mb-2 font-semibold text-slate-900 dark:text-white">
            <Trans>Lines that could not be read ({errorCount}), not stored</Trans>
          </h4>
          <DataTable
            embedded
            caption={t`Lines that could not be read`}
            columns={[{ label: t`Line` }, { label: t`Problem` }]}
          >
            {answer.errors.slice(0, SHOWN_ERRORS).map((e) => (
              <tr key={e.line}>
                <td className={cellClasses(undefined, 'tabular-nums')}>{e.line}</td>
                <td className={cellClasses()}>{e.error}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      ) : null}
      {answer.unknownBibCount === 0 && answer.errorCount === 0 ? (
        <p className="text-sm text-emerald-800 dark:text-emerald-300">
          <Trans>Every line was read and every bib is a runner of this distance.</Trans>
        </p>
      ) : null}
    </div>
  );
}
