// A section's eyebrow, h2 and intro, shared by the home sections and the About page; PageSection
// adds the section around it, labelled by the heading, with the page's content column.
import type { ReactNode } from 'react';

/** The small rose line over a page's or a section's title that says what kind of page it is. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm font-semibold tracking-widest text-rose-700 uppercase dark:text-rose-400">
      {children}
    </p>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: 'center' | 'left';
  /** 1 where the section is the page itself (the FAQ, Terms, Privacy, Contact pages); 2 otherwise. */
  level?: 1 | 2;
}

/** The heading a page section opens with; `id` labels the section for screen readers. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
  level = 2,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading
        id={id}
        className="mt-2 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </Heading>
      {text ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text}</p> : null}
    </div>
  );
}

interface PageSectionProps extends Omit<SectionHeadingProps, 'align'> {
  /** On a light grey band, to set it apart from its neighbours. */
  tinted?: boolean;
  /** A narrow column (e.g. a list of questions) instead of the page's full width. */
  narrow?: boolean;
  children: ReactNode;
}

/** A page section: its centred heading, then the content, in the page's content column. */
export function PageSection({ tinted, narrow, children, ...heading }: PageSectionProps) {
  return (
    <section
      aria-labelledby={heading.id}
      className={tinted ? 'bg-slate-50 py-20 dark:bg-slate-900/40' : 'py-20'}
    >
      <div className={`mx-auto ${narrow ? 'max-w-3xl' : 'max-w-7xl'} px-4 sm:px-6 lg:px-8`}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
