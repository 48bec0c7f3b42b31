// The marathon form of the add screen, the edit modal and /updateMarathon/{id}: one component, one
// schema (marathonInputSchema), so all three check and say the same things.
import type { Marathon } from '@run/contract/domain/api-types';
import { dateInputToIso, isoToDateInput } from '@run/contract/domain/dates';
import {
  marathonInputSchema,
  OFFER_HOURS_DEFAULT,
  type MarathonInput,
} from '@run/contract/domain/schemas';
import { useState } from 'react';

import { MARATHON_FALLBACK_IMAGE } from '@/components/marathon-image';
import { FormActions, type SubmitProps } from '@/components/ui/form-actions';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

const emptyValues = {
  title: '',
  startRegistrationDate: '',
  endRegistrationDate: '',
  marathonStartDate: '',
  location: '',
  runningDistance: '',
  marathonImageURL: '',
  description: '',
  capacity: '',
  offerHours: String(OFFER_HOURS_DEFAULT),
};
type MarathonFormValues = typeof emptyValues;

function valuesOf(marathon: Marathon | undefined): MarathonFormValues {
  if (!marathon) return emptyValues;
  const date = (iso: string) => (iso ? isoToDateInput(iso) : '');
  return {
    title: marathon.title,
    startRegistrationDate: date(marathon.startRegistrationDate),
    endRegistrationDate: date(marathon.endRegistrationDate),
    marathonStartDate: date(marathon.marathonStartDate),
    location: marathon.location,
    runningDistance: marathon.runningDistance,
    marathonImageURL: marathon.marathonImageURL,
    description: marathon.description,
    capacity: marathon.capacity === null ? '' : String(marathon.capacity),
    offerHours: String(marathon.offerHours),
  };
}

/**
 * A number input's text as the schema should see it: a number when it reads as one, else the text
 * itself, so the schema says what is wrong with it rather than the form guessing.
 */
function numberOrText(value: string): number | string {
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/u.test(text) ? Number(text) : text;
}

/** Date inputs give YYYY-MM-DD; the registration end is sent as that day's end (domain/dates). */
function toInput(values: MarathonFormValues) {
  const iso = (value: string, edge?: 'end') => (value ? dateInputToIso(value, edge) : '');
  return {
    ...values,
    startRegistrationDate: iso(values.startRegistrationDate),
    endRegistrationDate: iso(values.endRegistrationDate, 'end'),
    marathonStartDate: iso(values.marathonStartDate),
    // Empty means unlimited: null (not absent), so an edit can lift a limit.
    capacity: values.capacity.trim() === '' ? null : numberOrText(values.capacity),
    offerHours:
      values.offerHours.trim() === '' ? OFFER_HOURS_DEFAULT : numberOrText(values.offerHours),
  };
}

export type MarathonFormControls = FormControls;

interface MarathonFormProps extends SubmitProps {
  marathon?: Marathon;
  onSubmit: (input: MarathonInput, controls: MarathonFormControls) => void;
}

/** A small live preview of the image URL, the placeholder while it is empty or does not load. */
function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable = /^(https?:\/\/|\/(?!\/))/u.test(url);
  const showsImage = usable && failedUrl !== url;
  return (
    <figure className="flex items-center gap-4">
      <img
        src={showsImage ? url : MARATHON_FALLBACK_IMAGE}
        alt=""
        width={160}
        height={90}
        onError={() => setFailedUrl(url)}
        className="aspect-[16/9] w-40 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
      />
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">
        {showsImage
          ? 'Image preview'
          : url
            ? 'This URL does not show an image yet; the placeholder is used until it does.'
            : 'The image preview appears here.'}
      </figcaption>
    </figure>
  );
}

export function MarathonForm({ marathon, onSubmit, ...actions }: MarathonFormProps) {
  const form = useZodForm({
    initialValues: valuesOf(marathon),
    schema: marathonInputSchema,
    toInput,
  });
  const { bindForm } = form;
  const { field, values } = form;

  return (
    <form
      noValidate
      ref={bindForm}
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label="Marathon Title"
        required
        wrapperClassName="sm:col-span-2"
        maxLength={120}
        {...field('title')}
      />
      <TextField
        label="Start Registration Date"
        type="date"
        required
        {...field('startRegistrationDate')}
      />
      <TextField
        label="End Registration Date"
        type="date"
        required
        {...field('endRegistrationDate')}
      />
      <TextField label="Marathon Start Date" type="date" required {...field('marathonStartDate')} />
      <TextField
        label="Location"
        required
        maxLength={120}
        placeholder="City, Country"
        {...field('location')}
      />
      <TextField
        label="Running Distance"
        required
        maxLength={40}
        placeholder="e.g. 10 KM, 21 KM, 42 KM"
        {...field('runningDistance')}
      />
      <TextField
        label="Image URL"
        type="url"
        required
        inputMode="url"
        placeholder="https://…"
        {...field('marathonImageURL')}
      />
      <div className="sm:col-span-2">
        <ImagePreview url={values.marathonImageURL.trim()} />
      </div>
      <TextAreaField
        label="Description"
        required
        wrapperClassName="sm:col-span-2"
        {...field('description')}
      />
      <TextField
        label="Capacity"
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000}
        step={1}
        placeholder="Unlimited"
        hint="The field limit, 1 to 100,000 runners. Leave empty for no limit; when it is full, runners join a waitlist."
        {...field('capacity')}
      />
      <TextField
        label="Offer Hours"
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        step={1}
        hint="How long a freed place is held for the next runner on the waitlist, 1 to 168 hours."
        {...field('offerHours')}
      />
      <FormActions formError={form.formError} {...actions} />
    </form>
  );
}
