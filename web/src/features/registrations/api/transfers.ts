// Transfers (docs/transfers.md): the runner offers their place to an address and may cancel the offer
// (My Apply List); the link's page reads what is offered and accepts it with the recipient's form.
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { apiQueryOptions, useApiWrite } from '@/lib/api-query';

import { rememberRegistration } from '../registered-marathons';

/** Offering or cancelling changes the runner's own record in My Apply List. */
export function useStartTransfer(uid: string) {
  return useApiWrite(
    ({ id, email }: { id: string; email: string }) =>
      api(routes.startTransfer, { params: { id, userId: uid }, body: { email } }),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}

export function useCancelTransfer(uid: string) {
  return useApiWrite((id: string) => api(routes.cancelTransfer, { params: { id, userId: uid } }), {
    refreshMarathons: { event: (id) => id },
  });
}

/** What the link offers; not retried: a used or expired link answers the same every time. */
export function useTransferOffer(id: string, token: string) {
  return useQuery({
    ...apiQueryOptions(
      ['transfer', id, token],
      routes.transferOf,
      { params: { id, token } },
      { auth: 'required', staleTime: 0, retry: false, scope: { account: true } },
    ),
    enabled: token !== '',
  });
}

/** The recipient's form goes without a distance: the place's distance is the sender's. */
export function useAcceptTransfer(id: string, token: string, uid: string) {
  return useApiWrite(
    ({ distanceId: _theirs, ...form }: RegistrationInput) =>
      api(routes.acceptTransfer, { params: { id }, body: { token, ...form } }),
    {
      onSuccess: () => rememberRegistration(uid, id),
      refreshMarathons: { event: () => id },
    },
  );
}
