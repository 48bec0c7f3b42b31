// A page's title block: the eyebrow saying what kind of page it is, then the h1 naming it ("Marathons"
// over "Upcoming Events", "Results" over the race's name). The size grows on wider screens where the
// page wants it: a list page's, a live board's read from metres away.
import type { ReactNode } from 'react';

import { Eyebrow } from './section-heading';

const SIZES = {
  page: 'text-3xl',
  list: 'text-3xl sm:text-4xl',
  board: 'text-4xl sm:text-5xl',
} as const;

export function PageTitle({
  eyebrow,
  size = 'page',
  children,
}: {
  eyebrow: ReactNode;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1
        className={`mt-2 ${SIZES[size]} font-extrabold tracking-tight text-slate-900 dark:text-white`}
      >
        {children}
      </h1>
    </>
  );
}
