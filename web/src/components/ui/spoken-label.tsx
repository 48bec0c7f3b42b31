// The name of a value shown without one (a place, a time), said to screen readers before it: "Place 3".
import type { ReactNode } from 'react';

export function SpokenLabel({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children} </span>;
}
