// The one query cache, and what its queries say about themselves (`meta`), so that a write or a
// sign-in refreshes every view it changes without knowing which feature shows it: each api file gives
// its query options their key and their scope; features never import one another's keys.
import { QueryClient } from '@tanstack/react-query';

/** docs/product.md: featured, detail and registrations queries stay fresh for 5 minutes. */
export const FIVE_MINUTES = 300_000;

/** What a query shows (its `meta`). A type, not an interface: TanStack wants a Record. */
export type QueryScope = {
  /** A list of events (the featured six, a search, a runner's or an organiser's): every marathon write changes it. */
  marathonList?: true;
  /** One event's own data (details, participants, waitlist): the writes about this event change it. */
  marathon?: string;
  /** What one account was shown: dropped when another account signs in on this tab. */
  account?: true;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryScope;
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: FIVE_MINUTES, refetchOnWindowFocus: false, retry: 1 },
  },
});

/**
 * What a marathon, registration or waitlist write changes: the featured six, every list (the
 * runner's and the organiser's too), and the event `id` itself with its participants and waitlist.
 */
export function refreshMarathonViews(id?: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ meta }) =>
      meta?.marathonList === true || (id !== undefined && meta?.marathon === id),
  });
}

/**
 * Another account signed in on this tab: what the last one saw (its registrations, a creator's
 * participant list with phone numbers) must not be shown to it.
 */
export function forgetAccountViews(): Promise<void> {
  return queryClient.resetQueries({
    predicate: ({ meta }) => meta?.account === true || meta?.marathon !== undefined,
  });
}
