// A race's discount codes and referrers for the console's Codes tab (docs/coupons.md): the codes with
// their uses and the money they took off, page by page; a new code, a change, a deletion; the
// runners who brought others. A batch of single-use codes is a CSV (lib/download-csv.ts).
import type { CouponInput, CouponPatch } from '@run/contract/domain/coupons';
import { routes } from '@run/contract/http/routes';
import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { eventListOptions, useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

const couponsOptions = (id: string) => eventListOptions(routes.listCoupons, id, ['coupons']);

export function useCoupons(id: string) {
  return useInfiniteQuery(couponsOptions(id));
}

export function useReferrers(id: string) {
  return useInfiniteQuery(eventListOptions(routes.listReferrers, id, ['referrers']));
}

/** Every write here changes the list (a batch's codes are in it too). */
export const refreshCoupons = (id: string) =>
  queryClient.invalidateQueries({ queryKey: couponsOptions(id).queryKey });

export function useCreateCoupon(id: string) {
  return useApiWrite((body: CouponInput) => api(routes.createCoupon, { params: { id }, body }), {
    onSuccess: () => void refreshCoupons(id),
  });
}

export function useUpdateCoupon(id: string) {
  return useApiWrite(
    ({ code, body }: { code: string; body: CouponPatch }) =>
      api(routes.updateCoupon, { params: { id, code }, body }),
    { onSuccess: () => void refreshCoupons(id) },
  );
}

export function useDeleteCoupon(id: string) {
  return useApiWrite((code: string) => api(routes.deleteCoupon, { params: { id, code } }), {
    onSuccess: () => void refreshCoupons(id),
  });
}
