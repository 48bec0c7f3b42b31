// The runner's registration details: the register page and the My Apply List's update modal share it
// and registrationInputSchema's messages. A race with several distances asks which one (required).
import type { Distance } from '@run/contract/domain/api-types';
import {
  LIMITS,
  registrationInputSchema,
  type RegistrationInput,
} from '@run/contract/domain/schemas';
import type { ReactNode } from 'react';
import { z } from 'zod';

import { distancePlacesText } from '@/components/distance-places';
import { FormActions, type SubmitProps } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

export interface RegistrationFormValues {
  [field: string]: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emergencyContact: string;
  /** '' until one is chosen; with one distance it is not asked, and '' sends none. */
  distanceId: string;
}

export type RegistrationFormControls = FormControls;

const DISTANCE_REQUIRED = 'Distance is required';

/** With two or more distances the API refuses a form without one (DESIGN.md section 13). */
const withDistanceSchema = registrationInputSchema.extend({
  distanceId: z.string({ error: DISTANCE_REQUIRED }).min(1, DISTANCE_REQUIRED),
});

/** An unchosen distance is left out rather than sent empty, which names no distance. */
function toInput({ distanceId, ...values }: RegistrationFormValues) {
  return distanceId ? { ...values, distanceId } : values;
}

type DistanceOption = Pick<Distance, 'id' | 'name' | 'runningDistance' | 'placesLeft'>;

function distanceOptions(distances: DistanceOption[]) {
  return distances.map((distance) => ({
    value: distance.id,
    label: (
      <>
        <span className="block font-semibold">{distance.name}</span>{' '}
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {distance.runningDistance} · {distancePlacesText(distance)}
        </span>
      </>
    ),
  }));
}

interface RegistrationFormProps extends SubmitProps {
  initialValues: RegistrationFormValues;
  /** The email is the account's; it can be shown without being edited. */
  emailReadOnly?: boolean;
  /** The race's distances when it has two or more: the runner chooses one. */
  distances?: DistanceOption[] | undefined;
  /** Told of each choice, for what the page says about it (a sold-out one offers its waitlist). */
  onDistanceChange?: (distanceId: string) => void;
  /** Shown above the details, under the choice of distance (e.g. that it is sold out). */
  notice?: ReactNode;
  onSubmit: (input: RegistrationInput, controls: RegistrationFormControls) => void;
}

export function RegistrationForm({
  initialValues,
  emailReadOnly = false,
  distances,
  onDistanceChange,
  notice,
  onSubmit,
  ...actions
}: RegistrationFormProps) {
  const form = useZodForm({
    initialValues,
    schema: distances ? withDistanceSchema : registrationInputSchema,
    toInput,
  });
  const { bindForm } = form;
  const { field } = form;
  const distance = field('distanceId');
  return (
    <form
      noValidate
      ref={bindForm}
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-5 sm:grid-cols-2"
    >
      {distances ? (
        <RadioGroupField
          legend="Distance"
          required
          options={distanceOptions(distances)}
          className="sm:col-span-2"
          {...distance}
          onChange={(event) => {
            distance.onChange(event);
            onDistanceChange?.(event.target.value);
          }}
        />
      ) : null}
      {notice ? <div className="sm:col-span-2">{notice}</div> : null}
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        readOnly={emailReadOnly}
        hint={emailReadOnly ? 'The email of your account.' : undefined}
        wrapperClassName="sm:col-span-2"
        {...field('email')}
      />
      <TextField
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={LIMITS.name}
        {...field('firstName')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={LIMITS.name}
        {...field('lastName')}
      />
      <TextField
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={LIMITS.phone}
        {...field('phone')}
      />
      <TextField
        label="Emergency Contact"
        autoComplete="off"
        maxLength={LIMITS.emergencyContact}
        placeholder="Name and phone number"
        {...field('emergencyContact')}
      />
      <FormActions formError={form.formError} size="lg" {...actions} />
    </form>
  );
}
