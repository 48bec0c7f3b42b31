// GET /my-waitlist/{uid}: the races the runner is waiting for, with their position and any place
// held for them (offerExpiresAt, null until offered).
import type { MyWaitlistItem } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getMyWaitlist(uid: string, signal?: AbortSignal): Promise<MyWaitlistItem[]> {
  return api<MyWaitlistItem[]>(`/my-waitlist/${encodeURIComponent(uid)}`, {
    auth: 'required',
    ...(signal ? { signal } : {}),
  });
}

export function myWaitlistQueryOptions(uid: string) {
  return queryOptions({
    queryKey: queryKeys.myWaitlist(uid),
    queryFn: ({ signal }) => getMyWaitlist(uid, signal),
    // Offers are made and lapse without the runner acting: every visit asks again.
    staleTime: 0,
  });
}

export function useMyWaitlist(uid: string) {
  return useQuery(myWaitlistQueryOptions(uid));
}
