// The overview's numbers as tables: each chart's own rows (stats-series.ts), for screen readers and
// for anyone who wants the figures. The check-in tab shows the check-in table on its own.
import { useLingui } from '@lingui/react/macro';

import { formatLongDate } from '@/lib/format';
import { cellClasses, DataTable } from '@/components/ui/data-table';

import { type AnswerChart, type DayRow, type DistanceRow, percent } from '../stats-series';

const numberCell = cellClasses(undefined, 'tabular-nums');
const nameCell = cellClasses(
  undefined,
  'font-medium whitespace-nowrap text-slate-900 dark:text-white',
);

interface NumbersProps {
  caption: string;
  columns: string[];
  rows: { key: string; name: string; values: (number | string)[] }[];
}

/**
 * Below `sm`: each row as a card, its name and then each figure with its column's name. Four or five
 * columns of figures made a table wider than a phone, its last figures a sideways scroll away.
 */
function NumbersCards({ caption, columns, rows }: NumbersProps) {
  return (
    <ul aria-label={caption} className="space-y-2 sm:hidden">
      {rows.map((row) => (
        <li
          key={row.key}
          className="rounded-xl border border-slate-200 px-4 py-3 text-sm dark:border-slate-700"
        >
          <p className="font-medium text-slate-900 dark:text-white">{row.name}</p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-slate-700 dark:text-slate-300">
            {row.values.map((value, i) => (
              <div key={columns[i + 1]}>
                <dt className="inline">{columns[i + 1]}:</dt>{' '}
                <dd className="inline font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A table whose rows are each named by their first cell (a day, a distance, an answer). */
export function NumbersTable({ caption, columns, rows }: NumbersProps) {
  return (
    <>
      <NumbersCards caption={caption} columns={columns} rows={rows} />
      <div className="hidden sm:block">
        <DataTable embedded caption={caption} columns={columns.map((label) => ({ label }))}>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={nameCell}>
                {row.name}
              </th>
              {row.values.map((value, i) => (
                <td key={columns[i + 1]} className={numberCell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}

export function RegistrationsByDayTable({ rows }: { rows: DayRow[] }) {
  const { t } = useLingui();
  return (
    <NumbersTable
      caption={t`Registrations by day`}
      columns={[t`Day`, t`Registered that day`, t`Registered so far`]}
      rows={rows.map((row) => ({
        key: row.date,
        name: formatLongDate(`${row.date}T00:00:00.000Z`),
        values: [row.count, row.total],
      }))}
    />
  );
}

export function PlacesTable({ rows }: { rows: DistanceRow[] }) {
  const { t } = useLingui();
  return (
    <NumbersTable
      caption={t`Places by distance`}
      columns={[t`Distance`, t`Registered`, t`Capacity`, t`Places left`, t`Waitlist`]}
      rows={rows.map((row) => ({
        key: row.id,
        name: row.name,
        values: [row.registered, row.capacity ?? t`No limit`, row.placesLeft ?? '—', row.waitlist],
      }))}
    />
  );
}

/** Each answer's runners: on each distance and in all when the chart splits them, else in all. */
export function AnswersTable({ chart }: { chart: AnswerChart }) {
  const { t } = useLingui();
  const split = chart.distances.length > 0;
  const { label } = chart;
  return (
    <NumbersTable
      caption={t`Answers to “${label}”`}
      columns={[
        t`Answer`,
        ...(split ? [...chart.distances.map((d) => d.name), t`Total`] : [t`Runners`]),
      ]}
      rows={chart.rows.map((row) => ({
        key: row.option,
        name: row.option,
        values: [...chart.distances.map((d) => row.byDistance[d.id] ?? 0), row.count],
      }))}
    />
  );
}

export function CheckInTable({ rows }: { rows: DistanceRow[] }) {
  const { t } = useLingui();
  return (
    <NumbersTable
      caption={t`Check-in by distance`}
      columns={[t`Distance`, t`Checked in`, t`Registered`, t`Share`]}
      rows={rows.map((row) => ({
        key: row.id,
        name: row.name,
        values: [row.checkedIn, row.registered, `${percent(row.checkedIn, row.registered)}%`],
      }))}
    />
  );
}
