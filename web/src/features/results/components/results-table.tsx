// A distance's results as a table: place, bib, name (opening the runner's card), time, and on wider
// screens the places by gender and age group and the pace. On a phone each result is a card instead,
// its time beside the name (ranked-cards.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Result } from '@run/contract/domain/results';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { cellClasses, DataTable } from '@/components/ui/data-table';

import { withParams } from '../filter-params';
import { placeText } from '../results-words';
import { CardsOrTable, RankedCard, RankedCards } from './ranked-cards';

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

/** Below `sm`: one card per result, its bib and age group under the name, beside the time. */
function ResultCards({ caption, results, cardLinks }: ResultsProps) {
  return (
    <RankedCards caption={caption}>
      {results.map((result) => {
        const { bib } = result;
        return (
          <RankedCard
            key={result.bib}
            place={<Place result={result} />}
            name={<ResultName result={result} cardLinks={cardLinks} />}
            time={result.time}
            detail={
              <p className="text-xs text-slate-600 dark:text-slate-300">
                <Trans>Bib {bib}</Trans>
                {result.ageGroup ? ` · ${result.ageGroup}` : ''}
              </p>
            }
          />
        );
      })}
    </RankedCards>
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
    <CardsOrTable
      cards={<ResultCards caption={caption} results={results} cardLinks={cardLinks} />}
      table={<ResultsGrid caption={caption} results={results} cardLinks={cardLinks} />}
    />
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
