// The race's referrals (docs/coupons.md), with its other money settings: whether confirmed runners get
// a link to bring friends, and the reward refunded to them every so many friends who pay.
import { useLingui } from '@lingui/react/macro';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';
import { FieldBox } from '@/components/ui/field-box';
import type { FieldBinding } from '@/components/ui/form-list';

import type { MoneyKey } from '../money-form-values';

export function ReferralFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  const { t } = useLingui();
  const { error: _none, ...enabled } = field('referrals.enabled');
  return (
    <FieldBox legend={t`Referrals`} layout="thirds">
      <CheckboxField
        label={t`Runners may invite friends`}
        hint={t`Each paid runner gets a link; friends who register through it and pay count.`}
        {...enabled}
      />
      <NumberField
        label={t`Reward every (friends)`}
        min={1}
        max={20}
        hint={t`1 to 20 friends who paid.`}
        {...field('referrals.every')}
      />
      <TextField
        label={t`Reward`}
        inputMode="decimal"
        placeholder={t`None`}
        hint={t`Refunded to the runner, never more than they paid.`}
        {...field('referrals.reward')}
      />
    </FieldBox>
  );
}
