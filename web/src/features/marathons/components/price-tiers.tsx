// A distance's price tiers in the marathon form (docs/payments.md): up to 6 rows of label, price and
// last day ("Early bird", 45.00, May 1); the last tier may have no last day. No tier: free.
import { Trans, useLingui } from '@lingui/react/macro';
import { TIERS_MAX } from '@run/contract/domain/money';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { FieldBinding } from '@/components/ui/form-list';

import { tierCount, tierKey, tierRow, type TierKey } from '../money-form-values';
import type { MarathonFormValues } from '../marathon-form-values';

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
  const { t } = useLingui();
  const count = tierCount(values, distance);
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        <Trans>Prices of {distanceName}</Trans>
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {count === 0
          ? t`Free. Add a price tier to charge for this distance.`
          : t`Each tier holds until its last day; leave the last tier's day empty. Prices in ${currency}.`}
      </p>
      {Array.from({ length: count }, (_, j) => {
        const tier = j + 1;
        return (
          <div key={j} className="grid gap-3 sm:grid-cols-3" data-testid="price-tier">
            <TextField
              label={t`Tier ${tier} label (${distanceName})`}
              maxLength={40}
              placeholder={t`e.g. Early bird`}
              {...field(tierKey(distance, j, 'label'))}
            />
            {/* The amount is typed with a decimal point in every language (centsOf reads it so). */}
            <TextField
              label={t`Tier ${tier} price (${distanceName})`}
              inputMode="decimal"
              placeholder="45.00"
              {...field(tierKey(distance, j, 'amount'))}
            />
            <TextField
              label={t`Tier ${tier} last day (${distanceName})`}
              type="date"
              {...field(tierKey(distance, j, 'until'))}
            />
          </div>
        );
      })}
      {count < TIERS_MAX ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => addTier(tierRow(distance, count))}>
            <Trans>
              Add price tier<span className="sr-only"> to {distanceName}</span>
            </Trans>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
