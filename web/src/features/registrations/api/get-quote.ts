// GET /marathon/{id}/quote?distanceId=&code=: what the runner pays now for a distance, with a
// discount code's saving when one is given (docs/coupons.md). A refused code is a 409 whose
// sentence says why (unknown, expired, used up, another distance).
import { COUPON_REFUSALS } from '@run/contract/domain/coupons';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

/** A code's worth changes with its uses and window: asked again after a minute. */
const ONE_MINUTE = 60_000;

export function useQuote(id: string, distanceId: string | undefined, code = '') {
  const query = { ...(distanceId ? { distanceId } : {}), ...(code ? { code } : {}) };
  return useQuery(
    apiQueryOptions(
      ['marathon', id, 'quote', distanceId ?? '', code],
      routes.quote,
      { params: { id }, query },
      // A refused code is an answer, not a failure to try again.
      { staleTime: ONE_MINUTE, retry: false, scope: { marathon: id } },
    ),
  );
}

/** The 409 of a code the race does not take (one of its refusals): it goes on the code field. */
export function isCodeRefused(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    Object.hasOwn(COUPON_REFUSALS, error.body?.code ?? '')
  );
}
