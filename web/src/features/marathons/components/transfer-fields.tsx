// Whether runners may give their place to another runner, or back for a credit (docs/transfers.md):
// on or off, until how many days before the race, and the fee (paid by the new runner for a
// transfer, kept from the credit for a deferral). Shown for every race, free or priced.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';
import { FieldBox } from '@/components/ui/field-box';
import type { FieldBinding } from '@/components/ui/form-list';

import type { MoneyKey } from '../money-form-values';

// Each label whole, not made from the legend: a language words "Transfer fee" its own way.
const KINDS = {
  transfers: {
    legend: msg`Transfers`,
    allow: msg`Runners may transfer their place`,
    hint: msg`A runner sends their place to another runner, who registers in their stead.`,
    until: msg`Transfers until (days before)`,
    fee: msg`Transfer fee`,
    feeHint: msg`Paid by the new runner.`,
  },
  deferrals: {
    legend: msg`Deferrals`,
    allow: msg`Paid runners may defer their place`,
    hint: msg`The place goes back to the race; the runner gets a credit for your later races.`,
    until: msg`Deferrals until (days before)`,
    fee: msg`Deferral fee`,
    feeHint: msg`Kept from the credit.`,
  },
} as const;

function PlaceChangeFields({
  kind,
  field,
}: {
  kind: keyof typeof KINDS;
  field: (name: MoneyKey) => FieldBinding;
}) {
  const { i18n, t } = useLingui();
  const words = KINDS[kind];
  const { error: _none, ...enabled } = field(`${kind}.enabled`);
  return (
    <FieldBox legend={i18n._(words.legend)} layout="thirds">
      <CheckboxField label={i18n._(words.allow)} hint={i18n._(words.hint)} {...enabled} />
      <NumberField label={i18n._(words.until)} min={0} max={365} {...field(`${kind}.untilDays`)} />
      <TextField
        label={i18n._(words.fee)}
        inputMode="decimal"
        placeholder={t`None`}
        hint={i18n._(words.feeHint)}
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
