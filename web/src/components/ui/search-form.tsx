// A search landmark that filters as the user types: Enter submits nothing (the list already follows).
import type { ReactNode } from 'react';

interface SearchFormProps {
  /** What is searched, the landmark's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

export function SearchForm({ label, className, children }: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={className}
    >
      {children}
    </form>
  );
}
