// A discount code's terms (docs/coupons.md) as the console's forms hold them, strings only, and the
// request bodies they make: a percent typed whole ("10"), an amount in the currency's main unit
// ("5.00", sent in cents), the distances ticked (all or none ticked: every distance), the window as
// days (from the start of the first, to the end of the last, UTC like the price tiers).
import type { Coupon, CouponKind } from '@run/contract/domain/coupons';
import { dateInputToIso, isoToDateInput } from '@run/contract/domain/dates';

import { centsOf, mainUnitsOf, wholeOf } from '@/lib/format';

import { distanceCheckValues, tickedDistances } from './distance-check-values';

export interface CouponTermsValues {
  [field: string]: string;
  kind: CouponKind;
  value: string;
  validFrom: string;
  validUntil: string;
}

/** A stored code's terms as form values (a new code: 10 percent, every distance, no window). */
export function couponTermsValues(
  distanceIds: readonly string[],
  coupon?: Pick<Coupon, 'kind' | 'value' | 'distanceIds' | 'validFrom' | 'validUntil'>,
): CouponTermsValues {
  const kind = coupon?.kind ?? 'percent';
  return {
    kind,
    value: coupon ? (kind === 'percent' ? String(coupon.value) : mainUnitsOf(coupon.value)) : '',
    validFrom: coupon?.validFrom ? isoToDateInput(coupon.validFrom) : '',
    validUntil: coupon?.validUntil ? isoToDateInput(coupon.validUntil) : '',
    ...distanceCheckValues(distanceIds, coupon?.distanceIds),
  };
}

/** The terms' request fields; `distanceIds` null means every distance. */
export function couponTermsInput(
  values: Partial<Record<string, string>>,
  distanceIds: readonly string[],
) {
  const kind = values.kind === 'amount' ? 'amount' : 'percent';
  const value = values.value ?? '';
  const ticked = tickedDistances(values, distanceIds);
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
