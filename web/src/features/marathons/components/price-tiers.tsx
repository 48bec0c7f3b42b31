// A distance's price tiers in the marathon form (docs/payments.md): up to 6 rows of label, price and
// last day ("Early bird", 45.00, May 1); the last tier may have no last day. No tier: free.
import { TIERS_MAX } from '@run/contract/domain/money';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

import { tierCount, tierKey, tierRow, type TierKey } from '../money-form-values';
import type { MarathonFormValues } from '../marathon-form-values';
import type { FieldBinding } from './form-list';

interface PriceTiersProps {
  distance: number;
  distanceName: string;
  currency: string;
  values: MarathonFormValues;
  field: (name: TierKey) => FieldBinding;
  addTier: (row: Record<string, string>) => void;
}

export function PriceTiers({
  distance,
  distanceName,
  currency,
  values,
  field,
  addTier,
}: PriceTiersProps) {
  const count = tierCount(values, distance);
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        Prices of {distanceName}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {count === 0
          ? 'Free. Add a price tier to charge for this distance.'
          : `Each tier holds until its last day; leave the last tier's day empty. Prices in ${currency}.`}
      </p>
      {Array.from({ length: count }, (_, j) => (
        <div key={j} className="grid gap-3 sm:grid-cols-3" data-testid="price-tier">
          <TextField
            label={`Tier ${j + 1} label (${distanceName})`}
            maxLength={40}
            placeholder="e.g. Early bird"
            {...field(tierKey(distance, j, 'label'))}
          />
          <TextField
            label={`Tier ${j + 1} price (${distanceName})`}
            inputMode="decimal"
            placeholder="45.00"
            {...field(tierKey(distance, j, 'amount'))}
          />
          <TextField
            label={`Tier ${j + 1} last day (${distanceName})`}
            type="date"
            {...field(tierKey(distance, j, 'until'))}
          />
        </div>
      ))}
      {count < TIERS_MAX ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => addTier(tierRow(distance, count))}>
            Add price tier
            <span className="sr-only"> to {distanceName}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
