// The product's data tables (my marathons, my apply list, participants): one frame, caption, header
// row and cell styles, so every table reads and responds the same way.
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

import { cardClasses } from './card';
import { useFocusableWhenScrollable } from './use-focusable-when-scrollable';

/** Columns that make room on small screens; each row repeats what matters in its title cell. */
export type HideBelow = 'sm' | 'md' | 'lg';

// Full class strings, so Tailwind finds them.
const hidden: Record<HideBelow, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};
/** Shown only where the column for that value is hidden. */
export const onlyBelow: Record<HideBelow, string> = {
  sm: 'sm:hidden',
  md: 'md:hidden',
  lg: 'lg:hidden',
};

export interface Column {
  label: string;
  hideBelow?: HideBelow;
  /** Named for screen readers only (e.g. the actions column). */
  srOnly?: boolean;
}

export function cellClasses(hideBelow?: HideBelow, extra = ''): string {
  return `px-4 py-3 text-slate-700 dark:text-slate-300 ${hideBelow ? hidden[hideBelow] : ''} ${extra}`;
}

interface DataTableProps {
  caption: string;
  columns: Column[];
  children: ReactNode;
  /** Inside a modal or section: a lighter frame. */
  embedded?: boolean;
}

export function DataTable({ caption, columns, children, embedded = false }: DataTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // A table wider than its box (a modal, a phone) scrolls sideways: keyboard users need a tab stop.
  useFocusableWhenScrollable(scroller);
  const frame = embedded
    ? 'rounded-xl border border-slate-200 dark:border-slate-700'
    : cardClasses('shadow-sm');
  return (
    // `relative`: screen-reader-only (absolutely positioned) labels in cells otherwise escape the
    // scroll box and widen the whole page on phones.
    // Named by its caption, for the tab stop it gets while it scrolls.
    <div
      ref={scroller}
      role="region"
      aria-label={caption}
      className={`relative overflow-x-auto ${frame}`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.hideBelow ? hidden[column.hideBelow] : ''}`}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white dark:divide-slate-800 dark:bg-slate-900">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row's header cell: the marathon's title linking to its page, with a detail line under it. */
export function RowTitle({
  to,
  title,
  children,
}: {
  to: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <th scope="row" className="min-w-[12rem] px-4 py-3 font-semibold">
      <Link
        to={to}
        className="text-slate-900 hover:text-rose-700 hover:underline dark:text-white dark:hover:text-rose-400"
      >
        {title}
      </Link>
      <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
        {children}
      </span>
    </th>
  );
}

/**
 * A row of a runner's own places (ballot entries, waitlist places): the race, what the place is, its
 * state in a column of its own (under the title on a phone, where that column is hidden; good news
 * in green), then the row's actions.
 */
export function StatusRow({
  to,
  title,
  detail,
  status,
  good,
  children,
}: {
  to: string;
  title: string;
  detail: ReactNode;
  status: string;
  good: boolean;
  children: ReactNode;
}) {
  const tone = good
    ? 'font-medium text-emerald-800 dark:text-emerald-300'
    : 'font-medium text-slate-900 dark:text-white';
  return (
    <tr>
      <RowTitle to={to} title={title}>
        {detail}
        <span className={`${onlyBelow.sm} mt-1 block ${tone}`}>{status}</span>
      </RowTitle>
      <td className={cellClasses('sm')}>
        <span className={tone}>{status}</span>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap justify-end gap-2">{children}</div>
      </td>
    </tr>
  );
}
