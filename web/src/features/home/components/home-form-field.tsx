// A labelled control of the home page's forms (feedback, volunteer), with its message below it.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';

import type { ControlProps } from '@/components/ui/use-zod-form';

export const homeControlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-rose-500 focus:ring-2 focus:ring-rose-500/30 focus:outline-none aria-[invalid=true]:border-rose-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

export const homeSubmitClass =
  'mt-6 inline-flex w-full items-center justify-center rounded-lg bg-rose-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-rose-700 disabled:cursor-not-allowed disabled:opacity-60';

interface HomeFormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function HomeFormField({ id, label, error, children }: HomeFormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {error ? (
        <p
          id={`${id}-error`}
          className="mt-1.5 text-sm font-medium text-rose-700 dark:text-rose-300"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

type HomeInputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
};

/** A text-like <input> in its field: spread `control(name)` from useZodForm into it. */
export function HomeInput({ label, error, ...input }: HomeInputProps) {
  return (
    <HomeFormField id={input.id} label={label} error={error}>
      <input {...input} className={homeControlClass} />
    </HomeFormField>
  );
}

interface ContactFieldsProps {
  control: (name: 'name' | 'email') => ControlProps;
  errors: { name?: string | undefined; email?: string | undefined };
  placeholders?: boolean;
}

const contactFields = [
  { name: 'name', label: msg`Name`, type: 'text', placeholder: msg`Your name` },
  { name: 'email', label: msg`Email`, type: 'email', placeholder: msg`you@example.com` },
] as const;

/** Name and Email, asked the same way by both home forms. */
export function ContactFields({ control, errors, placeholders = false }: ContactFieldsProps) {
  const { i18n } = useLingui();
  return contactFields.map(({ name, label, type, placeholder }) => (
    <HomeInput
      key={name}
      label={i18n._(label)}
      error={errors[name]}
      {...control(name)}
      type={type}
      autoComplete={name}
      placeholder={placeholders ? i18n._(placeholder) : undefined}
    />
  ));
}
