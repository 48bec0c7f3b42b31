// A distance's results as a table: place, bib, name (opening the runner's card), time, and on wider
// screens the places by gender and age group and the pace.
import type { Result } from '@run/contract/domain/results';
import { Link, useSearchParams } from 'react-router';

import { cellClasses, DataTable } from '@/components/ui/data-table';

import { withParams } from '../filter-params';
import { placeText } from '../results-words';

export function ResultsTable({
  caption,
  results,
  cardLinks = true,
}: {
  caption: string;
  results: Result[];
  /** Each name opens the runner's card (the public page); the console lists them plainly. */
  cardLinks?: boolean;
}) {
  const [params] = useSearchParams();
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: 'Place' },
        { label: 'Bib' },
        { label: 'Name' },
        { label: 'Time' },
        { label: 'Gender place', hideBelow: 'sm' },
        { label: 'Age group', hideBelow: 'md' },
        { label: 'Age group place', hideBelow: 'md' },
        { label: 'Pace', hideBelow: 'lg' },
      ]}
    >
      {results.map((result) => {
        const place = placeText(result);
        return (
          <tr key={result.bib}>
            <td className={cellClasses(undefined, 'font-semibold tabular-nums')}>
              <span aria-hidden={place.short !== place.long || undefined}>{place.short}</span>
              {place.short !== place.long ? <span className="sr-only">{place.long}</span> : null}
            </td>
            <td className={cellClasses(undefined, 'tabular-nums')}>{result.bib}</td>
            <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
              {cardLinks ? (
                <Link
                  to={{ search: `?${withParams(params, { bib: String(result.bib) }).toString()}` }}
                  preventScrollReset
                  className="text-slate-900 hover:text-rose-700 hover:underline dark:text-white dark:hover:text-rose-400"
                >
                  {result.name}
                </Link>
              ) : (
                <span className="text-slate-900 dark:text-white">{result.name}</span>
              )}
            </th>
            <td className={cellClasses(undefined, 'font-mono tabular-nums whitespace-nowrap')}>
              {result.time ?? '—'}
            </td>
            <td className={cellClasses('sm', 'tabular-nums')}>{result.genderPlace ?? '—'}</td>
            <td className={cellClasses('md', 'whitespace-nowrap')}>{result.ageGroup}</td>
            <td className={cellClasses('md', 'tabular-nums')}>{result.ageGroupPlace ?? '—'}</td>
            <td className={cellClasses('lg', 'whitespace-nowrap tabular-nums')}>
              {result.pace ?? '—'}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
