// The one way to hold a form's state (every form uses it): string values, the shared zod schema's
// messages per field (in the language shown), the first invalid field focused on submit, the server's 400 details mapped
// back onto the fields, and text typed into a prerendered form before the app took it over.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

import { ApiError } from '@/lib/api-client';
import { fieldMessagesIn } from '@/lib/i18n/refusals';

export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** Handed to the submit callback, so a request's outcome can be shown on the same form. */
export interface FormControls {
  reset: () => void;
  /** Field details of a 400 go on their fields (first one focused); anything else is the form's alert. */
  showServerError: (error: unknown, fallback: string) => void;
}

export interface ControlProps {
  id: string;
  name: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

interface Options<V extends FormValues, S extends z.ZodType> {
  initialValues: V;
  /**
   * The shared schema, or a loader for it: a form on a page that must stay light (/login) fetches zod
   * on its first submit. The hook itself imports zod's types only, for the same reason.
   */
  schema: S | (() => Promise<S>);
  /** Turns what the inputs hold into the request body (e.g. date inputs into ISO strings). */
  toInput?: (values: V) => unknown;
  /** Plain controls (`control(name)`) get the id `${idPrefix}-${name}`. */
  idPrefix?: string;
}

/** Field -> its first message. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

/**
 * Focuses the first field with a message, in the page's order (not the values' order: a list's rows
 * added later sit among the other fields on the page, their values after them).
 */
function focusFirst(form: HTMLFormElement, errors: Record<string, string | undefined>): void {
  const first = Array.from(form.elements).find(
    (element) =>
      element instanceof HTMLElement && 'name' in element && errors[String(element.name)],
  );
  if (first instanceof HTMLElement) first.focus();
}

/**
 * What the inputs hold. The DOM is never behind React's state, which can be: a prerendered form
 * (scripts/prerender-plugin.ts) takes typing before the app takes it over, and a tap held until then
 * (boot/early-input.ts) may submit before the state has caught up.
 */
function submittedValues<V extends FormValues>(form: HTMLFormElement, values: V): V {
  const out: FormValues = { ...values };
  for (const name of Object.keys(values)) {
    const element = form.elements.namedItem(name);
    const isText =
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement ||
      (element instanceof HTMLInputElement &&
        element.type !== 'checkbox' &&
        element.type !== 'radio');
    if (isText) out[name] = element.value;
  }
  return out as V;
}

export function useZodForm<V extends FormValues, S extends z.ZodType>({
  initialValues,
  schema,
  toInput = (values) => values,
  idPrefix = 'field',
}: Options<V, S>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [initial] = useState(initialValues);
  const formElement = useRef<HTMLFormElement | null>(null);

  /**
   * The `<form>`'s ref. When the app adopts a prerendered form, whatever was typed into it by then is
   * in the DOM only; the state takes it over at once, or the next render would empty the fields.
   * Forms take it out of the hook's result (`const { bindForm } = form`): the React Compiler's lint
   * reads an object holding a ref as a ref, and would flag every other use of `form` in render.
   */
  const bindForm = useCallback((form: HTMLFormElement | null) => {
    formElement.current = form;
    if (!form) return;
    setValues((current) => {
      const typed = submittedValues(form, current);
      return Object.keys(current).every((name) => typed[name] === current[name]) ? current : typed;
    });
  }, []);

  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's old message no longer describes it.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /**
   * Fields that come and go (a list's rows): each field is renamed, or dropped when `rename` answers
   * null, its message moving with it; then `added` fields join with their values.
   */
  const reshape = (rename: (name: string) => string | null, added: Partial<V> = {}) => {
    const move = <T>(record: Partial<Record<string, T>>) => {
      const out: Partial<Record<string, T>> = {};
      for (const [name, value] of Object.entries(record)) {
        const to = rename(name);
        if (to !== null) out[to] = value;
      }
      return out;
    };
    setValues((current) => ({ ...move(current), ...added }) as V);
    setErrors((current) => move(current) as FieldErrors<V>);
  };

  /** Props for a TextField/TextAreaField bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  /** Props for a plain <input>, <select> or <textarea> bound to `name`; its message has `${id}-error`. */
  const control = (name: keyof V & string): ControlProps => {
    const id = `${idPrefix}-${name}`;
    return {
      id,
      name,
      value: values[name] ?? '',
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    };
  };

  const handleSubmit =
    (onValid: (input: z.output<S>, controls: FormControls) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setFormError(null);
      const submitted = submittedValues(form, values);
      setValues(submitted);
      const validate = (parser: S) => {
        const result = parser.safeParse(toInput(submitted));
        if (!result.success) {
          const show = (next: FieldErrors<V>) => {
            setErrors(next);
            focusFirst(form, next);
          };
          // The schema's English, in the language shown (at once unless its words must be fetched).
          const said = fieldMessagesIn(fieldErrors(result.error) as FieldErrors<V>);
          if (said instanceof Promise) void said.then(show);
          else show(said);
          return;
        }
        setErrors({});
        onValid(result.data, {
          reset: () => {
            setValues(initial);
            setErrors({});
            setFormError(null);
          },
          showServerError: (error, fallback) => {
            if (error instanceof ApiError && error.status === 400 && error.details?.length) {
              const next: FieldErrors<V> = {};
              for (const detail of error.details) {
                if (detail.field in values)
                  next[detail.field as keyof V & string] ??= detail.message;
              }
              if (Object.keys(next).length) {
                setErrors(next);
                focusFirst(form, next);
                return;
              }
            }
            setFormError(error instanceof ApiError ? error.message : fallback);
          },
        });
      };
      if (typeof schema === 'function') void schema().then(validate);
      else validate(schema);
    };

  /** A message of the form's own (not the schema's) on one field, which is then focused. */
  const setFieldError = (name: keyof V & string, message: string) => {
    const next = { [name]: message } as FieldErrors<V>;
    setErrors(next);
    if (formElement.current) focusFirst(formElement.current, next);
  };

  return {
    values,
    errors,
    formError,
    /** The form's alert, for failures that are not the API's (e.g. the identity service's). */
    setFormError,
    bindForm,
    setValue,
    reshape,
    field,
    control,
    handleSubmit,
    setFieldError,
  };
}
