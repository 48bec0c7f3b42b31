// The race's referrals (docs/coupons.md), with its other money settings: whether confirmed runners get
// a link to bring friends, and the reward refunded to them every so many friends who pay.
import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';

import type { MoneyKey } from '../money-form-values';
import type { FieldBinding } from './form-list';

export function ReferralFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  const { error: _none, ...enabled } = field('referrals.enabled');
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        Referrals
      </legend>
      <CheckboxField
        label="Runners may invite friends"
        hint="Each paid runner gets a link; friends who register through it and pay count."
        {...enabled}
      />
      <NumberField
        label="Reward every (friends)"
        min={1}
        max={20}
        hint="1 to 20 friends who paid."
        {...field('referrals.every')}
      />
      <TextField
        label="Reward"
        inputMode="decimal"
        placeholder="None"
        hint="Refunded to the runner, never more than they paid."
        {...field('referrals.reward')}
      />
    </fieldset>
  );
}
