// Whether runners may give their place to another runner, or back for a credit (docs/transfers.md):
// on or off, until how many days before the race, and the fee (paid by the new runner for a
// transfer, kept from the credit for a deferral). Shown for every race, free or priced.
import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';

import type { MoneyKey } from '../money-form-values';
import { FieldBox } from './field-box';
import type { FieldBinding } from './form-list';

const KINDS = {
  transfers: {
    legend: 'Transfers',
    allow: 'Runners may transfer their place',
    hint: 'A runner sends their place to another runner, who registers in their stead.',
    feeHint: 'Paid by the new runner.',
  },
  deferrals: {
    legend: 'Deferrals',
    allow: 'Paid runners may defer their place',
    hint: 'The place goes back to the race; the runner gets a credit for your later races.',
    feeHint: 'Kept from the credit.',
  },
} as const;

function PlaceChangeFields({
  kind,
  field,
}: {
  kind: keyof typeof KINDS;
  field: (name: MoneyKey) => FieldBinding;
}) {
  const words = KINDS[kind];
  const { error: _none, ...enabled } = field(`${kind}.enabled`);
  return (
    <FieldBox legend={words.legend} layout="thirds">
      <CheckboxField label={words.allow} hint={words.hint} {...enabled} />
      <NumberField
        label={`${words.legend} until (days before)`}
        min={0}
        max={365}
        {...field(`${kind}.untilDays`)}
      />
      <TextField
        label={`${words.legend.slice(0, -1)} fee`}
        inputMode="decimal"
        placeholder="None"
        hint={words.feeHint}
        {...field(`${kind}.fee`)}
      />
    </FieldBox>
  );
}

export function TransferFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  return (
    <>
      <PlaceChangeFields kind="transfers" field={field} />
      <PlaceChangeFields kind="deferrals" field={field} />
    </>
  );
}
