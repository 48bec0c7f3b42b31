// The runner's registration details: the register page, the waitlist join and the My Apply List's
// update modal share it and registrationInputSchema's messages. A race with several distances asks
// which one (required); the race's questions, date of birth and waiver follow the distance chosen,
// checked by the contract's rules (race-form.ts) before anything is sent.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import {
  LIMITS,
  registrationInputSchema,
  type RegistrationInput,
} from '@run/contract/domain/schemas';
import type { ReactNode } from 'react';
import { WAIVER_CHANGED } from '@run/contract/domain/race-form';
import { z } from 'zod';

import { ConsentFields, consentInput } from '@/components/consent-fields';
import { distancePlacesText } from '@/components/distance-places';
import { priceText } from '@/components/distance-price';
import type { SubmitProps } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

import {
  raceFormInput,
  raceFormIssues,
  raceFormValues,
  type RaceFormRace,
  type StoredRaceAnswers,
} from '../race-form-values';
import { RaceQuestions } from './race-questions';

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

export interface RegistrationFormControls extends FormControls {
  /**
   * A 409 "the waiver has changed": says so on the checkbox and unticks it, keeping everything else
   * typed (the caller refreshes the race, so the new text shows).
   */
  waiverChanged: () => void;
}

/**
 * With two or more distances the API refuses a form without one (docs/places.md); `required` is its
 * message in the language shown.
 */
const withDistanceSchema = (required: string) =>
  registrationInputSchema.extend({
    distanceId: z.string({ error: required }).min(1, required),
  });

/** The runner's name and how to reach them, after the email. */
const contactFields = [
  {
    name: 'firstName',
    label: msg`First Name`,
    required: true,
    autoComplete: 'given-name',
    maxLength: LIMITS.name,
  },
  {
    name: 'lastName',
    label: msg`Last Name`,
    required: true,
    autoComplete: 'family-name',
    maxLength: LIMITS.name,
  },
  {
    name: 'phone',
    label: msg`Phone`,
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    maxLength: LIMITS.phone,
  },
  {
    name: 'emergencyContact',
    label: msg`Emergency Contact`,
    autoComplete: 'off',
    maxLength: LIMITS.emergencyContact,
    placeholder: msg`Name and phone number`,
  },
] as const;

const NO_RACE: RaceFormRace = { marathonStartDate: '', distances: [] };

/**
 * The body: the fixed fields, the distance (an unchosen one is left out rather than sent empty,
 * which names no distance) and what the race asks of that distance.
 */
function toInput(values: RegistrationFormValues, race: RaceFormRace, askConsent: boolean) {
  const { email, firstName, lastName, phone, emergencyContact, distanceId } = values;
  return {
    email,
    firstName,
    lastName,
    phone,
    emergencyContact,
    ...(distanceId ? { distanceId } : {}),
    ...raceFormInput(values, race, distanceId),
    ...(askConsent ? consentInput(values) : {}),
  };
}

/** The schema with the race's rules added, each issue on its field (`answers.<id>`...). */
function withRaceRules<
  S extends typeof registrationInputSchema | ReturnType<typeof withDistanceSchema>,
>(schema: S, race: RaceFormRace) {
  return schema.superRefine((input, ctx) => {
    for (const issue of raceFormIssues(race, input, input.distanceId)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.message });
    }
  });
}

type DistanceOption = Pick<Distance, 'id' | 'name' | 'runningDistance' | 'placesLeft' | 'price'>;

function distanceOptions(
  distances: DistanceOption[],
  costOf: (distance: DistanceOption) => string | null = priceText,
) {
  return distances.map((distance) => ({
    value: distance.id,
    label: (
      <>
        <span className="block font-semibold">{distance.name}</span>{' '}
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {distance.runningDistance} · {distancePlacesText(distance)}
          {costOf(distance) ? ` · ${costOf(distance)}` : ''}
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
  /** The race's questions, waiver, race day and every distance (for its minimum age). */
  race?: RaceFormRace | undefined;
  /** What the runner answered before (the update modal): answers, date of birth, waiver version. */
  stored?: StoredRaceAnswers | undefined;
  /** What each distance costs, said beside it (the update modal: the difference to pay). */
  costOf?: ((distance: DistanceOption) => string | null) | undefined;
  /** Told of each choice, for what the page says about it (a sold-out one offers its waitlist). */
  onDistanceChange?: (distanceId: string) => void;
  /** Shown above the details, under the choice of distance (e.g. that it is sold out). */
  notice?: ReactNode;
  /** Shown under the details, above the button (the register page's discount code and total). */
  checkout?: ReactNode;
  /**
   * The race's title when the form asks for consent to texts and news (registering only: a change of
   * the details leaves the consent as it is; My Apply List changes it).
   */
  consentFor?: string | undefined;
  onSubmit: (input: RegistrationInput, controls: RegistrationFormControls) => void;
}

export function RegistrationForm({
  initialValues,
  emailReadOnly = false,
  distances,
  race = NO_RACE,
  stored,
  costOf,
  onDistanceChange,
  notice,
  checkout,
  consentFor,
  onSubmit,
  ...actions
}: RegistrationFormProps) {
  const { i18n, t } = useLingui();
  const form = useZodForm({
    initialValues: { ...raceFormValues(race, stored), ...initialValues },
    schema: withRaceRules(
      distances ? withDistanceSchema(t`Distance is required`) : registrationInputSchema,
      race,
    ),
    toInput: (values: RegistrationFormValues) => toInput(values, race, consentFor !== undefined),
  });
  const { field, setValue, setFieldError } = form;
  const distance = field('distanceId');
  const submit = (input: RegistrationInput, controls: FormControls) =>
    onSubmit(input, {
      ...controls,
      waiverChanged: () => {
        setValue('waiverAccepted', '');
        setFieldError('waiverAccepted', WAIVER_CHANGED);
      },
    });
  return (
    <TwoColumnForm form={form} onSubmit={form.handleSubmit(submit)} gap={5} size="lg" {...actions}>
      {distances ? (
        <RadioGroupField
          legend={t`Distance`}
          required
          options={distanceOptions(distances, costOf)}
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
        label={t`Email`}
        type="email"
        required
        autoComplete="email"
        readOnly={emailReadOnly}
        hint={emailReadOnly ? t`The email of your account.` : undefined}
        wrapperClassName="sm:col-span-2"
        {...field('email')}
      />
      {contactFields.map(({ name, label, ...props }) => (
        <TextField
          key={name}
          {...props}
          label={i18n._(label)}
          placeholder={'placeholder' in props ? i18n._(props.placeholder) : undefined}
          {...field(name)}
        />
      ))}
      <RaceQuestions race={race} distanceId={distance.value} bind={field} />
      {consentFor === undefined ? null : (
        <ConsentFields raceTitle={consentFor} bind={field} className="sm:col-span-2" />
      )}
      {checkout}
    </TwoColumnForm>
  );
}
