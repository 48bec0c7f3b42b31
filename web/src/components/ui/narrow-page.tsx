// A narrow one-column screen: its h1, a line on what the screen is for, then the content.
import type { ReactNode } from 'react';

const looks = {
  /** A form to fill in (update a marathon, register for one). */
  form: {
    Frame: 'div',
    frame: 'mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14',
    heading: 'text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white',
    intro: 'mt-2 text-slate-600 dark:text-slate-300',
  },
  /** A message with a step to take (a staff invitation). */
  notice: {
    Frame: 'section',
    frame: 'mx-auto max-w-2xl px-4 py-12 sm:py-16',
    heading: 'text-3xl font-black tracking-tight text-slate-900 dark:text-white',
    intro: 'mt-3 text-lg text-slate-600 dark:text-slate-300',
  },
} as const;

interface NarrowPageProps {
  look: keyof typeof looks;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

export function NarrowPage({ look, title, intro, children }: NarrowPageProps) {
  const { Frame, ...classes } = looks[look];
  return (
    <Frame className={classes.frame}>
      <h1 className={classes.heading}>{title}</h1>
      <p className={classes.intro}>{intro}</p>
      {children}
    </Frame>
  );
}
