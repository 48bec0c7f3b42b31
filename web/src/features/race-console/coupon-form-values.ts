// A discount code's terms (docs/coupons.md) as the console's forms hold them, strings only, and the
// request bodies they make: a percent typed whole ("10"), an amount in the currency's main unit
// ("5.00", sent in cents), the distances ticked (all or none ticked: every distance), the window as
// days (from the start of the first, to the end of the last, UTC like the price tiers).
import type { Coupon, CouponKind } from '@run/contract/domain/coupons';
import { dateInputToIso, isoToDateInput } from '@run/contract/domain/dates';

import { centsOf } from '@/lib/format';

export type DistanceKey = `distance.${string}`;

export interface CouponTermsValues {
  [field: string]: string;
  kind: CouponKind;
  value: string;
  validFrom: string;
  validUntil: string;
}

export const distanceKey = (id: string): DistanceKey => `distance.${id}`;

/** A stored code's terms as form values (a new code: 10 percent, every distance, no window). */
export function couponTermsValues(
  distanceIds: readonly string[],
  coupon?: Pick<Coupon, 'kind' | 'value' | 'distanceIds' | 'validFrom' | 'validUntil'>,
): CouponTermsValues {
  const kind = coupon?.kind ?? 'percent';
  return {
    kind,
    value: coupon
      ? kind === 'percent'
        ? String(coupon.value)
        : (coupon.value / 100).toFixed(2)
      : '',
    validFrom: coupon?.validFrom ? isoToDateInput(coupon.validFrom) : '',
    validUntil: coupon?.validUntil ? isoToDateInput(coupon.validUntil) : '',
    ...Object.fromEntries(
      distanceIds.map((id) => [distanceKey(id), coupon?.distanceIds?.includes(id) ? 'true' : '']),
    ),
  };
}

/** A whole number typed, or the text itself for the schema to name. */
export function wholeOf(value: string): number | string {
  const trimmed = value.trim();
  return /^\d+$/u.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The terms' request fields; `distanceIds` null means every distance. */
export function couponTermsInput(
  values: Partial<Record<string, string>>,
  distanceIds: readonly string[],
) {
  const kind = values.kind === 'amount' ? 'amount' : 'percent';
  const value = values.value ?? '';
  const ticked = distanceIds.filter((id) => values[distanceKey(id)] === 'true');
  const day = (name: 'validFrom' | 'validUntil', edge: 'start' | 'end') =>
    values[name] ? dateInputToIso(values[name], edge) : null;
  return {
    kind,
    value: kind === 'percent' ? wholeOf(value) : centsOf(value),
    distanceIds: ticked.length === 0 || ticked.length === distanceIds.length ? null : ticked,
    validFrom: day('validFrom', 'start'),
    validUntil: day('validUntil', 'end'),
  } as const;
}

/** How many registrations may use a code: empty is no limit. */
export const maxUsesInput = (value: string | undefined) =>
  (value ?? '').trim() === '' ? null : wholeOf(value ?? '');
