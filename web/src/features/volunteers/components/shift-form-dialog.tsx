// The form a volunteer gives for a shift (docs/volunteers.md): their name (the profile's to start with), phone,
// emergency contact, T-shirt size and the volunteer waiver. One form for signing up, joining a full
// shift's waitlist and taking the place the waitlist offered; a refusal (the shift full, another
// shift at that time) is the form's alert, in the language shown. Loaded when opened: it brings zod.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SHIRT_SIZES, shiftSignUpSchema, type ShiftSignUp } from '@run/contract/domain/shifts';
import type { InputHTMLAttributes } from 'react';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';
import { useUser } from '@/lib/auth';

import { useJoinShiftWaitlist, useSignUpForShift } from '../api/use-shifts';

export type ShiftFormKind = 'sign-up' | 'waitlist' | 'take';

/** What the inputs hold (the form hook holds strings; the waiver ticked is TICKED). */
interface ShiftFormValues {
  name: string;
  phone: string;
  emergencyContact: string;
  tshirtVariant: string;
  waiverAccepted: string;
  [field: string]: string;
}

const toInput = ({ name, tshirtVariant, waiverAccepted, ...rest }: ShiftFormValues) => ({
  ...rest,
  ...(name.trim() === '' ? {} : { name }),
  ...(tshirtVariant === '' ? {} : { tshirtVariant }),
  waiverAccepted: waiverAccepted === TICKED,
});

interface ContactField extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'maxLength'
> {
  name: 'name' | 'phone' | 'emergencyContact';
  label: MessageDescriptor;
  required?: true;
  placeholder?: MessageDescriptor;
  /** Across both columns. */
  wide?: true;
}

/** The volunteer's name and how to reach them (the shift's list shows them to its organisers). */
const contactFields: readonly ContactField[] = [
  { name: 'name', label: msg`Name`, autoComplete: 'name', maxLength: 100, wide: true },
  { name: 'phone', label: msg`Phone`, type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'emergencyContact',
    label: msg`Emergency Contact`,
    required: true,
    maxLength: 120,
    placeholder: msg`Name and phone number`,
  },
];

export function ShiftFormDialog({
  id,
  shift,
  kind,
  onClose,
}: {
  /** The race's id. */
  id: string;
  shift: { shiftId: string; name: string };
  kind: ShiftFormKind;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { shiftId, name: shiftName } = shift;
  const user = useUser();
  const signUp = useSignUpForShift();
  const join = useJoinShiftWaitlist();
  const write = kind === 'waitlist' ? join : signUp;
  const form = useZodForm({
    initialValues: {
      name: user?.displayName ?? '',
      phone: '',
      emergencyContact: '',
      tshirtVariant: '',
      waiverAccepted: '',
    } satisfies ShiftFormValues,
    schema: shiftSignUpSchema,
    toInput,
    idPrefix: 'shift',
  });
  const failure = t`Your sign-up could not be sent.`;
  const submit = (body: ShiftSignUp, controls: FormControls) => {
    const done = (text: string) => {
      onClose();
      showPopup({ icon: 'success', title: t`Thank you for volunteering!`, text });
    };
    const onError = (error: unknown) => controls.showServerError(error, failure);
    if (kind === 'waitlist') {
      join.mutate(
        { id, shiftId, body },
        {
          onSuccess: ({ position }) =>
            done(t`You are number ${position} on the waitlist for “${shiftName}”.`),
          onError,
        },
      );
    } else {
      signUp.mutate(
        { id, shiftId, body },
        {
          onSuccess: () =>
            done(t`You are signed up for “${shiftName}”. Your pass is in My Apply List.`),
          onError,
        },
      );
    }
  };
  const titles = {
    'sign-up': t`Sign up: ${shiftName}`,
    waitlist: t`Join the waitlist: ${shiftName}`,
    take: t`Take the place: ${shiftName}`,
  };
  const submits = {
    'sign-up': t`Sign up`,
    waitlist: t`Join the waitlist`,
    take: t`Take the place`,
  };
  return (
    <Modal open title={titles[kind]} onClose={write.isPending ? () => undefined : onClose}>
      <TwoColumnForm
        form={form}
        onSubmit={form.handleSubmit(submit)}
        submitLabel={submits[kind]}
        busyText={t`Sending…`}
        busy={write.isPending}
        onCancel={onClose}
      >
        {contactFields.map(({ name, label, placeholder, wide, ...field }) => (
          <TextField
            key={name}
            label={i18n._(label)}
            placeholder={placeholder && i18n._(placeholder)}
            wrapperClassName={wide ? 'sm:col-span-2' : undefined}
            {...field}
            {...form.field(name)}
          />
        ))}
        <SelectField
          label={t`T-shirt size`}
          placeholder={t`No T-shirt`}
          options={SHIRT_SIZES.map((size) => ({ value: size, label: size }))}
          wrapperClassName="sm:col-span-2"
          {...form.field('tshirtVariant')}
        />
        <CheckboxField
          label={t`I accept the volunteer waiver: I volunteer at my own risk and follow the instructions of the race’s organisers and shift captains.`}
          required
          className="sm:col-span-2"
          {...form.field('waiverAccepted')}
        />
      </TwoColumnForm>
    </Modal>
  );
}
