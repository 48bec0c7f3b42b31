// GET /my-waitlist/{uid}: the races the runner is waiting for, with their position and any place
// held for them (offerExpiresAt, null until offered).
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function myWaitlistQueryOptions(uid: string) {
  const input = { params: { userId: uid } };
  return apiQueryOptions(['my-waitlist', uid], routes.myWaitlist, input, {
    auth: 'required',
    scope: { marathonList: true, account: true },
    // Offers are made and lapse without the runner acting: every visit asks again.
    staleTime: 0,
  });
}

export function useMyWaitlist(uid: string) {
  return useQuery(myWaitlistQueryOptions(uid));
}
