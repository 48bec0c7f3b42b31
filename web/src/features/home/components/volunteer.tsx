// Volunteer sign-up: name, email and a role; signed-in visitors only (the API needs a token).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { VOLUNTEER_ROLES, volunteerInputSchema } from '@run/contract/domain/schemas';
import { Link } from 'react-router';

import { formCardClasses } from '@/components/ui/card';
import { showPopup } from '@/components/ui/popup';
import { SectionHeading } from '@/components/ui/section-heading';
import { useZodForm } from '@/components/ui/use-zod-form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

import { useCreateVolunteer } from '../api/create-volunteer';
import { ContactFields, HomeFormField, homeControlClass, homeSubmitClass } from './home-form-field';

const perks = [
  msg`Free event T-shirt and finisher-area access`,
  msg`Training for every role before race day`,
  msg`Meet runners from all over the world`,
];

/**
 * Each role as the visitor reads it; the option's value stays the contract's English name, which is
 * what the API takes.
 */
const roleLabels: Record<(typeof VOLUNTEER_ROLES)[number], MessageDescriptor> = {
  'Registration Desk': msg`Registration Desk`,
  'Course Marshals': msg`Course Marshals`,
  'Hydration Stations': msg`Hydration Stations`,
  'Finish Line Crew': msg`Finish Line Crew`,
  'Any role needed': msg`Any role needed`,
};

/**
 * The form's end, which depends on the sign-in: apart from the form, so the visitor's auth report
 * (synchronous, after the paint) re-renders only it.
 */
function VolunteerSubmit({ pending }: { pending: boolean }) {
  const { user, loading } = useAuth();
  if (user || loading)
    return (
      <button type="submit" disabled={pending || loading} className={homeSubmitClass}>
        {pending ? <Trans>Submitting...</Trans> : <Trans>Sign Up to Volunteer</Trans>}
      </button>
    );
  return (
    <div className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
      <p>
        <Trans>Please sign in to volunteer: we use your account to confirm your role.</Trans>
      </p>
      <Link
        to={paths.login.href('/')}
        className="mt-3 inline-flex items-center justify-center rounded-lg bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-700"
      >
        <Trans>Sign in to volunteer</Trans>
      </Link>
    </div>
  );
}

export function Volunteer() {
  const { i18n, t } = useLingui();
  const createVolunteer = useCreateVolunteer();
  const form = useZodForm({
    initialValues: { name: '', email: '', role: '' },
    schema: volunteerInputSchema,
    idPrefix: 'volunteer',
  });
  const { bindForm } = form;
  const { control, errors } = form;

  const onSubmit = form.handleSubmit((input, { reset }) =>
    createVolunteer.mutate(input, {
      onSuccess: () => {
        reset();
        showPopup({
          icon: 'success',
          title: t`Thank you for volunteering!`,
          text: t`We will be in touch with the details of your role.`,
        });
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && error.message ? error.message : t`Something went wrong.`;
        showPopup({ icon: 'error', title: t`Error!`, text });
      },
    }),
  );

  return (
    <section aria-labelledby="volunteer-title" className="py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="volunteer-title"
            align="left"
            eyebrow={t`Get involved`}
            title={t`Become a Volunteer`}
            text={t`Every race runs on volunteers. Hand out water, guide runners or cheer at the finish: pick a role and we will do the rest.`}
          />
          <ul className="mt-8 grid gap-3">
            {perks.map((perk) => (
              <li
                key={perk.id}
                className="flex items-center gap-3 text-slate-700 dark:text-slate-200"
              >
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 items-center justify-center rounded-full bg-rose-100 text-sm text-rose-700 dark:bg-rose-900/50 dark:text-rose-200"
                >
                  ✓
                </span>
                {i18n._(perk)}
              </li>
            ))}
          </ul>
        </div>
        <form
          noValidate
          ref={bindForm}
          onSubmit={onSubmit}
          aria-labelledby="volunteer-form-title"
          className={formCardClasses}
        >
          <h3
            id="volunteer-form-title"
            className="text-xl font-bold text-slate-900 dark:text-white"
          >
            <Trans>Volunteer sign-up</Trans>
          </h3>
          <div className="mt-6 grid gap-5">
            <ContactFields control={control} errors={errors} />
            <HomeFormField id="volunteer-role" label={t`Role`} error={errors.role}>
              <select {...control('role')} className={homeControlClass}>
                {/* The contract's VOLUNTEER_ROLE_PLACEHOLDER, in the language shown. */}
                <option value="">{t`Select a role`}</option>
                {VOLUNTEER_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {i18n._(roleLabels[option])}
                  </option>
                ))}
              </select>
            </HomeFormField>
          </div>
          <VolunteerSubmit pending={createVolunteer.isPending} />
        </form>
      </div>
    </section>
  );
}
