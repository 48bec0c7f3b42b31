// The overview's charts, drawn with recharts. Loaded lazily (chart-figure.tsx), so the charting
// library is in its own chunk that only the race console downloads. Colours are Tailwind classes on
// each series (`currentColor`), so the charts follow the dark theme like the rest of the page. The
// charts are pictures for sighted readers: the numbers are in the table beside each.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { AnswerRow, DayRow, DistanceRow } from '../stats-series';

/** What one chart shows; the overview names it and gives the rows its table shows too. */
export type ChartProps =
  | { kind: 'registrations'; rows: DayRow[]; capacity: number | null }
  | { kind: 'places'; rows: DistanceRow[] }
  | { kind: 'answers'; rows: AnswerRow[]; distances: { id: string; name: string }[] }
  | { kind: 'check-ins'; rows: (DistanceRow & { notYet: number })[] };

// Each series' name and colour, light and dark (full class strings, so Tailwind finds them); the
// name is translated when drawn, in the language shown then.
const series = {
  total: { label: msg`Registered so far`, className: 'text-rose-600 dark:text-rose-400' },
  registered: { label: msg`Registered`, className: 'text-rose-600 dark:text-rose-400' },
  capacity: { label: msg`Capacity`, className: 'text-slate-400 dark:text-slate-500' },
  count: { label: msg`Runners`, className: 'text-sky-600 dark:text-sky-400' },
  checkedIn: { label: msg`Checked in`, className: 'text-emerald-600 dark:text-emerald-400' },
  notYet: { label: msg`Not yet`, className: 'text-slate-300 dark:text-slate-600' },
} as const satisfies Record<string, { label: MessageDescriptor; className: string }>;
type Series = keyof typeof series;

/** A drawn series: its name in the legend and tooltip, and its colour. */
interface Swatch {
  label: string;
  className: string;
}

// The distances' colours when a chart splits its bars by distance (a race has at most 8): shades
// the site's stylesheet already has, so the console adds no CSS to every page's.
const distanceColours = [
  'text-sky-600 dark:text-sky-400',
  'text-amber-500 dark:text-amber-300',
  'text-emerald-600 dark:text-emerald-400',
  'text-rose-600 dark:text-rose-400',
  'text-sky-950 dark:text-sky-50',
  'text-amber-900 dark:text-amber-100',
  'text-emerald-800 dark:text-emerald-200',
  'text-rose-800 dark:text-rose-200',
] as const;

/** The bar charts: the rows' field on the x axis, one bar per series (stacked: one column). */
const barCharts = {
  places: { x: 'name', bars: ['registered', 'capacity'], stacked: false },
  answers: { x: 'option', bars: ['count'], stacked: false },
  'check-ins': { x: 'name', bars: ['checkedIn', 'notYet'], stacked: true },
} as const satisfies Record<string, { x: string; bars: readonly Series[]; stacked: boolean }>;

const HEIGHT = 260;
const tick = { fill: 'currentColor', fontSize: 12 };
// Axes in the page's text colour, the grid faint.
const axisClass = 'text-slate-600 dark:text-slate-300';
const gridClass = 'text-slate-200 dark:text-slate-700';
// accessibilityLayer off: it makes the svg a tab stop, and the chart is hidden from screen readers
// (the table says the same).
const chartProps = {
  accessibilityLayer: false,
  margin: { top: 16, right: 16, bottom: 0, left: 0 },
};

// recharts styles its tooltip inline (white); its colours come from variables the wrapper sets, light
// and dark like the page.
const tooltipColours =
  '[--chart-tip-bg:#ffffff] [--chart-tip-border:#e2e8f0] [--chart-tip-text:#0f172a] ' +
  'dark:[--chart-tip-bg:#1e293b] dark:[--chart-tip-border:#475569] dark:[--chart-tip-text:#f1f5f9]';
const tooltipStyle = {
  backgroundColor: 'var(--chart-tip-bg)',
  borderColor: 'var(--chart-tip-border)',
  color: 'var(--chart-tip-text)',
};

function Axes({ x }: { x: string }) {
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className={gridClass} />
      <XAxis dataKey={x} tick={tick} stroke="currentColor" className={axisClass} />
      <YAxis allowDecimals={false} tick={tick} stroke="currentColor" className={axisClass} />
      <Tooltip
        cursor={{ fillOpacity: 0.1 }}
        wrapperClassName={tooltipColours}
        contentStyle={tooltipStyle}
        labelStyle={{ color: 'var(--chart-tip-text)' }}
      />
    </>
  );
}

/**
 * The series' names beside their colours, for a chart of two or more (an HTML list: recharts' legend
 * cannot take classes).
 */
function Legend({ swatches }: { swatches: readonly Swatch[] }) {
  if (swatches.length < 2) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
      {swatches.map(({ label, className }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={`h-3 w-3 rounded-sm bg-current ${className}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

// The two drawings below are called, not rendered as components: ResponsiveContainer sizes its
// direct child, which must be the recharts chart itself.
function registrationsChart(rows: DayRow[], capacity: number | null, i18n: I18n) {
  return (
    <LineChart data={rows} {...chartProps}>
      <Axes x="date" />
      <Line
        type="linear"
        dataKey="total"
        name={i18n._(series.total.label)}
        stroke="currentColor"
        strokeWidth={2}
        dot={false}
        className={series.total.className}
      />
      {capacity === null ? null : (
        <ReferenceLine
          y={capacity}
          // The axis reaches the capacity, so the line shows how far the field is from full.
          ifOverflow="extendDomain"
          stroke="currentColor"
          strokeDasharray="6 4"
          className={series.capacity.className}
          label={{
            value: i18n._(msg`Capacity ${capacity}`),
            position: 'insideTopRight',
            fill: 'currentColor',
            fontSize: 12,
          }}
        />
      )}
    </LineChart>
  );
}

/** One bar series: the row's field it draws, and how it is named and coloured. */
type BarSeries = Swatch & { key: string };

/** The bars of a chart: its fixed series, or for answers split by distance, one per distance. */
function barSeries(props: Exclude<ChartProps, { kind: 'registrations' }>, i18n: I18n): BarSeries[] {
  if (props.kind === 'answers' && props.distances.length > 0) {
    return props.distances.map((d, i) => ({
      key: `byDistance.${d.id}`,
      label: d.name,
      className: distanceColours[i % distanceColours.length] ?? distanceColours[0],
    }));
  }
  return barCharts[props.kind].bars.map((name) => ({
    key: name,
    label: i18n._(series[name].label),
    className: series[name].className,
  }));
}

function barsChart(rows: readonly object[], x: string, bars: BarSeries[], stacked: boolean) {
  return (
    <BarChart data={rows} {...chartProps}>
      <Axes x={x} />
      {bars.map((bar) => (
        <Bar
          key={bar.key}
          dataKey={bar.key}
          name={bar.label}
          stackId={stacked ? 'one' : undefined}
          fill="currentColor"
          className={bar.className}
        />
      ))}
    </BarChart>
  );
}

export function StatsChart(props: ChartProps) {
  const { i18n } = useLingui();
  if (props.kind === 'registrations') {
    return (
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {registrationsChart(props.rows, props.capacity, i18n)}
      </ResponsiveContainer>
    );
  }
  const bars = barSeries(props, i18n);
  // Answers split by distance stack into one column per answer: its height is the total.
  const stacked = barCharts[props.kind].stacked || (props.kind === 'answers' && bars.length > 1);
  return (
    <>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {barsChart(props.rows, barCharts[props.kind].x, bars, stacked)}
      </ResponsiveContainer>
      <Legend swatches={bars} />
    </>
  );
}
