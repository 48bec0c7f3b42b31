// What a distance costs now (docs/payments.md): "Early bird until May 1: $45.00", the last tier
// without a date ("Regular: $60.00"). Free distances carry no price and show nothing. The texts are
// in the language shown when called (the tier's label is the organiser's): call them while rendering.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Distance } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

import { i18n, intlLocale } from '@/lib/i18n';

type Priced = Pick<Distance, 'price'>;

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale(), {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const moneyOf = (amount: number, currency: string) => formatMoney(amount, currency, intlLocale());

/** The price line of a distance, or null for a free one (or one whose tiers have all ended). */
export function priceText({ price }: Priced): string | null {
  if (!price) return null;
  const { label } = price;
  const amount = moneyOf(price.amount, price.currency);
  if (!price.until) return i18n._(msg`${label}: ${amount}`);
  const day = dayOf(price.until);
  return i18n._(msg`${label} until ${day}: ${amount}`);
}

/**
 * What a change to `distance` costs a runner whose place paid `paid` (docs/transfers.md): the
 * difference to pay for a dearer one (the runner fee comes on top); for a cheaper one, that the
 * runner pays nothing and gets nothing back (the place moves, no money does); null for the runner's
 * own distance or a free race.
 */
export function changeCostText(
  { id, price }: Pick<Distance, 'id' | 'price'>,
  own: { distanceId: string; paid: number },
): string | null {
  if (!price || id === own.distanceId) return null;
  const difference = price.amount - own.paid;
  if (difference > 0) {
    const amount = moneyOf(difference, price.currency);
    return i18n._(msg`Difference to pay: ${amount}`);
  }
  if (difference === 0) return i18n._(msg`No difference to pay`);
  const cheaper = moneyOf(-difference, price.currency);
  return i18n._(msg`${cheaper} cheaper: nothing to pay, and the difference is not refunded`);
}

/** The price lines of a race's priced distances (the distance named when the race has several). */
export function RacePrices({
  distances,
  className = '',
}: {
  distances: Array<Pick<Distance, 'id' | 'name' | 'price'>>;
  className?: string;
}) {
  // Rendered again when the language changes: its lines come from priceText.
  useLingui();
  const priced = distances.filter((d) => priceText(d) !== null);
  if (priced.length === 0) return null;
  const several = distances.length > 1;
  return (
    <ul className={`space-y-1 text-sm text-slate-700 dark:text-slate-200 ${className}`}>
      {priced.map((d) => (
        <li key={d.id} data-testid="distance-price">
          {several ? <span className="font-medium">{d.name}: </span> : null}
          {priceText(d)}
        </li>
      ))}
    </ul>
  );
}
