// What a discount code gives and where and when it is valid (docs/coupons.md), shared by the forms
// that make one code, change one, and make a batch: percent or amount, how much, the distances (asked
// only on a race with several), and the days it is valid; and the frame of those three forms.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import type { FormEvent, ReactNode } from 'react';

import type { SubmitProps } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import type { FieldBinding } from '@/components/ui/form-list';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TwoColumnForm } from '@/components/ui/two-column-form';

import { DistanceChecks } from './distance-checks';

/** What the forms need of the race. */
export interface CouponRace {
  _id: string;
  currency: string;
  distances: ReadonlyArray<Pick<Distance, 'id' | 'name'>>;
}

const KINDS = [
  { value: 'percent', label: msg`Percent off` },
  { value: 'amount', label: msg`Amount off` },
];

function CouponTermsFields({
  field,
  distances,
  currency,
}: {
  field: (name: string) => FieldBinding;
  distances: CouponRace['distances'];
  currency: string;
}) {
  const { t, i18n } = useLingui();
  const kind = field('kind');
  const percent = kind.value !== 'amount';
  const kinds = KINDS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  return (
    <>
      <RadioGroupField legend={t`Discount`} options={kinds} className="sm:col-span-2" {...kind} />
      <TextField
        label={percent ? t`Percent off` : t`Amount off (${currency})`}
        inputMode={percent ? 'numeric' : 'decimal'}
        placeholder={percent ? '10' : '5.00'}
        hint={percent ? t`A whole percent, 1 to 100.` : t`Never more than the price.`}
        required
        {...field('value')}
      />
      <DistanceChecks distances={distances} field={field} />
      <TextField
        label={t`Valid from`}
        type="date"
        hint={t`From the start of this day (UTC).`}
        {...field('validFrom')}
      />
      <TextField
        label={t`Valid until`}
        type="date"
        hint={t`To the end of this day (UTC).`}
        {...field('validUntil')}
      />
    </>
  );
}

/** A code's or a batch's prefix: typed as given, in capitals on a phone's keyboard. */
export const CODE_INPUT = { required: true, autoComplete: 'off', autoCapitalize: 'characters' };

interface CouponFormFrameProps extends SubmitProps {
  /** useZodForm's form: its `bindForm`, `field` and `formError`. */
  form: {
    bindForm: (form: HTMLFormElement | null) => void;
    field: (name: string) => FieldBinding;
    formError: string | null;
  };
  /** useZodForm's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  race: CouponRace;
  /** The form's heading (h2) and a line under it; a form in a dialog has the dialog's title. */
  heading?: { id: string; title: string; intro?: string };
  /** The form's own fields, before the terms. */
  children: ReactNode;
}

export function CouponFormFrame({
  form,
  onSubmit,
  race,
  heading,
  children,
  ...actions
}: CouponFormFrameProps) {
  const { field } = form;
  return (
    <TwoColumnForm form={form} onSubmit={onSubmit} labelledBy={heading?.id} {...actions}>
      {heading ? (
        <div className="sm:col-span-2">
          <h2 id={heading.id} className="text-lg font-bold text-slate-900 dark:text-white">
            {heading.title}
          </h2>
          {heading.intro ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{heading.intro}</p>
          ) : null}
        </div>
      ) : null}
      {children}
      <CouponTermsFields field={field} distances={race.distances} currency={race.currency} />
    </TwoColumnForm>
  );
}
