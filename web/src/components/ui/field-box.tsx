// One box of a form, named by its legend: a row of a list (a distance, a question, an item's variant)
// or one of the race form's settings (payments, receipts, transfers), its fields in a grid.
import type { ReactNode } from 'react';

// Full class strings, so Tailwind finds them.
const LAYOUTS = {
  /** A list's row, two fields abreast. */
  row: 'sm:grid-cols-2',
  /** A short list's row (an item's variant): two fields abreast, then the row's Remove button. */
  shortRow: 'sm:grid-cols-[1fr_1fr_auto]',
  /** A setting across the form's two columns, two fields abreast. */
  halves: 'sm:col-span-2 sm:grid-cols-2',
  /** A setting across the form's two columns, three fields abreast. */
  thirds: 'sm:col-span-2 sm:grid-cols-3',
};

export function FieldBox({
  legend,
  layout,
  intro,
  children,
}: {
  legend: ReactNode;
  layout: keyof typeof LAYOUTS;
  /** A line under the legend, across the box. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`grid gap-4 rounded-xl border border-slate-200 p-4 ${LAYOUTS[layout]} dark:border-slate-700`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {legend}
      </legend>
      {intro ? (
        <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">{intro}</p>
      ) : null}
      {children}
    </fieldset>
  );
}
