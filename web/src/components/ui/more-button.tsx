// The button under a paged list that loads its next page (TanStack Query's infinite queries).
import type { ReactNode } from 'react';

import { Button, type ButtonSize } from './button';

interface MoreButtonProps {
  pages: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  size?: ButtonSize;
  className?: string;
  busyText?: string;
  children: ReactNode;
}

export function MoreButton({
  pages,
  size,
  className,
  busyText = 'Loading…',
  children,
}: MoreButtonProps) {
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      busy={pages.isFetchingNextPage}
      busyText={busyText}
      onClick={() => void pages.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
