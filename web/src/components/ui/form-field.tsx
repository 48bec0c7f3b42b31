// Labelled form fields. An error is tied to its field (aria-invalid + aria-describedby), so a screen
// reader announces it when the field gets focus; a hint is described the same way.
import { Trans } from '@lingui/react/macro';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-rose-600 disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800 dark:[color-scheme:dark]';

export function controlClasses(invalid: boolean): string {
  return `${control} ${
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  }`;
}

interface FieldFrameProps {
  id: string;
  /** Text, with any screen-reader-only part that tells apart fields repeated in a list. */
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  children: ReactNode;
  className?: string | undefined;
}

/** The label, hint and error around one control; the control itself comes from `controlProps`. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
  className = '',
}: FieldFrameProps) {
  return (
    <div className={className}>
      <FieldName id={id} label={label} required={required} className="mb-1.5" />
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A control's label, "(optional)" or the required mark. The mark sits outside the label, so the
 * field's name is the label alone. A switch (a checkbox) is never called optional.
 */
export function FieldName({
  id,
  label,
  required,
  sayOptional = true,
  className = '',
}: Pick<FieldFrameProps, 'id' | 'label' | 'required' | 'className'> & { sayOptional?: boolean }) {
  return (
    <p className={`text-sm font-medium text-slate-800 dark:text-slate-200 ${className}`}>
      <label htmlFor={id}>
        {label}
        {required || !sayOptional ? null : (
          <span className="font-normal text-slate-500 dark:text-slate-400">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {required ? (
        <span className="text-rose-600 dark:text-rose-400" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </p>
  );
}

/** A control's hint and message, under it; `controlProps` ties them to the control by these ids. */
export function FieldNotes({ id, hint, error }: Pick<FieldFrameProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** What every control in a FieldFrame carries: its id, the error state and the descriptions. */
export function controlProps(id: string, hint: unknown, error: unknown) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
    className: controlClasses(Boolean(error)),
  };
}

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  wrapperClassName?: string;
}

/** A field's own props split into its frame's and its control's (the rest go to the control). */
function useField<T extends FieldProps>({
  name,
  label,
  error,
  hint,
  required,
  wrapperClassName,
  ...rest
}: T) {
  const id = `${useId()}-${name}`;
  return {
    frame: { id, label, required, hint, error, className: wrapperClassName },
    control: { name, required, ...controlProps(id, hint, error), ...rest },
  };
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

export function TextField(props: TextFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} />
    </FieldFrame>
  );
}

/** A whole-number field: the number keyboard on a phone, the browser's own min/max/step checks. */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>;

export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea rows={rows} {...control} />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
    options: readonly { value: string; label: string }[];
    /** The first, empty entry: what the field holds before a choice ('' is sent as no answer). */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A form-level message (e.g. the server's sentence) announced when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
    >
      {message}
    </p>
  );
}
