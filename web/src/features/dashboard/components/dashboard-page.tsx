// The heading block every dashboard screen starts with.
import type { ReactNode } from 'react';

export function DashboardPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="dashboard-title">
      <h1
        id="dashboard-title"
        tabIndex={-1}
        className="outline-none text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h1>
      {intro ? <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
