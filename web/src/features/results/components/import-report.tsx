// What an import read (or would store): rows, matched, the bibs of no runner of the distance and the
// lines that could not be read, each with its sentence. Nothing is stored for either.
import type { ResultsImportAnswer } from '@run/contract/domain/results';
import { COLUMN_LABELS, RESULT_COLUMNS } from '@run/contract/domain/results-csv';

import { cellClasses, DataTable } from '@/components/ui/data-table';

/** Bad lines shown in the table; the count says how many there are in all. */
const SHOWN_ERRORS = 100;

export function ImportReport({ answer }: { answer: ResultsImportAnswer }) {
  const columns = RESULT_COLUMNS.flatMap((c) =>
    answer.columns[c] ? [`${COLUMN_LABELS[c]}: “${answer.columns[c]}”`] : [],
  );
  return (
    <div className="space-y-4" aria-live="polite">
      <p className="font-semibold text-slate-900 dark:text-white">
        {answer.stored
          ? `Stored: ${answer.matched} of ${answer.rows} rows.`
          : `Preview: ${answer.matched} of ${answer.rows} rows match a runner of this distance.`}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Columns read: {columns.join(', ')}.
      </p>
      {answer.unknownBibCount > 0 ? (
        <div>
          <h4 className="font-semibold text-slate-900 dark:text-white">
            Unknown bibs ({answer.unknownBibCount}), not stored
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
            Lines that could not be read ({answer.errorCount}), not stored
          </h4>
          <DataTable
            embedded
            caption="Lines that could not be read"
            columns={[{ label: 'Line' }, { label: 'Problem' }]}
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
          Every line was read and every bib is a runner of this distance.
        </p>
      ) : null}
    </div>
  );
}
