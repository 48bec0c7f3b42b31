// A form named by its own heading (a panel's "Invite staff", a home card's "Volunteer sign-up"): the
// heading labels the form for screen readers, and the form leaves the checks to its schema's
// messages on the fields (noValidate) rather than the browser's bubbles.
import type { FormEvent, ReactNode, Ref } from 'react';

const SIZES = { lg: 'text-lg', xl: 'text-xl' } as const;

export function TitledForm({
  ref,
  onSubmit,
  titleId,
  title,
  level = 2,
  size = 'lg',
  className = 'space-y-4',
  children,
}: {
  /** useZodForm's `bindForm`. */
  ref: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  /** h3 where the form sits in a section that has its own h2. */
  level?: 2 | 3;
  size?: keyof typeof SIZES;
  /** The space between its parts: a panel's form stacks them a line apart by default. */
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form ref={ref} noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={`${SIZES[size]} font-bold text-slate-900 dark:text-white`}>
        {title}
      </Heading>
      {children}
    </form>
  );
}
