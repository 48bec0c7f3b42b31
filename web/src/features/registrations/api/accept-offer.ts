// POST /marathon/{id}/waitlist/accept: the runner takes the place held for them, registered with the
// form they gave when joining.
import { routes } from '@run/contract/http/routes';

import { eventWrite, useApiWrite } from '@/lib/api-query';

import { rememberRegistration } from '../registered-marathons';

export function useAcceptOffer(uid: string) {
  return useApiWrite(eventWrite(routes.acceptOffer), {
    onSuccess: (_data, marathonId) => rememberRegistration(uid, marathonId),
    refreshMarathons: { event: (marathonId) => marathonId },
  });
}
