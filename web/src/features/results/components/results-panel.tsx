// The race console's Results tab (docs/results.md): import a distance's timing CSV, then review what is
// stored and publish it, distance by distance; the public results page and the live board are a link
// away.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { startInstant } from '@run/contract/domain/race-start';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { MoreButton } from '@/components/ui/more-button';
import { paths } from '@/config/paths';
import { startWordsText } from '@/lib/i18n/contract-words';

import { useResults } from '../api/get-results';
import { ImportForm } from './import-form';
import { PublishControls } from './publish-controls';
import { ResultsStateLine } from './results-state';
import { ResultsTable } from './results-table';

/** A distance's start as words while it is still ahead (its own time, else the race's); else null. */
function notStartedYet(marathon: Marathon, distanceId: string): string | null {
  const own = marathon.distances.find((d) => d.id === distanceId);
  return Date.now() < startInstant(marathon, own) ? startWordsText(marathon, own) : null;
}

function StoredDistance({
  marathonId,
  distance,
  notBefore,
}: {
  marathonId: string;
  notBefore: string | null;
  distance: {
    id: string;
    name: string;
    state: 'unpublished' | 'preliminary' | 'official';
    count: number;
    finishers: number;
  };
}) {
  const { t } = useLingui();
  const query = useResults(marathonId, { distanceId: distance.id }, true);
  const results = query.data?.pages.flatMap((page) => page.results) ?? [];
  const { name, count, finishers } = distance;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">
            <Trans>
              {name}: {count} results, {finishers} finishers
            </Trans>
          </h3>
          <ResultsStateLine state={distance.state} />
        </div>
        <PublishControls marathonId={marathonId} distance={distance} notBefore={notBefore} />
      </div>
      {results.length > 0 ? (
        <div className="mt-4">
          <ResultsTable
            caption={t`${name} results as stored`}
            results={results}
            cardLinks={false}
          />
          {query.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <MoreButton pages={query} size="sm">
                <Trans>Show more results</Trans>
              </MoreButton>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function ResultsPanel({ marathon }: { marathon: Marathon }) {
  const { t } = useLingui();
  const id = marathon._id;
  const stored = useResults(id, {}, true);
  const distances = stored.data?.pages[0]?.distances ?? [];
  return (
    <div className="space-y-10">
      <HeadedSection
        id="results-import"
        look="part"
        title={t`Import results`}
        intro={t`Upload the timing company’s CSV for one distance. Check it first: unknown bibs and bad lines are listed and never stored. Importing again replaces that distance’s results.`}
      >
        <ImportForm marathonId={id} distances={marathon.distances} />
      </HeadedSection>
      <HeadedSection
        id="results-publish"
        look="part"
        title={t`Publish results`}
        intro={t`Until you publish them, only the race’s staff see the results.`}
      >
        {stored.isError ? (
          <FormAlert message={t`The stored results could not be loaded.`} />
        ) : stored.isPending ? (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            <Trans>Loading the stored results…</Trans>
          </p>
        ) : distances.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">
            <Trans>No results are stored yet.</Trans>
          </p>
        ) : (
          <ul className="space-y-4">
            {distances.map((d) => (
              <StoredDistance
                key={d.id}
                marathonId={id}
                distance={d}
                notBefore={notStartedYet(marathon, d.id)}
              />
            ))}
          </ul>
        )}
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={paths.raceResults.href(id)} className={buttonClasses('secondary', 'sm')}>
            <Trans>Open the public results page</Trans>
          </Link>
          {/* For a screen at the finish: published finishers as they arrive, no sign-in needed. */}
          <Link to={paths.raceLiveBoard.href(id)} className={buttonClasses('secondary', 'sm')}>
            <Trans>Open the live results board</Trans>
          </Link>
        </p>
      </HeadedSection>
    </div>
  );
}
