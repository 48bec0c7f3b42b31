// Community feedback: the opinions already shared (loaded on mount) and a form to add one.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FILL_ALL_FIELDS,
  opinionInputSchema,
  type OpinionInput,
} from '@run/contract/domain/schemas';
import { useEffect } from 'react';

import { formCardClasses } from '@/components/ui/card';
import { showPopup } from '@/components/ui/popup';
import { PageSection } from '@/components/ui/section-heading';
import { useZodForm } from '@/components/ui/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { fieldMessageNow } from '@/lib/i18n/refusals';

import { useCreateOpinion } from '../api/create-opinion';
import { useOpinions } from '../api/get-opinions';
import { ContactFields, HomeFormField, homeControlClass, homeSubmitClass } from './home-form-field';
import { OpinionList } from './opinion-list';

const empty: OpinionInput = { name: '', email: '', opinion: '' };

export function Feedback() {
  const { t } = useLingui();
  const opinions = useOpinions();
  const createOpinion = useCreateOpinion();
  const form = useZodForm({
    initialValues: empty,
    schema: opinionInputSchema,
    idPrefix: 'feedback',
  });
  const { control, errors, bindForm } = form;

  useEffect(() => {
    if (opinions.isError) {
      console.error('Failed to load opinions', opinions.error);
      // The app's one i18n instance, not useLingui's: a change of language does not show it again.
      showPopup({
        icon: 'error',
        title: i18n._(msg`Error!`),
        text: i18n._(msg`Failed to load comments. Please try again later.`),
      });
    }
  }, [opinions.isError, opinions.error]);

  const onSubmit = form.handleSubmit((input, { reset }) =>
    createOpinion.mutate(input, {
      onSuccess: () => {
        reset();
        showPopup({
          icon: 'success',
          title: t`Success!`,
          text: t`Your feedback has been submitted`,
        });
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && error.status === 429
            ? error.message
            : t`Failed to submit. Please try again.`;
        showPopup({ icon: 'error', title: t`Error!`, text });
      },
    }),
  );

  // The form's messages are said in the language shown, this one too.
  const hasEmpty = Object.values(errors).includes(fieldMessageNow(FILL_ALL_FIELDS));

  return (
    <PageSection
      tinted
      id="feedback-title"
      eyebrow={t`Community`}
      title={t`Community Feedback`}
      text={t`Runners share their race-day stories. Tell us about yours.`}
    >
      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
        <form
          noValidate
          ref={bindForm}
          onSubmit={onSubmit}
          aria-labelledby="feedback-form-title"
          className={formCardClasses}
        >
          <h3 id="feedback-form-title" className="text-xl font-bold text-slate-900 dark:text-white">
            <Trans>Share your opinion</Trans>
          </h3>
          {hasEmpty ? (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 dark:bg-rose-950/60 dark:text-rose-200"
            >
              {/* The contract's sentence (FILL_ALL_FIELDS), in the language shown. */}
              <Trans>Please fill in all fields</Trans>
            </p>
          ) : null}
          <div className="mt-6 grid gap-5">
            <ContactFields control={control} errors={errors} placeholders />
            <HomeFormField id="feedback-opinion" label={t`Opinion`} error={errors.opinion}>
              <textarea
                {...control('opinion')}
                rows={4}
                placeholder={t`What did you love about your last race?`}
                className={`${homeControlClass} resize-y`}
              />
            </HomeFormField>
          </div>
          <button type="submit" disabled={createOpinion.isPending} className={homeSubmitClass}>
            {createOpinion.isPending ? (
              <Trans>Submitting...</Trans>
            ) : (
              <Trans>Submit Feedback</Trans>
            )}
          </button>
        </form>
        <OpinionList
          opinions={opinions.data}
          loading={opinions.isPending}
          failed={opinions.isError}
        />
      </div>
    </PageSection>
  );
}
