// Orders for several runners (docs/orders.md): placing one, paying it once, the buyer's orders,
// withdrawing one entry, and a runner claiming the entry made for them.
import type { OrderInput } from '@run/contract/domain/orders';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { myListQueryOptions, useApiWrite } from '@/lib/api-query';

export function useCreateOrder(id: string) {
  return useApiWrite(
    (input: OrderInput) => api(routes.createOrder, { params: { id }, body: input }),
    {
      refreshMarathons: { event: () => id },
    },
  );
}

export function useMyOrders(uid: string) {
  return useQuery(myListQueryOptions('my-orders', routes.myOrders, uid));
}

export function useWithdrawOrderEntry() {
  return useApiWrite(
    ({ id, orderId, registrationId }: { id: string; orderId: string; registrationId: string }) =>
      api(routes.withdrawOrderEntry, { params: { id, orderId, registrationId } }),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}

export function useClaimEntry(id: string) {
  return useApiWrite(
    (token: string) => api(routes.claimEntry, { params: { id }, body: { token } }),
    { refreshMarathons: { event: () => id } },
  );
}
