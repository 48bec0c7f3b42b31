// POST /marathon/{id}/waitlist/accept: the runner takes the place held for them, registered with the
// form they gave when joining; `waiverAccepted` when the waiver changed since and was read again.
import type { acceptOfferSchema } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';
import type { z } from 'zod';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

import { rememberRegistration } from '../registered-marathons';

export type AcceptOfferInput = z.input<typeof acceptOfferSchema> | undefined;

export function useAcceptOffer(uid: string) {
  return useApiWrite(
    eventFormWrite<typeof routes.acceptOffer, AcceptOfferInput>(routes.acceptOffer),
    {
      onSuccess: (_data, { id }) => rememberRegistration(uid, id),
      refreshMarathons: { event: ({ id }) => id },
    },
  );
}
