// The runner's registration details: the register page and the My Apply List's update modal share it
// and registrationInputSchema's messages.
import {
  LIMITS,
  registrationInputSchema,
  type RegistrationInput,
} from '@run/contract/domain/schemas';

import { FormActions, type SubmitProps } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

export interface RegistrationFormValues {
  [field: string]: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emergencyContact: string;
}

export type RegistrationFormControls = FormControls;

interface RegistrationFormProps extends SubmitProps {
  initialValues: RegistrationFormValues;
  /** The email is the account's; it can be shown without being edited. */
  emailReadOnly?: boolean;
  onSubmit: (input: RegistrationInput, controls: RegistrationFormControls) => void;
}

export function RegistrationForm({
  initialValues,
  emailReadOnly = false,
  onSubmit,
  ...actions
}: RegistrationFormProps) {
  const form = useZodForm({ initialValues, schema: registrationInputSchema });
  const { bindForm } = form;
  const { field } = form;
  return (
    <form
      noValidate
      ref={bindForm}
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-5 sm:grid-cols-2"
    >
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
