// A race's public results (docs/results.md): a tab per distance with published results, the search
// and filters, the paged table, and the card of the runner named by `?bib=`; a race with teams adds a
// Teams tab (`?view=teams`).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { Link, useSearchParams } from 'react-router';

import { formatLongDate } from '@/lib/format';
import { buttonClasses } from '@/components/ui/button';
import { MoreButton } from '@/components/ui/more-button';
import { PageTitle } from '@/components/ui/page-title';
import { StateMessage } from '@/components/ui/state-message';
import { tabClasses } from '@/components/ui/tab-classes';
import { paths } from '@/config/paths';

import { useResults } from '../api/get-results';
import { filterOf, openBib, withParams } from '../filter-params';
import { ResultCardDialog } from './result-card';
import { ResultsFilters } from './results-filters';
import { ResultsStateLine } from './results-state';
import { ResultsTable } from './results-table';
import { TeamResults } from './team-results';

function DistanceTabs({
  distances,
  current,
  teams,
}: {
  distances: Array<{ id: string; name: string }>;
  /** The distance shown, or null on the Teams tab. */
  current: string | null;
  /** The race has a distance that takes teams: a Teams tab after the distances. */
  teams: boolean;
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const onTeams = params.get('view') === 'teams';
  return (
    <nav
      aria-label={t`Distances`}
      // Wrapping, not a sideways scroll: on a phone every distance stays in view.
      className="flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-700"
    >
      {distances.map((d) => (
        <Link
          key={d.id}
          // Another distance has its own age groups: its filter starts afresh.
          to={{
            search: `?${withParams(params, { distance: d.id, age: undefined, bib: undefined, view: undefined }).toString()}`,
          }}
          replace
          preventScrollReset
          aria-current={d.id === current && !onTeams ? 'page' : undefined}
          className={tabClasses(d.id === current && !onTeams)}
        >
          {d.name}
        </Link>
      ))}
      {teams ? (
        <Link
          to={{ search: `?${withParams(params, { view: 'teams', bib: undefined }).toString()}` }}
          replace
          preventScrollReset
          aria-current={onTeams ? 'page' : undefined}
          className={tabClasses(onTeams)}
        >
          <Trans>Teams</Trans>
        </Link>
      ) : null}
    </nav>
  );
}

export function ResultsPage({ marathon }: { marathon: Marathon }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const query = useResults(marathon._id, filter);
  const first = query.data?.pages[0];
  const shown = first?.distances.find((d) => d.id === first.distanceId);
  const distanceName = shown?.name ?? '';
  const finishers = shown?.finishers ?? 0;
  const results = query.data?.pages.flatMap((page) => page.results) ?? [];
  const bib = openBib(params);
  // The Teams tab (docs/teams.md): the distances that take teams and have published results.
  const onTeams = params.get('view') === 'teams';
  const teamDistances = marathon.distances.filter(
    (d) => d.teams && first?.distances.some((r) => r.id === d.id),
  );
  const closeCard = () =>
    setParams(withParams(params, { bib: undefined }), { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8">
        <PageTitle eyebrow={<Trans>Results</Trans>}>{marathon.title}</PageTitle>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {formatLongDate(marathon.marathonStartDate)} · {marathon.location}
        </p>
      </header>
      {query.isPending ? (
        <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
          <Trans>Loading results…</Trans>
        </p>
      ) : query.isError ? (
        <StateMessage
          role="alert"
          tone="error"
          title={t`The results could not be loaded`}
          text={t`Check your connection and try again.`}
          onRetry={() => void query.refetch()}
        />
      ) : !first || first.distances.length === 0 ? (
        <StateMessage
          title={t`No results yet`}
          text={t`The organiser publishes the results after the race. Check back soon.`}
        >
          <Link to={paths.marathon.href(marathon._id)} className={buttonClasses('secondary')}>
            <Trans>See the race</Trans>
          </Link>
        </StateMessage>
      ) : (
        <>
          <DistanceTabs
            distances={first.distances}
            current={first.distanceId}
            teams={teamDistances.length > 0}
          />
          {onTeams && teamDistances.length > 0 ? (
            <TeamResults raceId={marathon._id} distances={teamDistances} />
          ) : (
            <section aria-labelledby="results-heading" className="mt-6">
              <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                <h2
                  id="results-heading"
                  className="text-xl font-bold text-slate-900 dark:text-white"
                >
                  {shown?.name ?? t`Results`}{' '}
                  <span className="text-base font-normal text-slate-500 dark:text-slate-400">
                    {/* The English says "finishers" for one too; other languages may say it right. */}
                    <Plural value={finishers} other={`(${finishers} finishers)`} />
                  </span>
                </h2>
                <ResultsStateLine state={first.state} />
              </div>
              <ResultsFilters
                key={first.distanceId}
                filter={filter}
                ageGroups={shown?.ageGroups ?? []}
              />
              <div className="mt-6" aria-live="polite">
                {results.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
                    <Trans>No results match your search.</Trans>
                  </p>
                ) : (
                  <ResultsTable caption={t`${distanceName} results`} results={results} />
                )}
              </div>
              {query.hasNextPage ? (
                <div className="mt-4 flex justify-center">
                  <MoreButton pages={query}>
                    <Trans>Show more results</Trans>
                  </MoreButton>
                </div>
              ) : null}
            </section>
          )}
        </>
      )}
      {bib !== null ? (
        <ResultCardDialog marathonId={marathon._id} row={bib} onClose={closeCard} />
      ) : null}
    </div>
  );
}
