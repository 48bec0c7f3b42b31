// A few facts about one thing as a description list (a race pass's name and bib, a test payment's
// race and amount, a bank transfer's details): the labels in a column, each value beside its label.
import { Fragment, type ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** The value's own classes (a bib or a reference to read at a glance). */
  valueClassName?: string;
}

export function FactList({
  facts,
  className = '',
}: {
  facts: readonly Fact[];
  /** The list's own classes (its width, its margins). */
  className?: string;
}) {
  return (
    <dl
      className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800 dark:text-slate-100${className ? ` ${className}` : ''}`}
    >
      {facts.map(({ label, value, valueClassName }) => (
        <Fragment key={label}>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
