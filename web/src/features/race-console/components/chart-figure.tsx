// One chart of the overview: its heading, the picture (recharts, loaded on first use) and the same
// numbers as a table under a disclosure. The picture is hidden from screen readers, which read the
// table instead (docs/race-day.md).
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';

import { cardClasses } from '@/components/ui/card';

import type { ChartProps } from './stats-charts';

// The charting library's own chunk: requested when the overview first draws a chart, never by the
// entry or the app chunk (`import type` above is erased).
const StatsChart = lazy(() =>
  import('./stats-charts')
    .then((module) => ({ default: module.StatsChart }))
    // Offline or a failed download: the table still has the numbers.
    .catch(() => ({ default: ChartUnavailable })),
);

function ChartUnavailable() {
  return (
    <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">
      <Trans>The chart could not be loaded. Its numbers are in the table below.</Trans>
    </p>
  );
}

interface ChartFigureProps {
  id: string;
  title: string;
  /** A line under the title: what the chart counts. */
  description?: ReactNode;
  chart: ChartProps;
  /** The chart's numbers (stats-tables.tsx). */
  table: ReactNode;
}

export function ChartFigure({ id, title, description, chart, table }: ChartFigureProps) {
  const headingId = `chart-${id}`;
  return (
    <section aria-labelledby={headingId} className={cardClasses('p-5 shadow-sm')}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {description ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      ) : null}
      <div aria-hidden="true" className="mt-4" data-chart={id}>
        <Suspense
          fallback={<div className="h-[260px] rounded-lg bg-slate-100 dark:bg-slate-800" />}
        >
          <StatsChart {...chart} />
        </Suspense>
      </div>
      <details className="mt-4 group">
        <summary className="cursor-pointer rounded text-sm font-semibold text-rose-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 dark:text-rose-300">
          <Trans>The numbers: {title}</Trans>
        </summary>
        <div className="mt-3">{table}</div>
      </details>
    </section>
  );
}
