// The /marathons grid: skeletons while loading, the spec's empty and error states, and further pages
// as the user scrolls near the end or presses 'Load more'. In the default order (upcoming, soonest
// first) the races that have started follow under "Past events" once the upcoming ones are all shown.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { useEffect } from 'react';

import {
  MarathonCard,
  MarathonCardSkeleton,
  type CardPaymentDue,
} from '@/components/marathon-card';
import { showPopup } from '@/components/ui/popup';
import { StateMessage } from '@/components/ui/state-message';
import { usePainted } from '@/lib/use-painted';

import { useMarathons } from '../api/get-marathons';
import { FIRST_ROW_CARDS, type MarathonFilters } from '../api/requests';
import { endOfList, MorePages } from './more-pages';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The reader's place held unpaid in a race, if any (the route reads the runner's list). */
export type PaymentDueOf = (marathonId: string) => CardPaymentDue | null;

/**
 * The first row paints first (the page's largest picture, its LCP, is in it); the other cards follow
 * a frame later, so rendering them does not delay that paint and their pictures do not compete with
 * it for the network.
 */
function CardGrid({
  marathons,
  paymentDueOf,
  belowFold = false,
}: {
  marathons: Marathon[];
  paymentDueOf?: PaymentDueOf | undefined;
  /** The past events' grid: none of its pictures is the page's first. */
  belowFold?: boolean;
}) {
  const painted = usePainted();
  const shown = painted ? marathons : marathons.slice(0, FIRST_ROW_CARDS);
  return (
    <ul className={gridClasses}>
      {shown.map((marathon, index) => (
        <li key={marathon._id}>
          <MarathonCard
            marathon={marathon}
            priority={!belowFold && index < FIRST_ROW_CARDS}
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
  const { t } = useLingui();
  const query = useMarathons(filters);
  const narrowed = Boolean(filters.q || filters.distance || filters.month || filters.open);
  const { data, isPending, isError, hasNextPage, refetch } = query;
  const marathons = data?.pages.flatMap((page) => page.marathons) ?? [];
  // Upcoming races first; once they are all shown, the past ones follow in their own section.
  const pastFollows = filters.sort === 'upcoming' && !isPending && !isError && !hasNextPage;
  const past = pastFollows ? (
    <PastEvents filters={{ ...filters, sort: 'past' }} paymentDueOf={paymentDueOf} />
  ) : null;

  useEffect(() => {
    if (isError) {
      showPopup({
        icon: 'error',
        title: t`Error!`,
        text: t`Failed to load marathons. Please try again later.`,
      });
    }
    // Shown once per failure: a language switched meanwhile does not show it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError]);

  if (isPending) {
    return (
      <div aria-busy="true" className={gridClasses}>
        <span role="status" className="sr-only">
          <Trans>Loading marathons</Trans>
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
        title={t`Error!`}
        text={t`Failed to load marathons. Please try again later.`}
        onRetry={() => void refetch()}
      />
    );
  }

  const stillSearching = marathons.length === 0 && Boolean(data?.pages.at(-1)?.nextCursor);
  if (marathons.length === 0 && !stillSearching) {
    return (
      <div>
        <div role="status">
          <StateMessage
            title={t`No marathons found`}
            text={
              narrowed ? t`Try a different search term` : t`Check back later for upcoming events`
            }
          />
        </div>
        {past}
      </div>
    );
  }

  const shown = marathons.length;
  return (
    <div>
      {/* The cards' titles are h3 (as in the home page's section): the outline needs this level. */}
      <h2 className="sr-only">
        {narrowed
          ? t`Search results`
          : filters.sort === 'upcoming'
            ? t`Upcoming races`
            : t`All events`}
      </h2>
      <p role="status" className="sr-only">
        {hasNextPage ? (
          <Plural
            value={shown}
            one="# marathon shown, more available"
            other="# marathons shown, more available"
          />
        ) : (
          <Plural value={shown} one="# marathon shown" other="# marathons shown" />
        )}
      </p>
      <CardGrid marathons={marathons} paymentDueOf={paymentDueOf} />
      {/* With the past races to follow, the upcoming list's end is not the list's end. */}
      <MorePages query={query} atEnd={past ? null : endOfList} />
      {past}
    </div>
  );
}

/** The races that have started, most recent first, below the upcoming ones; nothing when none. */
function PastEvents({
  filters,
  paymentDueOf,
}: {
  filters: MarathonFilters;
  paymentDueOf?: PaymentDueOf | undefined;
}) {
  const query = useMarathons(filters);
  const marathons = query.data?.pages.flatMap((page) => page.marathons) ?? [];
  if (marathons.length === 0) return null;
  const shown = marathons.length;
  return (
    <section aria-labelledby="past-events" className="mt-8">
      <h2
        id="past-events"
        className="mb-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        <Trans>Past events</Trans>
      </h2>
      <p role="status" className="sr-only">
        {query.hasNextPage ? (
          <Plural
            value={shown}
            one="# past event shown, more available"
            other="# past events shown, more available"
          />
        ) : (
          <Plural value={shown} one="# past event shown" other="# past events shown" />
        )}
      </p>
      <CardGrid marathons={marathons} paymentDueOf={paymentDueOf} belowFold />
      <MorePages query={query} atEnd={endOfList} />
    </section>
  );
}
