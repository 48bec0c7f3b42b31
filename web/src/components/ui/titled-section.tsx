// A part of a screen named by its heading: an h2, or an h3 inside a panel that has its own h2. The
// section is labelled by the heading for screen readers; its content follows the heading directly.
import type { ReactNode, Ref } from 'react';

const SIZES = { xl: 'text-xl', lg: 'text-lg' } as const;

export function TitledSection({
  id,
  title,
  level = 2,
  size = level === 2 ? 'xl' : 'lg',
  spaced = false,
  className,
  headingRef,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  size?: keyof typeof SIZES;
  /** A margin under the heading, where the content has none of its own above it. */
  spaced?: boolean;
  /** The section's own classes (its margins, the space between its children). */
  className?: string;
  /**
   * The heading, to move focus to when the section arrives (a checkout's next step): given, the
   * heading takes focus from a script (tabIndex -1), never from Tab.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading
        id={id}
        ref={headingRef}
        {...(headingRef ? { tabIndex: -1 } : {})}
        className={`${spaced ? 'mb-3 ' : ''}${headingRef ? 'scroll-mt-24 ' : ''}${SIZES[size]} font-bold text-slate-900 dark:text-white`}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
