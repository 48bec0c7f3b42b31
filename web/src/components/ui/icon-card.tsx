// A card with a line icon, a title and a short text (About's key features, Home's training tips).
import type { ReactNode } from 'react';

interface IconCardProps {
  /** An SVG path on a 24x24 grid, stroked. */
  icon: string;
  title: string;
  children: ReactNode;
}

export function IconCard({ icon, title, children }: IconCardProps) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={icon} />
        </svg>
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
        {children}
      </div>
    </li>
  );
}
