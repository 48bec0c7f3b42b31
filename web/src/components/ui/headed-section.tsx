// A section named by its heading, a line on what it holds, then its content. The heading takes
// the focus (tabIndex -1) when a screen opens or a dialog closes.
import type { ReactNode } from 'react';

const looks = {
  /** A screen's own heading (h1). */
  page: {
    heading:
      'text-2xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-3xl dark:text-white',
    intro: 'mt-2 text-slate-600 dark:text-slate-300',
    content: 'mt-6',
  },
  /** One part of a screen (h2). */
  part: {
    heading: 'text-lg font-bold text-slate-900 outline-none dark:text-white',
    intro: 'mt-1 text-sm text-slate-600 dark:text-slate-400',
    content: 'mt-3',
  },
};

export function HeadedSection({
  id,
  look,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  look: keyof typeof looks;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const Heading = look === 'page' ? 'h1' : 'h2';
  const classes = looks[look];
  return (
    <section aria-labelledby={id}>
      <Heading id={id} tabIndex={-1} className={classes.heading}>
        {title}
      </Heading>
      {intro ? <p className={classes.intro}>{intro}</p> : null}
      <div className={classes.content}>{children}</div>
    </section>
  );
}
