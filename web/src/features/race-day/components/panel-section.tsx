// One part of a race console panel (Bibs, Staff): its heading, a line on what it does, its content.
import type { ReactNode } from 'react';

export function PanelSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section (and takes the focus back after a dialog). */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none dark:text-white"
      >
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}
