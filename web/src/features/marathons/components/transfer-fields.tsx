// Whether runners may give their place to another runner (docs/transfers.md): on or off, until how
// many days before the race, and the fee the new runner pays. Shown for every race, free or priced.
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/form-field';

import type { MoneyKey } from '../money-form-values';
import type { FieldBinding } from './form-list';

export function TransferFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  const { error: _none, ...enabled } = field('transfers.enabled');
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        Transfers
      </legend>
      <CheckboxField
        label="Runners may transfer their place"
        hint="A runner sends their place to another runner, who registers in their stead."
        {...enabled}
      />
      <TextField
        label="Transfers until (days before)"
        type="number"
        inputMode="numeric"
        min={0}
        max={365}
        {...field('transfers.untilDays')}
      />
      <TextField
        label="Transfer fee"
        inputMode="decimal"
        placeholder="None"
        hint="Paid by the new runner."
        {...field('transfers.fee')}
      />
    </fieldset>
  );
}
