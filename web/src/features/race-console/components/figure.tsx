// A figure of the console with its label (the overview's numbers, the books): a term and its value
// in a description list, each in its box.
import type { ReactNode } from 'react';

export function Figure({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      {/* A long amount wraps inside its box rather than widening a phone's page. */}
      <dd className="mt-1 text-2xl font-bold [overflow-wrap:anywhere] text-slate-900 tabular-nums dark:text-white">
        {value}
      </dd>
      {detail ? <dd className="text-xs text-slate-600 dark:text-slate-300">{detail}</dd> : null}
    </div>
  );
}

/** The figures side by side: two a row on a phone, four from a laptop's width. */
export function FigureList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</dl>;
}
