// Community feedback: the opinions already shared (loaded on mount) and a form to add one.
import {
  FILL_ALL_FIELDS,
  fieldErrors,
  opinionInputSchema,
  type OpinionInput,
} from '@domain/schemas';
import { useEffect, useState, type FormEvent } from 'react';

import { showPopup } from '@/components/ui/popup';
import { ApiError } from '@/lib/api-client';
import { SectionHeading } from '@/components/ui/section-heading';

import { useCreateOpinion } from '../api/create-opinion';
import { useOpinions } from '../api/get-opinions';
import { OpinionList } from './opinion-list';

type Field = keyof OpinionInput;
const fields: Field[] = ['name', 'email', 'opinion'];
const empty: OpinionInput = { name: '', email: '', opinion: '' };

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-rose-500 focus:ring-2 focus:ring-rose-500/30 focus:outline-none aria-[invalid=true]:border-rose-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

export function Feedback() {
  const opinions = useOpinions();
  const createOpinion = useCreateOpinion();
  const [values, setValues] = useState<OpinionInput>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (opinions.isError) {
      console.error('Failed to load opinions', opinions.error);
      showPopup({
        icon: 'error',
        title: 'Error!',
        text: 'Failed to load comments. Please try again later.',
      });
    }
  }, [opinions.isError, opinions.error]);

  const update = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = opinionInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) document.getElementById(`feedback-${first}`)?.focus();
      return;
    }
    setErrors({});
    createOpinion.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        showPopup({ icon: 'success', title: 'Success!', text: 'Your feedback has been submitted' });
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && error.status === 429
            ? error.message
            : 'Failed to submit. Please try again.';
        showPopup({ icon: 'error', title: 'Error!', text });
      },
    });
  };

  const hasEmpty = Object.values(errors).includes(FILL_ALL_FIELDS);

  const fieldProps = (field: Field) => ({
    id: `feedback-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `feedback-${field}-error` : undefined,
  });

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p
        id={`feedback-${field}-error`}
        className="mt-1.5 text-sm font-medium text-rose-700 dark:text-rose-300"
      >
        {errors[field]}
      </p>
    ) : null;

  return (
    <section aria-labelledby="feedback-title" className="bg-slate-50 py-20 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="feedback-title"
          eyebrow="Community"
          title="Community Feedback"
          text="Runners share their race-day stories. Tell us about yours."
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <form
            noValidate
            onSubmit={onSubmit}
            aria-labelledby="feedback-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3
              id="feedback-form-title"
              className="text-xl font-bold text-slate-900 dark:text-white"
            >
              Share your opinion
            </h3>
            {hasEmpty ? (
              <p
                role="alert"
                className="mt-4 rounded-lg bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 dark:bg-rose-950/60 dark:text-rose-200"
              >
                {FILL_ALL_FIELDS}
              </p>
            ) : null}
            <div className="mt-6 grid gap-5">
              <div>
                <label
                  htmlFor="feedback-name"
                  className="text-sm font-semibold text-slate-800 dark:text-slate-200"
                >
                  Name
                </label>
                <input
                  {...fieldProps('name')}
                  type="text"
                  autoComplete="name"
                  placeholder="Your name"
                  className={inputClass}
                  onChange={(e) => update('name', e.target.value)}
                />
                {fieldError('name')}
              </div>
              <div>
                <label
                  htmlFor="feedback-email"
                  className="text-sm font-semibold text-slate-800 dark:text-slate-200"
                >
                  Email
                </label>
                <input
                  {...fieldProps('email')}
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  className={inputClass}
                  onChange={(e) => update('email', e.target.value)}
                />
                {fieldError('email')}
              </div>
              <div>
                <label
                  htmlFor="feedback-opinion"
                  className="text-sm font-semibold text-slate-800 dark:text-slate-200"
                >
                  Opinion
                </label>
                <textarea
                  {...fieldProps('opinion')}
                  rows={4}
                  placeholder="What did you love about your last race?"
                  className={`${inputClass} resize-y`}
                  onChange={(e) => update('opinion', e.target.value)}
                />
                {fieldError('opinion')}
              </div>
            </div>
            <button
              type="submit"
              disabled={createOpinion.isPending}
              className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-rose-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-rose-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {createOpinion.isPending ? 'Submitting...' : 'Submit Feedback'}
            </button>
          </form>
          <OpinionList
            opinions={opinions.data}
            loading={opinions.isPending}
            failed={opinions.isError}
          />
        </div>
      </div>
    </section>
  );
}
