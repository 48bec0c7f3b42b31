// The race's payment settings in the marathon form (docs/payments.md): currency, the ways runners pay,
// the bank account for transfers, how long an unpaid place is held, a fee added for the runner, and
// the refund policy for runners who withdraw.
import {
  methodInfo,
  methodsPaidTo,
  orList,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@run/contract/domain/payment-methods';
import { REFUND_DAYS_MAX } from '@run/contract/domain/refunds';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';

import { methodKey, type MoneyKey } from '../money-form-values';
import { FieldBox } from './field-box';
import type { FieldBinding } from './form-list';
import { PlatformFeeNote } from './platform-fee-note';

/** How long an unpaid place is held, by the way the runner pays. */
const HOLDS = [
  {
    name: 'paymentHoldMinutes',
    label: 'Payment hold (minutes)',
    min: 10,
    max: 120,
    hint: 'How long a place is held for a card payment, 10 to 120 minutes.',
  },
  {
    name: 'bankTransferDays',
    label: 'Bank transfer days',
    min: 1,
    max: 14,
    hint: 'How long a place is held for a bank transfer, 1 to 14 days.',
  },
] as const;

const RUNNER_FEE = [
  {
    name: 'runnerFee.percent',
    label: 'Runner fee (%)',
    hint: 'Added to what the runner pays, 0 to 10 percent.',
  },
  { name: 'runnerFee.fixed', label: 'Runner fee (fixed)' },
] as const;

const REFUND_DAYS = [
  [
    'refundPolicy.fullUntilDays',
    'Full refund until (days before)',
    'Everything paid goes back until then.',
  ],
  [
    'refundPolicy.partialUntilDays',
    'Partial refund until (days before)',
    'After that, nothing goes back.',
  ],
] as const;

/** Under a method that takes only some currencies, which: "Only for races in EUR." */
function currencyHint(method: PaymentMethod): string | undefined {
  const { currencies } = methodInfo(method);
  return currencies === null ? undefined : `Only for races in ${orList(currencies)}.`;
}

export function MoneyFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  return (
    <FieldBox
      legend="Payments"
      layout="halves"
      intro="Used when a distance has a price. A runner's place is held until they pay."
    >
      <TextField
        label="Currency"
        maxLength={3}
        placeholder="USD"
        hint="Three letters, such as USD or EUR."
        {...field('currency')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          Payment methods
        </legend>
        {PAYMENT_METHODS.map((m) => {
          const { error: _none, ...binding } = field(methodKey(m));
          return (
            <CheckboxField
              key={m}
              label={methodInfo(m).label}
              hint={currencyHint(m)}
              {...binding}
            />
          );
        })}
      </fieldset>
      <PlatformFeeNote
        currency={field('currency').value}
        bankTransfer={methodsPaidTo('race-bank-account').some(
          (m) => field(methodKey(m)).value === 'true',
        )}
      />
      <TextField
        label="Account holder"
        maxLength={70}
        hint="For bank transfers."
        {...field('bankAccount.holder')}
      />
      <TextField label="IBAN" maxLength={42} {...field('bankAccount.iban')} />
      <TextField label="BIC" maxLength={11} {...field('bankAccount.bic')} />
      {HOLDS.map(({ name, ...spec }) => (
        <NumberField key={name} {...spec} {...field(name)} />
      ))}
      {RUNNER_FEE.map(({ name, ...spec }) => (
        <TextField key={name} inputMode="decimal" placeholder="None" {...spec} {...field(name)} />
      ))}
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          Refund policy
        </legend>
        {REFUND_DAYS.map(([key, label, hint]) => (
          <NumberField
            key={key}
            label={label}
            min={0}
            max={REFUND_DAYS_MAX}
            hint={hint}
            {...field(key)}
          />
        ))}
        <NumberField
          label="Partial refund (%)"
          min={0}
          max={100}
          {...field('refundPolicy.partialPercent')}
        />
      </fieldset>
    </FieldBox>
  );
}
