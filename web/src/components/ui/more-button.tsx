// The button under a paged list that loads its next page (TanStack Query's infinite queries).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Button, type ButtonSize } from './button';

interface MoreButtonProps {
  pages: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  size?: ButtonSize;
  className?: string;
  busyText?: string;
  children: ReactNode;
}

export function MoreButton({ pages, size, className, busyText, children }: MoreButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      busy={pages.isFetchingNextPage}
      busyText={busyText ?? t`Loading…`}
      onClick={() => void pages.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
