// GET /marathon/{id}/books: the race's books for the console's Payments tab (docs/payments.md, "The
// books balance"), for its organiser and co-organisers.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { eventQueryOptions } from '@/lib/api-query';

export function useBooks(id: string) {
  return useQuery(
    eventQueryOptions(routes.books, id, ['books'], {
      auth: 'required',
      // Money moves without anyone acting here (a provider's event, the hold expiring).
      staleTime: 0,
      // A payment marked paid or a refund on this tab refreshes the books with the ledger.
      scope: { marathon: id },
    }),
  );
}
