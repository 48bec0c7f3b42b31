// "Register others" (docs/orders.md): the buyer and up to nine more runners in one order, a block of
// fields per runner (each runner's own name, email and date of birth; the phone and emergency contact
// copied from the first at a click), what the places cost, and one submit for all of them.
import type { Marathon } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { ORDER_ENTRIES_MAX, orderInputSchema, type OrderInput } from '@run/contract/domain/orders';
import { LIMITS } from '@run/contract/domain/schemas';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

import {
  copiedContact,
  emptyRunner,
  fieldName,
  orderInput,
  pricesTotal,
  runnerCount,
  runnersText,
  withoutRunner,
  type RunnerField,
} from '../order-form-values';

const TEXT_FIELDS: Array<{
  field: RunnerField;
  label: string;
  type?: string;
  required?: boolean;
  maxLength?: number;
}> = [
  { field: 'firstName', label: 'First Name', required: true, maxLength: LIMITS.name },
  { field: 'lastName', label: 'Last Name', required: true, maxLength: LIMITS.name },
  { field: 'email', label: 'Email', type: 'email', required: true },
  { field: 'phone', label: 'Phone', type: 'tel', required: true, maxLength: LIMITS.phone },
  { field: 'emergencyContact', label: 'Emergency Contact', maxLength: LIMITS.emergencyContact },
  { field: 'dateOfBirth', label: 'Date of birth', type: 'date' },
];

interface Props {
  race: Marathon;
  /** The buyer's account address: their own block starts with it. */
  email: string;
  busy: boolean;
  onSubmit: (input: OrderInput, controls: FormControls) => void;
}

export function RegisterOthersForm({ race, email, busy, onSubmit }: Props) {
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
  const distanceOptions = race.distances.map((d) => ({ value: d.id, label: d.name }));
  return (
    <form noValidate ref={bindForm} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <CheckboxField
        name="self"
        label="I run too: the first runner is me"
        value={self}
        onChange={(event) => setSelf(event.target.value)}
      />
      {Array.from({ length: count }, (_, i) => (
        <fieldset
          key={i}
          className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700"
        >
          <legend className="px-1 text-lg font-semibold text-slate-900 dark:text-slate-100">
            {i === 0 && self === TICKED ? 'Runner 1 (you)' : `Runner ${i + 1}`}
          </legend>
          {only === '' ? (
            <SelectField
              label="Distance"
              required
              placeholder="Choose a distance"
              options={distanceOptions}
              wrapperClassName="sm:col-span-2"
              {...field(fieldName(i, 'distanceId'))}
            />
          ) : null}
          {TEXT_FIELDS.map(({ field: name, ...props }) => (
            <TextField key={name} {...props} {...field(fieldName(i, name))} />
          ))}
          {i > 0 ? (
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => reshape((n) => n, copiedContact(values, i))}
              >
                Copy the phone and emergency contact of runner 1
              </Button>
              {count > 1 ? (
                <Button variant="secondary" size="sm" onClick={() => reshape(withoutRunner(i))}>
                  Remove runner {i + 1}
                </Button>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ))}
      {count < ORDER_ENTRIES_MAX ? (
        <div>
          <Button variant="secondary" onClick={() => reshape((n) => n, emptyRunner(count, only))}>
            Add a runner
          </Button>
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">
          An order holds at most {ORDER_ENTRIES_MAX} runners.
        </p>
      )}
      <p className="text-lg font-semibold text-slate-900 dark:text-slate-100" aria-live="polite">
        {total > 0
          ? `Places for ${runnersText(count)}: ${formatMoney(total, race.currency ?? 'EUR', 'en-US')}, plus any runner fee`
          : `Places for ${runnersText(count)}: free`}
      </p>
      <FormActions
        formError={form.formError}
        size="lg"
        submitLabel={
          total > 0 ? `Register ${runnersText(count)} and pay` : `Register ${runnersText(count)}`
        }
        busyText="Registering…"
        busy={busy}
      />
    </form>
  );
}
