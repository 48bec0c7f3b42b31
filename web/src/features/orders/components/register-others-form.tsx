// "Register others" (docs/orders.md): the buyer and up to nine more runners in one order, a block of
// fields per runner (each runner's own name, email and date of birth; the phone and emergency contact
// copied from the first at a click), what the places cost, and one submit for all of them.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { ORDER_ENTRIES_MAX, orderInputSchema, type OrderInput } from '@run/contract/domain/orders';
import { LIMITS } from '@run/contract/domain/schemas';
import { useState } from 'react';

import { ConsentFields } from '@/components/consent-fields';
import { Button } from '@/components/ui/button';
import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';
import { intlLocale } from '@/lib/i18n';

import {
  copiedContact,
  emptyRunner,
  fieldName,
  orderInput,
  pricesTotal,
  runnerCount,
  withoutRunner,
  type RunnerField,
} from '../order-form-values';

const TEXT_FIELDS: Array<{
  field: RunnerField;
  label: MessageDescriptor;
  type?: string;
  required?: boolean;
  maxLength?: number;
}> = [
  { field: 'firstName', label: msg`First Name`, required: true, maxLength: LIMITS.name },
  { field: 'lastName', label: msg`Last Name`, required: true, maxLength: LIMITS.name },
  { field: 'email', label: msg`Email`, type: 'email', required: true },
  { field: 'phone', label: msg`Phone`, type: 'tel', required: true, maxLength: LIMITS.phone },
  {
    field: 'emergencyContact',
    label: msg`Emergency Contact`,
    maxLength: LIMITS.emergencyContact,
  },
  { field: 'dateOfBirth', label: msg`Date of birth`, type: 'date' },
];

interface Props {
  race: Marathon;
  /** The buyer's account address: their own block starts with it. */
  email: string;
  busy: boolean;
  onSubmit: (input: OrderInput, controls: FormControls) => void;
}

export function RegisterOthersForm({ race, email, busy, onSubmit }: Props) {
  const { t, i18n } = useLingui();
  const only = race.distances.length === 1 ? (race.distances[0]?.id ?? '') : '';
  const [self, setSelf] = useState(TICKED);
  const form = useZodForm({
    initialValues: {
      ...emptyRunner(0, only),
      [fieldName(0, 'email')]: email,
      ...emptyRunner(1, only),
    } as Record<string, string>,
    schema: orderInputSchema,
    toInput: (values) => orderInput(values, self === TICKED),
    idPrefix: 'order',
  });
  const { bindForm } = form;
  const { field, values, reshape } = form;
  const count = runnerCount(values);
  const total = pricesTotal(values, race.distances);
  const price = formatMoney(total, race.currency ?? 'EUR', intlLocale());
  const max = ORDER_ENTRIES_MAX;
  const distanceOptions = race.distances.map((d) => ({ value: d.id, label: d.name }));
  return (
    <form noValidate ref={bindForm} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <CheckboxField
        name="self"
        label={t`I run too: the first runner is me`}
        value={self}
        onChange={(event) => setSelf(event.target.value)}
      />
      {Array.from({ length: count }, (_, i) => {
        const number = i + 1;
        return (
          <fieldset
            key={i}
            className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700"
          >
            <legend className="px-1 text-lg font-semibold text-slate-900 dark:text-slate-100">
              {i === 0 && self === TICKED ? t`Runner 1 (you)` : t`Runner ${number}`}
            </legend>
            {only === '' ? (
              <SelectField
                label={t`Distance`}
                required
                placeholder={t`Choose a distance`}
                options={distanceOptions}
                wrapperClassName="sm:col-span-2"
                {...field(fieldName(i, 'distanceId'))}
              />
            ) : null}
            {TEXT_FIELDS.map(({ field: name, label, ...props }) => (
              <TextField
                key={name}
                label={i18n._(label)}
                {...props}
                {...field(fieldName(i, name))}
              />
            ))}
            <ConsentFields
              raceTitle={race.title}
              bind={(name) => field(fieldName(i, name))}
              className="sm:col-span-2"
            />
            {i > 0 ? (
              <div className="flex flex-wrap gap-3 sm:col-span-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => reshape((n) => n, copiedContact(values, i))}
                >
                  <Trans>Copy the phone and emergency contact of runner 1</Trans>
                </Button>
                {count > 1 ? (
                  <Button variant="secondary" size="sm" onClick={() => reshape(withoutRunner(i))}>
                    <Trans>Remove runner {number}</Trans>
                  </Button>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {count < ORDER_ENTRIES_MAX ? (
        <div>
          <Button variant="secondary" onClick={() => reshape((n) => n, emptyRunner(count, only))}>
            <Trans>Add a runner</Trans>
          </Button>
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          <Trans>An order holds at most {max} runners.</Trans>
        </p>
      )}
      <p className="text-lg font-semibold text-slate-900 dark:text-slate-100" aria-live="polite">
        {total > 0
          ? plural(count, {
              one: `Places for # runner: ${price}, plus any runner fee`,
              other: `Places for # runners: ${price}, plus any runner fee`,
            })
          : plural(count, {
              one: 'Places for # runner: free',
              other: 'Places for # runners: free',
            })}
      </p>
      <FormActions
        formError={form.formError}
        size="lg"
        submitLabel={
          total > 0
            ? plural(count, {
                one: 'Register # runner and pay',
                other: 'Register # runners and pay',
              })
            : plural(count, { one: 'Register # runner', other: 'Register # runners' })
        }
        busyText={t`Registering…`}
        busy={busy}
      />
    </form>
  );
}
