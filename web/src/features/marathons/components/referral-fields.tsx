// The race's referrals (docs/coupons.md), with its other money settings: whether confirmed runners get
// a link to bring friends, and the reward refunded to them every so many friends who pay.
import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';

import type { MoneyKey } from '../money-form-values';
import { FieldBox } from './field-box';
import type { FieldBinding } from './form-list';

export function ReferralFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  const { error: _none, ...enabled } = field('referrals.enabled');
  return (
    <FieldBox legend="Referrals" layout="thirds">
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
    </FieldBox>
  );
}
