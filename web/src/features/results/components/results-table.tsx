// A distance's results as a table: place, bib, name (opening the runner's card), time, and on wider
// screens the places by gender and age group and the pace. On a phone each result is a card instead,
// its time beside the name: a table there made the Time column a sideways scroll away.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Result } from '@run/contract/domain/results';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { SpokenLabel } from '@/components/ui/spoken-label';

import { withParams } from '../filter-params';
import { placeText } from '../results-words';

/** The runner's name: a link opening their result card, or plain text. */
function ResultName({ result, cardLinks }: { result: Result; cardLinks: boolean }) {
  const [params] = useSearchParams();
  if (!cardLinks) return <span className="text-slate-900 dark:text-white">{result.name}</span>;
  return (
    <Link
      to={{ search: `?${withParams(params, { bib: String(result.bib) }).toString()}` }}
      preventScrollReset
      className="text-slate-900 hover:text-rose-700 hover:underline dark:text-white dark:hover:text-rose-400"
    >
      {result.name}
    </Link>
  );
}

/** The place as shown (1, DNF...), with its long form for screen readers where they differ. */
function Place({ result }: { result: Result }): ReactNode {
  const { i18n } = useLingui();
  const place = placeText(result);
  return (
    <>
      <span aria-hidden={place.long !== null || undefined}>{place.short}</span>
      {place.long !== null ? <span className="sr-only">{i18n._(place.long)}</span> : null}
    </>
  );
}

/** Below `sm`: one card per result, place and name on the left, the time on the right. */
function ResultCards({ caption, results, cardLinks }: ResultsProps) {
  return (
    <ol aria-label={caption} className="space-y-2 sm:hidden">
      {results.map((result) => {
        const { bib } = result;
        return (
          <li
            key={result.bib}
            className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">
                <span className="tabular-nums">
                  <Place result={result} />
                </span>
                <span aria-hidden="true"> · </span>
                <ResultName result={result} cardLinks={cardLinks} />
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                <Trans>Bib {bib}</Trans>
                {result.ageGroup ? ` · ${result.ageGroup}` : ''}
              </p>
            </div>
            <p className="font-mono font-semibold whitespace-nowrap tabular-nums">
              <SpokenLabel>
                <Trans>Time</Trans>
              </SpokenLabel>
              <span>{result.time ?? '—'}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

interface ResultsProps {
  caption: string;
  results: Result[];
  /** Each name opens the runner's card (the public page); the console lists them plainly. */
  cardLinks: boolean;
}

export function ResultsTable({
  caption,
  results,
  cardLinks = true,
}: Omit<ResultsProps, 'cardLinks'> & { cardLinks?: boolean }) {
  return (
    <>
      <ResultCards caption={caption} results={results} cardLinks={cardLinks} />
      <div className="hidden sm:block">
        <ResultsGrid caption={caption} results={results} cardLinks={cardLinks} />
      </div>
    </>
  );
}

function ResultsGrid({ caption, results, cardLinks }: ResultsProps) {
  const { t } = useLingui();
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: t`Place` },
        { label: t`Bib` },
        { label: t`Name` },
        { label: t`Time` },
        { label: t`Gender place`, hideBelow: 'sm' },
        { label: t`Age group`, hideBelow: 'md' },
        { label: t`Age group place`, hideBelow: 'md' },
        { label: t`Pace`, hideBelow: 'lg' },
      ]}
    >
      {results.map((result) => {
        return (
          <tr key={result.bib}>
            <td className={cellClasses(undefined, 'font-semibold tabular-nums')}>
              <Place result={result} />
            </td>
            <td className={cellClasses(undefined, 'tabular-nums')}>{result.bib}</td>
            <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
              <ResultName result={result} cardLinks={cardLinks} />
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
