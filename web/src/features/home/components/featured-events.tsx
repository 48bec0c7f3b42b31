// 'Featured Running Events': six skeletons while loading, the spec's inline error and popup on a
// failure, an empty state, otherwise the cards.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';

import { MarathonCard, MarathonCardSkeleton } from '@/components/marathon-card';
import { showPopup } from '@/components/ui/popup';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/ui/section-heading';

import { useFeaturedMarathons } from '../api/get-featured-marathons';

const FEATURED_COUNT = 6;

export function FeaturedEvents() {
  const { data, isPending, isError, refetch, isFetching } = useFeaturedMarathons();

  useEffect(() => {
    if (isError) {
      showPopup({
        icon: 'error',
        title: 'Connection Error',
        text: "We couldn't load the marathon data. Please try again later.",
      });
    }
  }, [isError]);

  return (
    <PageSection
      tinted
      id="featured-title"
      eyebrow="Featured"
      title="Featured Running Events"
      text="Discover the most exciting marathons happening worldwide"
    >
      <div className="mt-12" aria-busy={isPending}>
        {isPending ? (
          <>
            <span role="status" className="sr-only">
              Loading featured events
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
          <StateBox tone="error" title="Connection Error" text="Failed to load marathon data">
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isFetching}
              className="mt-6 rounded-lg bg-rose-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-700 disabled:opacity-60"
            >
              {isFetching ? 'Retrying...' : 'Try again'}
            </button>
          </StateBox>
        ) : data.length === 0 ? (
          <StateBox
            tone="empty"
            title="No Events Available"
            text="Check back later for upcoming marathons"
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.slice(0, FEATURED_COUNT).map((marathon) => (
              <li key={marathon._id}>
                <MarathonCard marathon={marathon} />
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
            See all marathons <span aria-hidden="true">→</span>
          </Link>
        </div>
      ) : null}
    </PageSection>
  );
}

interface StateBoxProps {
  tone: 'error' | 'empty';
  title: string;
  text: string;
  children?: ReactNode;
}

function StateBox({ tone, title, text, children }: StateBoxProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <div
        aria-hidden="true"
        className={`flex h-14 w-14 items-center justify-center rounded-full text-2xl ${
          tone === 'error'
            ? 'bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300'
            : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
        }`}
      >
        {tone === 'error' ? '!' : '🏁'}
      </div>
      <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </div>
  );
}
