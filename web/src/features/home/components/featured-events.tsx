// 'Featured Running Events': six skeletons while loading, the spec's inline error and popup on a
// failure, an empty state, otherwise the cards.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';

import {
  MarathonCard,
  MarathonCardSkeleton,
  type CardPaymentDue,
} from '@/components/marathon-card';
import { showPopup } from '@/components/ui/popup';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/ui/section-heading';
import { i18n } from '@/lib/i18n';

import { useFeaturedMarathons } from '../api/get-featured-marathons';

const FEATURED_COUNT = 6;

/** `paymentDueOf`: the reader's held place in a race, for its card's Pay now. */
export function FeaturedEvents({
  paymentDueOf,
}: {
  paymentDueOf?: (marathonId: string) => CardPaymentDue | null;
}) {
  // Deferred: the query's answer re-renders at once (TanStack Query reads its cache through
  // useSyncExternalStore, which React never slices), so six cards were one long task on a phone just
  // after first paint. As a deferred value React renders them in slices, between the visitor's taps.
  const { data, isPending, isError, refetch, isFetching } =
    useDeferredValue(useFeaturedMarathons());
  const { t } = useLingui();

  useEffect(() => {
    if (isError) {
      // The app's one i18n instance, not useLingui's: a change of language does not show it again.
      showPopup({
        icon: 'error',
        title: i18n._(msg`Connection Error`),
        text: i18n._(msg`We couldn't load the marathon data. Please try again later.`),
      });
    }
  }, [isError]);

  return (
    <PageSection
      tinted
      id="featured-title"
      eyebrow={t`Featured`}
      title={t`Featured Running Events`}
      text={t`Discover the most exciting marathons happening worldwide`}
    >
      <div className="mt-12" aria-busy={isPending}>
        {isPending ? (
          <>
            <span role="status" className="sr-only">
              <Trans>Loading featured events</Trans>
            </span>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: FEATURED_COUNT }, (_, i) => (
                <li key={i}>
                  <MarathonCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : isError ? (
          <StateMessage
            look="band"
            tone="error"
            role="alert"
            headingLevel={3}
            title={t`Connection Error`}
            text={t`Failed to load marathon data`}
          >
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isFetching}
              className="rounded-lg bg-rose-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-700 disabled:opacity-60"
            >
              {isFetching ? <Trans>Retrying...</Trans> : <Trans>Try again</Trans>}
            </button>
          </StateMessage>
        ) : data.length === 0 ? (
          <StateMessage
            look="band"
            headingLevel={3}
            title={t`No Events Available`}
            text={t`Check back later for upcoming marathons`}
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.slice(0, FEATURED_COUNT).map((marathon) => (
              <li key={marathon._id}>
                <MarathonCard
                  marathon={marathon}
                  paymentDue={paymentDueOf?.(marathon._id) ?? null}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && data.length > 0 ? (
        <div className="mt-12 text-center">
          <Link
            to={paths.marathons.href()}
            className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-6 py-3 font-semibold text-slate-800 transition hover:border-rose-600 hover:text-rose-700 dark:border-slate-700 dark:text-slate-100 dark:hover:border-rose-400 dark:hover:text-rose-300"
          >
            <Trans>
              See all marathons <span aria-hidden="true">→</span>
            </Trans>
          </Link>
        </div>
      ) : null}
    </PageSection>
  );
}
