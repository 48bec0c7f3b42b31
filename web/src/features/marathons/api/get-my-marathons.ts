// GET /my-applied-marathons/{email}: the marathons the signed-in user created, with counts.
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';

export function myMarathonsQueryOptions(email: string) {
  const input = { params: { email } };
  return apiQueryOptions(['my-applied-marathons', email], routes.myMarathons, input, {
    auth: 'required',
    scope: { marathonList: true, account: true },
  });
}

export function useMyMarathons(email: string) {
  return useQuery(myMarathonsQueryOptions(email));
}
