// What a distance costs now (docs/payments.md): "Early bird until May 1: $45.00", the last tier
// without a date ("Regular: $60.00"). Free distances carry no price and show nothing.
import type { Distance } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

type Priced = Pick<Distance, 'price'>;

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The price line of a distance, or null for a free one (or one whose tiers have all ended). */
export function priceText({ price }: Priced): string | null {
  if (!price) return null;
  const tier = price.until ? `${price.label} until ${dayOf(price.until)}` : price.label;
  return `${tier}: ${formatMoney(price.amount, price.currency, 'en-US')}`;
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
  if (difference > 0)
    return `Difference to pay: ${formatMoney(difference, price.currency, 'en-US')}`;
  if (difference === 0) return 'No difference to pay';
  const cheaper = formatMoney(-difference, price.currency, 'en-US');
  return `${cheaper} cheaper: nothing to pay, and the difference is not refunded`;
}

/** The price lines of a race's priced distances (the distance named when the race has several). */
export function RacePrices({
  distances,
  className = '',
}: {
  distances: Array<Pick<Distance, 'id' | 'name' | 'price'>>;
  className?: string;
}) {
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
