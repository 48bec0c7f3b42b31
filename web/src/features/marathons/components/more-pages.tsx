// The paging of a card grid of the race list: the next page loads as the user scrolls near the end or
// presses 'Load more', and a search page that came back empty while the server still has more to
// scan asks for the next one at once. Shared by the upcoming grid and "Past events".
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import type { useMarathons } from '../api/get-marathons';

type PagesQuery = ReturnType<typeof useMarathons>;

export function MorePages({ query, atEnd }: { query: PagesQuery; atEnd: ReactNode }) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
          void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const lastPage = data?.pages.at(-1);
  useEffect(() => {
    if (lastPage && lastPage.marathons.length === 0 && lastPage.nextCursor && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [lastPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={sentinel} className="mt-10 flex justify-center">
      {hasNextPage ? (
        <Button
          variant="secondary"
          busy={isFetchingNextPage}
          busyText={<Trans>Loading more…</Trans>}
          onClick={() => void fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : (
        atEnd
      )}
    </div>
  );
}

// An element, not a string: its <Trans> reads the language shown when it renders.
export const endOfList = (
  <p className="text-sm text-slate-500 dark:text-slate-400">
    <Trans>You have reached the end of the list.</Trans>
  </p>
);
