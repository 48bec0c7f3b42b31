// The /marathons grid: skeletons while loading, the spec's empty and error states, and further pages
// as the user scrolls near the end or presses 'Load more'.
import type { Marathon } from '@run/contract/domain/api-types';
import { useEffect, useRef } from 'react';

import {
  MarathonCard,
  MarathonCardSkeleton,
  type CardPaymentDue,
} from '@/components/marathon-card';
import { Button } from '@/components/ui/button';
import { showPopup } from '@/components/ui/popup';
import { StateMessage } from '@/components/ui/state-message';
import { usePainted } from '@/lib/use-painted';

import { useMarathons } from '../api/get-marathons';
import { FIRST_ROW_CARDS, type MarathonFilters } from '../api/requests';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The first row paints first (the page's largest picture, its LCP, is in it); the other cards follow
 * a frame later, so rendering them does not delay that paint and their pictures do not compete with
 * it for the network.
 */
/** The reader's place held unpaid in a race, if any (the route reads the runner's list). */
export type PaymentDueOf = (marathonId: string) => CardPaymentDue | null;

function CardGrid({
  marathons,
  paymentDueOf,
}: {
  marathons: Marathon[];
  paymentDueOf?: PaymentDueOf | undefined;
}) {
  const painted = usePainted();
  const shown = painted ? marathons : marathons.slice(0, FIRST_ROW_CARDS);
  return (
    <ul className={gridClasses}>
      {shown.map((marathon, index) => (
        <li key={marathon._id}>
          <MarathonCard
            marathon={marathon}
            priority={index < FIRST_ROW_CARDS}
            paymentDue={paymentDueOf?.(marathon._id) ?? null}
          />
        </li>
      ))}
    </ul>
  );
}

export function MarathonList({
  filters,
  paymentDueOf,
}: {
  filters: MarathonFilters;
  paymentDueOf?: PaymentDueOf;
}) {
  const query = useMarathons(filters);
  const narrowed = Boolean(filters.q || filters.distance || filters.month || filters.open);
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    query;
  const sentinel = useRef<HTMLDivElement>(null);
  const marathons = data?.pages.flatMap((page) => page.marathons) ?? [];

  useEffect(() => {
    if (isError) {
      showPopup({
        icon: 'error',
        title: 'Error!',
        text: 'Failed to load marathons. Please try again later.',
      });
    }
  }, [isError]);

  // Scrolling near the end loads the next page; the button does the same for keyboard users.
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

  // A search page can come back empty while the server still has more to scan: keep going.
  const lastPage = data?.pages.at(-1);
  useEffect(() => {
    if (lastPage && lastPage.marathons.length === 0 && lastPage.nextCursor && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [lastPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) {
    return (
      <div aria-busy="true" className={gridClasses}>
        <span role="status" className="sr-only">
          Loading marathons
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          <MarathonCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError && marathons.length === 0) {
    return (
      <StateMessage
        tone="error"
        title="Error!"
        text="Failed to load marathons. Please try again later."
        onRetry={() => void refetch()}
      />
    );
  }

  const stillSearching = marathons.length === 0 && Boolean(lastPage?.nextCursor);
  if (marathons.length === 0 && !stillSearching) {
    return (
      <div role="status">
        <StateMessage
          title="No marathons found"
          text={narrowed ? 'Try a different search term' : 'Check back later for upcoming events'}
        />
      </div>
    );
  }

  return (
    <div>
      {/* The cards' titles are h3 (as in the home page's section): the outline needs this level. */}
      <h2 className="sr-only">{narrowed ? 'Search results' : 'All events'}</h2>
      <p role="status" className="sr-only">
        {`${marathons.length} ${marathons.length === 1 ? 'marathon' : 'marathons'} shown${hasNextPage ? ', more available' : ''}`}
      </p>
      <CardGrid marathons={marathons} paymentDueOf={paymentDueOf} />
      <div ref={sentinel} className="mt-10 flex justify-center">
        {hasNextPage ? (
          <Button
            variant="secondary"
            busy={isFetchingNextPage}
            busyText="Loading more…"
            onClick={() => void fetchNextPage()}
          >
            Load more
          </Button>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            You have reached the end of the list.
          </p>
        )}
      </div>
    </div>
  );
}
