// The RUN wordmark: a running figure in a rose badge plus the name.
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 36 36" className={className}>
      <rect width="36" height="36" rx="10" fill="#e11d48" />
      <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 12.5 15.5 20 10 24" />
        <path d="M15.5 20 21 24l-1 6" />
        <path d="M19 12.5 24.5 16l4-1.5" />
        <path d="M19 12.5 13.5 14.5 11 11" />
      </g>
      <circle cx="21" cy="8" r="2.8" fill="#fff" />
    </svg>
  );
}

/** The wordmark as the link home, in the header's or the footer's colours. */
export function BrandLink({
  className,
  dotClassName,
}: {
  className: string;
  dotClassName: string;
}) {
  return (
    <Link to={paths.home.href()} className={className}>
      <BrandMark />
      <span>
        RUN<span className={dotClassName}>.</span>
      </span>
    </Link>
  );
}
