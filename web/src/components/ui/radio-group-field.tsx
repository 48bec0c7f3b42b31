// A labelled choice of one option among a few, each a card-like row. Like the text fields, its error
// is tied to it: the group is aria-invalid, and each radio is described by the message, so a screen
// reader says it whichever radio gets the focus; the form hook focuses the first radio of the group.
import { useId, type ReactNode } from 'react';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

interface RadioGroupFieldProps {
  /** The group's name, e.g. "Distance". */
  legend: string;
  name: string;
  value: string;
  options: RadioOption[];
  required?: boolean;
  error?: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  className?: string;
}

export function RadioGroupField({
  legend,
  name,
  value,
  options,
  required = false,
  error,
  onChange,
  className = '',
}: RadioGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={className}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
        {required ? (
          <span className="text-rose-600 dark:text-rose-400" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm has-[:checked]:border-rose-600 has-[:checked]:bg-rose-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600 dark:bg-slate-900 dark:text-slate-100 dark:has-[:checked]:border-rose-400 dark:has-[:checked]:bg-rose-950/40 ${
              error
                ? 'border-red-600 dark:border-red-400'
                : 'border-slate-300 dark:border-slate-600'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-describedby={describedBy}
              onChange={() => onChange({ target: { value: option.value } })}
              className="mt-1 h-4 w-4 shrink-0 accent-rose-600 focus:outline-none"
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
