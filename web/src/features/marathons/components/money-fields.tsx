// The race's payment settings in the marathon form (docs/payments.md): currency, the ways runners pay,
// the bank account for transfers, how long an unpaid place is held, a fee added for the runner, and
// the refund policy for runners who withdraw.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  methodInfo,
  methodsPaidTo,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@run/contract/domain/payment-methods';
import { REFUND_DAYS_MAX } from '@run/contract/domain/refunds';

import { methodLabel } from '@/lib/i18n/contract-words';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';
import { intlLocale } from '@/lib/i18n';
import { FieldBox } from '@/components/ui/field-box';
import type { FieldBinding } from '@/components/ui/form-list';

import { methodKey, type MoneyKey } from '../money-form-values';
import { PlatformFeeNote } from './platform-fee-note';

/** How long an unpaid place is held, by the way the runner pays. */
const HOLDS = [
  {
    name: 'paymentHoldMinutes',
    label: msg`Payment hold (minutes)`,
    min: 10,
    max: 120,
    hint: msg`How long a place is held for a card payment, 10 to 120 minutes.`,
  },
  {
    name: 'bankTransferDays',
    label: msg`Bank transfer days`,
    min: 1,
    max: 14,
    hint: msg`How long a place is held for a bank transfer, 1 to 14 days.`,
  },
] as const;

const RUNNER_FEE = [
  {
    name: 'runnerFee.percent',
    label: msg`Runner fee (%)`,
    hint: msg`Added to what the runner pays, 0 to 10 percent.`,
  },
  { name: 'runnerFee.fixed', label: msg`Runner fee (fixed)`, hint: undefined },
] as const;

const REFUND_DAYS = [
  [
    'refundPolicy.fullUntilDays',
    msg`Full refund until (days before)`,
    msg`Everything paid goes back until then.`,
  ],
  [
    'refundPolicy.partialUntilDays',
    msg`Partial refund until (days before)`,
    msg`After that, nothing goes back.`,
  ],
] as const;

export function MoneyFields({ field }: { field: (name: MoneyKey) => FieldBinding }) {
  const { i18n, t } = useLingui();

  /** Under a method that takes only some currencies, which: "Only for races in EUR." */
  const currencyHint = (method: PaymentMethod): string | undefined => {
    const { currencies } = methodInfo(method);
    if (currencies === null) return undefined;
    // "EUR or USD", in the language shown.
    const list = new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(currencies);
    return t`Only for races in ${list}.`;
  };

  return (
    <FieldBox
      legend={t`Payments`}
      layout="halves"
      intro={t`Used when a distance has a price. A runner's place is held until they pay.`}
    >
      <TextField
        label={t`Currency`}
        maxLength={3}
        placeholder="USD"
        hint={t`Three letters, such as USD or EUR.`}
        {...field('currency')}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>Payment methods</Trans>
        </legend>
        {PAYMENT_METHODS.map((m) => {
          const { error: _none, ...binding } = field(methodKey(m));
          return (
            <CheckboxField key={m} label={methodLabel(m)} hint={currencyHint(m)} {...binding} />
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
        label={t`Account holder`}
        maxLength={70}
        hint={t`For bank transfers.`}
        {...field('bankAccount.holder')}
      />
      <TextField label={t`IBAN`} maxLength={42} {...field('bankAccount.iban')} />
      <TextField label={t`BIC`} maxLength={11} {...field('bankAccount.bic')} />
      {HOLDS.map(({ name, label, hint, ...spec }) => (
        <NumberField
          key={name}
          label={i18n._(label)}
          hint={i18n._(hint)}
          {...spec}
          {...field(name)}
        />
      ))}
      {RUNNER_FEE.map(({ name, label, hint }) => (
        <TextField
          key={name}
          inputMode="decimal"
          placeholder={t`None`}
          label={i18n._(label)}
          hint={hint ? i18n._(hint) : undefined}
          {...field(name)}
        />
      ))}
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>Refund policy</Trans>
        </legend>
        {REFUND_DAYS.map(([key, label, hint]) => (
          <NumberField
            key={key}
            label={i18n._(label)}
            min={0}
            max={REFUND_DAYS_MAX}
            hint={i18n._(hint)}
            {...field(key)}
          />
        ))}
        <NumberField
          label={t`Partial refund (%)`}
          min={0}
          max={100}
          {...field('refundPolicy.partialPercent')}
        />
      </fieldset>
    </FieldBox>
  );
}
