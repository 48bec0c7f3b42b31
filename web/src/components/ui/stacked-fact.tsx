// A value under its name in small capitals, as a term and its description in a <dl>: a race page's
// start date and location, a finisher's time and pace. The page sets the box and the value's type.
// (FactList is the other form: short labels in a column, each value beside its label.)
import type { ReactNode } from 'react';

export function StackedFact({
  label,
  className,
  valueClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  valueClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
