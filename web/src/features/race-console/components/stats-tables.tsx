// The overview's numbers as tables: each chart's own rows (stats-series.ts), for screen readers and
// for anyone who wants the figures. The check-in tab shows the check-in table on its own.
import { formatLongDate } from '@run/contract/domain/dates';

import { cellClasses, DataTable } from '@/components/ui/data-table';

import { type AnswerChart, type DayRow, type DistanceRow, percent } from '../stats-series';

const numberCell = cellClasses(undefined, 'tabular-nums');
const nameCell = cellClasses(
  undefined,
  'font-medium whitespace-nowrap text-slate-900 dark:text-white',
);

/** A table whose rows are each named by their first cell (a day, a distance, an answer). */
export function NumbersTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; name: string; values: (number | string)[] }[];
}) {
  return (
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
  );
}

export function RegistrationsByDayTable({ rows }: { rows: DayRow[] }) {
  return (
    <NumbersTable
      caption="Registrations by day"
      columns={['Day', 'Registered that day', 'Registered so far']}
      rows={rows.map((row) => ({
        key: row.date,
        name: formatLongDate(`${row.date}T00:00:00.000Z`),
        values: [row.count, row.total],
      }))}
    />
  );
}

export function PlacesTable({ rows }: { rows: DistanceRow[] }) {
  return (
    <NumbersTable
      caption="Places by distance"
      columns={['Distance', 'Registered', 'Capacity', 'Places left', 'Waitlist']}
      rows={rows.map((row) => ({
        key: row.id,
        name: row.name,
        values: [row.registered, row.capacity ?? 'No limit', row.placesLeft ?? '—', row.waitlist],
      }))}
    />
  );
}

/** Each answer's runners: on each distance and in all when the chart splits them, else in all. */
export function AnswersTable({ chart }: { chart: AnswerChart }) {
  const split = chart.distances.length > 0;
  return (
    <NumbersTable
      caption={`Answers to “${chart.label}”`}
      columns={[
        'Answer',
        ...(split ? [...chart.distances.map((d) => d.name), 'Total'] : ['Runners']),
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
  return (
    <NumbersTable
      caption="Check-in by distance"
      columns={['Distance', 'Checked in', 'Registered', 'Share']}
      rows={rows.map((row) => ({
        key: row.id,
        name: row.name,
        values: [row.checkedIn, row.registered, `${percent(row.checkedIn, row.registered)}%`],
      }))}
    />
  );
}
