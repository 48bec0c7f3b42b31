// /marathons/{id}/live: the results board for a screen at the finish (docs/race-day.md, "Live race
// day"). Each distance's latest finishers, latest first, in type large enough to read from a few
// metres, as its live document changes; a board opened before the first finisher waits for them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import {
  liveCountsPath,
  liveFinishersPath,
  type LiveCounts,
  type LiveFinisher,
  type LiveFinishers,
} from '@run/contract/domain/live';

import { formatCount } from '@/lib/format';
import { PageTitle } from '@/components/ui/page-title';
import { LiveDoc, type Live } from '@/lib/live-doc';
import { SpokenLabel } from '@/components/ui/spoken-label';

const note = 'py-6 text-2xl text-slate-600 dark:text-slate-300';

function FinisherRow({ finisher, latest }: { finisher: LiveFinisher; latest: boolean }) {
  const { bib } = finisher;
  return (
    <li
      className={`grid grid-cols-[4.5rem_1fr_auto] items-baseline gap-4 rounded-xl px-4 py-3 ${
        latest ? 'bg-rose-100 dark:bg-rose-950/60' : ''
      }`}
    >
      <span className="text-right text-3xl font-extrabold text-rose-700 tabular-nums dark:text-rose-300">
        <SpokenLabel>
          <Trans>Place</Trans>
        </SpokenLabel>
        {finisher.place ?? '–'}
      </span>
      <span className="min-w-0">
        <span className="block truncate text-3xl font-bold text-slate-900 dark:text-white">
          {finisher.name}
        </span>
        <span className="text-xl text-slate-600 dark:text-slate-300">
          <Trans>Bib {bib}</Trans>
        </span>
      </span>
      <span className="text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">
        {finisher.time ?? '–'}
      </span>
    </li>
  );
}

function Finishers({ live }: { live: Live<LiveFinishers> }) {
  const { t } = useLingui();
  if (live.status === 'loading') {
    return (
      <p role="status" className={note}>
        <Trans>Connecting to the finish line…</Trans>
      </p>
    );
  }
  if (live.status === 'error') {
    return (
      <p role="alert" className="py-6 text-2xl text-red-700 dark:text-red-400">
        <Trans>The live results cannot be reached. Reload the page to try again.</Trans>
      </p>
    );
  }
  const finishers = live.data?.finishers ?? [];
  const [latest] = finishers;
  const name = latest?.name;
  const time = latest?.time ?? t`no time`;
  return (
    <>
      {/* Said once per new finisher, not the whole list again. */}
      <p aria-live="polite" className={latest ? 'sr-only' : note}>
        {latest ? (
          <Trans>
            Latest finisher: {name}, {time}
          </Trans>
        ) : (
          <Trans>No finishers yet. They appear here as they cross the line.</Trans>
        )}
      </p>
      {finishers.length > 0 ? (
        <ol className="space-y-1">
          {finishers.map((finisher, index) => (
            <FinisherRow key={finisher.bib} finisher={finisher} latest={index === 0} />
          ))}
        </ol>
      ) : null}
    </>
  );
}

function FinishedCount({ finished }: { finished: number }) {
  // The contract's formatCount writes the number the en-US way (docs/languages.md, "Not yet").
  const count = formatCount(finished);
  return (
    <p className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
      <Trans>Finished: {count}</Trans>
    </p>
  );
}

export function LiveBoard({ marathon }: { marathon: Marathon }) {
  const several = marathon.distances.length > 1;
  return (
    <div className="mx-auto max-w-[120rem] px-4 py-8 sm:px-8">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle eyebrow={<Trans>Live results</Trans>} size="board">
            {marathon.title}
          </PageTitle>
        </div>
        <LiveDoc<LiveCounts> path={liveCountsPath(marathon._id)}>
          {(live) =>
            live.status === 'success' && live.data ? (
              <FinishedCount finished={live.data.finished} />
            ) : null
          }
        </LiveDoc>
      </header>
      <div className={several ? 'grid gap-10 xl:grid-cols-2' : ''}>
        {marathon.distances.map((distance) => (
          <section key={distance.id} aria-labelledby={`live-${distance.id}`}>
            <h2
              id={`live-${distance.id}`}
              className="mb-3 border-b-4 border-rose-600 pb-2 text-3xl font-bold text-slate-900 dark:border-rose-400 dark:text-white"
            >
              {distance.name}
            </h2>
            <LiveDoc<LiveFinishers> path={liveFinishersPath(marathon._id, distance.id)}>
              {(live) => <Finishers live={live} />}
            </LiveDoc>
          </section>
        ))}
      </div>
    </div>
  );
}
