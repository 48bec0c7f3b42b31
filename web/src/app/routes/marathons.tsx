// /marathons: 'Upcoming Events', a search by title or location and filters by distance, month, open
// registration and order (all kept in the URL so it can be shared, and back and forward step through
// the filters), and the paged grid: races not started yet, soonest first, then "Past events".
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';

import { PageTitle } from '@/components/ui/page-title';
import { marathonsQueryOptions } from '@/features/marathons/api/get-marathons';
import { filtersOf, type MarathonFilters as Filters } from '@/features/marathons/api/requests';
import { MarathonFilters } from '@/features/marathons/components/marathon-filters';
import { MarathonList } from '@/features/marathons/components/marathon-list';
import { MarathonSearch } from '@/features/marathons/components/marathon-search';
import { usePaymentDueOf } from '@/features/registrations/use-payment-due-of';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { queryClient } from '@/lib/query-client';
import { sessionHint } from '@/lib/auth/session-hint';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Starts the first page as the screen will ask for it, not awaited: a navigation here still shows the
 * skeletons at once. On a direct load the entry's early GET answers it while the auth state loads, so
 * the grid's first render has its cards instead of a frame of skeletons. Like the entry, it asks only
 * when this browser was signed in: a visitor is sent to /login and would never see the answer.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (sessionHint.get()) {
    const filters = filtersOf(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(marathonsQueryOptions(filters));
  }
  return null;
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Marathons`);
  const paymentDueOf = usePaymentDueOf();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const navigation = useNavigation();
  const navigating = navigation.state !== 'idle';
  const { pathname } = useLocation();
  const inUrl = params.get('q') ?? '';
  // A filter change reaches the URL once its navigation (the loader) is done, and the router reports
  // that navigation inside a transition, which React may render later than the click. So the change
  // chosen is also kept here, as an urgent update, for as long as the URL is the one it was chosen
  // from: the controls show it at once (a box ticked stays ticked), and the next change builds on it.
  // Back, forward or the change arriving replaces the URL, and the URL speaks again.
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const here = params.toString();
  // Forgotten as soon as the URL moves, so a later return to `from` (Back) shows that URL as it is.
  if (chosen !== null && chosen.from !== here) setChosen(null);
  const going = navigation.location?.pathname === pathname ? navigation.location.search : null;
  const shown =
    chosen !== null && chosen.from === here
      ? new URLSearchParams(chosen.to)
      : going === null
        ? params
        : new URLSearchParams(going);
  const filters = filtersOf(shown);

  // A filter change is a new history entry (back returns to the previous filters); defaults leave
  // the URL.
  const choose = (change: Partial<Omit<Filters, 'q'>>) => {
    const next = new URLSearchParams(shown);
    const wanted = { ...filters, ...change };
    const keep = (key: string, value: string) => {
      if (value) next.set(key, value);
      else next.delete(key);
    };
    keep('distance', wanted.distance);
    keep('month', wanted.month);
    keep('open', wanted.open ? 'true' : '');
    keep('sort', wanted.sort === 'newest' ? 'newest' : '');
    setChosen({ from: here, to: next.toString() });
    setParams(next);
  };

  // Keep ?q= in step with the box, but never while the user is leaving: that replace would cancel
  // their navigation (e.g. Enter on a card typed just before the debounce fired).
  useEffect(() => {
    if (navigating || inUrl === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, inUrl, navigating, setParams]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-10 text-center">
        <PageTitle eyebrow={<Trans>Marathons</Trans>} size="list">
          <Trans>Upcoming Events</Trans>
        </PageTitle>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-300">
          <Trans>Find your next race, check its registration window and sign up in a minute.</Trans>
        </p>
        <div className="mt-8">
          <MarathonSearch value={text} onChange={setText} />
          <MarathonFilters value={filters} onChange={choose} />
        </div>
      </header>
      <MarathonList filters={{ ...filters, q }} paymentDueOf={paymentDueOf} />
    </div>
  );
}
