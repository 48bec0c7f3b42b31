// Runner achievements: the first three finishers of the official results published last on RUN
// (docs/results.md), each with their time and pace, and a link to the whole results.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { ordinalText } from '@/lib/i18n/contract-words';
import { formatLongDate } from '@/lib/format';
import { cardClasses } from '@/components/ui/card';
import { StackedFact } from '@/components/ui/stacked-fact';
import { PageSection } from '@/components/ui/section-heading';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { SpokenLabel } from '@/components/ui/spoken-label';

import { useTopFinishers } from '../api/get-top-finishers';

const medals = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-400 text-orange-950',
];

function Finishers() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useTopFinishers();
  if (isPending) {
    return (
      <p role="status" className="mt-12 min-h-48 text-center text-slate-600 dark:text-slate-300">
        <Trans>Loading the latest results…</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <div className="mt-12">
        <StateMessage
          look="band"
          tone="error"
          headingLevel={3}
          title={t`The latest results could not be loaded`}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  const { race, finishers } = data;
  if (race === null || finishers.length === 0) {
    return (
      <div className="mt-12">
        <StateMessage
          look="band"
          headingLevel={3}
          title={t`No official results yet`}
          text={t`The first finishers of the next race appear here once its results are official.`}
        />
      </div>
    );
  }
  const raceTitle = race.title;
  return (
    <>
      <p className="mt-8 text-center text-slate-600 dark:text-slate-300">
        {race.title} · {race.distanceName} · {formatLongDate(race.marathonStartDate)}
      </p>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {finishers.map((runner, i) => {
          const { bib, ageGroup } = runner;
          return (
            <li key={runner.bib} className={cardClasses('relative overflow-hidden p-6 shadow-sm')}>
              <div
                aria-hidden="true"
                className="absolute -top-10 -right-10 h-32 w-32 rounded-full bg-rose-500/10 dark:bg-rose-500/15"
              />
              <div className="flex items-center gap-4">
                <span
                  className={`flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-full text-sm font-black shadow-inner ${medals[i] ?? medals[2]}`}
                >
                  <SpokenLabel>
                    <Trans>Place:</Trans>
                  </SpokenLabel>
                  {ordinalText(runner.place ?? i + 1)}
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-bold text-slate-900 dark:text-white">
                    {runner.name}
                  </h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <Trans>
                      Bib {bib} · {ageGroup}
                    </Trans>
                  </p>
                </div>
              </div>
              <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-5 dark:border-slate-800">
                <StackedFact
                  label={<Trans>Finish time</Trans>}
                  valueClassName="mt-1 font-mono text-2xl font-bold text-rose-700 tabular-nums dark:text-rose-400"
                >
                  {runner.time}
                </StackedFact>
                <StackedFact
                  label={<Trans>Pace</Trans>}
                  valueClassName="mt-1 text-sm text-slate-700 dark:text-slate-200"
                >
                  {runner.pace ?? '—'}
                </StackedFact>
              </dl>
            </li>
          );
        })}
      </ol>
      <div className="mt-10 text-center">
        <Link
          to={paths.raceResults.href(race.marathonId)}
          className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-6 py-3 font-semibold text-slate-800 transition hover:border-rose-600 hover:text-rose-700 dark:border-slate-700 dark:text-slate-100 dark:hover:border-rose-400 dark:hover:text-rose-300"
        >
          <Trans>
            See all results of {raceTitle} <span aria-hidden="true">→</span>
          </Trans>
        </Link>
      </div>
    </>
  );
}

export function Achievements() {
  const { t } = useLingui();
  return (
    <PageSection
      id="achievements-title"
      eyebrow={t`Hall of fame`}
      title={t`Runner Achievements`}
      text={t`The first finishers of the latest official results on RUN events.`}
    >
      <Finishers />
    </PageSection>
  );
}
