// A row of call-to-action links on a dark or brand-coloured band (the home hero, About's closing
// banner). Each page gives its links' own look; the list decides who sees which link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface CallToAction {
  to: string;
  label: ReactNode;
  className: string;
}

export function CtaLinks({ links, className }: { links: CallToAction[]; className: string }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={link.className}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
