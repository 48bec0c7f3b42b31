// A labelled checkbox (a yes/no question, "I have read and accept the waiver"). Like the text fields,
// its message is tied to it, so a screen reader says it when the box gets the focus. The form hook
// holds strings: ticked is 'true', unticked ''.
import { useId, type ReactNode } from 'react';

import { controlProps, FieldName, FieldNotes } from './form-field';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** 'true' when ticked. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
}

export const TICKED = 'true';

export function CheckboxField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  className = '',
}: CheckboxFieldProps) {
  const id = `${useId()}-${name}`;
  // The text fields' id and descriptions; a checkbox has its own look.
  const { className: _textLook, ...described } = controlProps(id, hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...described}
          type="checkbox"
          name={name}
          checked={value === TICKED}
          required={required}
          onChange={(event) => onChange({ target: { value: event.target.checked ? TICKED : '' } })}
          className="mt-1 h-4 w-4 shrink-0 accent-rose-600"
        />
        <FieldName id={id} label={label} required={required} sayOptional={false} />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
