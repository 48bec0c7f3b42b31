// /marathons/{id}: the event, its registration period and count, 'Register Now' (or why not), the
// description (and a ballot's draw to check, teams, volunteer shifts), the creator's participant table and who created it when.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { refundPolicyText, registrationWindowText, startLineText } from '@/lib/i18n/contract-words';
import { formatLongDate, formatCount } from '@/lib/format';
import { AddToCalendar } from '@/components/add-to-calendar';
import { DistancePlaces, distancesLine } from '@/components/distance-places';
import { RacePrices } from '@/components/distance-price';
import { hasFieldLimit, isSoldOut, placesLeftText } from '@/components/places-left';
import { Button, buttonClasses } from '@/components/ui/button';
import { StackedFact } from '@/components/ui/stacked-fact';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';

import { EventImage } from './marathon-image';
import { ParticipantsTable } from './participants-table';
import { WaitlistTable } from './waitlist-table';

export type RegisterState = 'open' | 'upcoming' | 'closed' | 'registered';

/** A description stored as this placeholder is none (the data's own word, not a text of the page). */
const NO_DESCRIPTION = 'No description';

/** One of the race's key facts under its title, each in its box. */
function RaceFact({ label, value }: { label: string; value: string }) {
  return (
    <StackedFact
      label={label}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      valueClassName="mt-1 font-semibold text-slate-900 dark:text-white"
    >
      {value}
    </StackedFact>
  );
}

/** The runner's place held unpaid: where to pay, and the line saying until when. */
export interface PaymentDue {
  href: string;
  line: string;
}

/**
 * "Register others" (docs/orders.md), for a race taking registrations: only where places go first
 * come, and (until its form asks them) on a race without questions or a waiver. Shown whether or not
 * the viewer is registered themselves: a registered runner may still register their family.
 */
function RegisterOthersLink({ marathon }: { marathon: Marathon }) {
  const others =
    !marathon.distances.some((d) => d.ballot) &&
    (marathon.questions?.length ?? 0) === 0 &&
    !marathon.waiver;
  if (!others || isSoldOut(marathon)) return null;
  return (
    <Link
      to={paths.registerOthers.href(marathon._id)}
      className={`${buttonClasses('secondary', 'lg')} w-full`}
    >
      <Trans>Register others</Trans>
    </Link>
  );
}

function RegisterAction({
  marathon,
  state,
  due,
  windowOpen,
}: {
  marathon: Marathon;
  state: RegisterState;
  due: PaymentDue | null;
  windowOpen: boolean;
}) {
  const { t } = useLingui();
  const others = windowOpen ? <RegisterOthersLink marathon={marathon} /> : null;
  if (state === 'registered' && due) {
    // Held, not yet theirs: the way to pay, not a greyed-out Register.
    return (
      <div className="grid gap-3">
        <div>
          <Link
            to={due.href}
            aria-describedby="register-reason"
            className={`${buttonClasses('primary', 'lg')} w-full`}
          >
            <Trans>Pay now</Trans>
          </Link>
          <p
            id="register-reason"
            className="mt-2 text-center text-sm font-semibold text-amber-800 dark:text-amber-300"
          >
            {/* The line is its own sentence ("Payment due by …"), made where the deadline is read. */}
            <Trans>Your place is held.</Trans> {due.line}.
          </p>
        </div>
        {others}
      </div>
    );
  }
  if (state === 'open' && isSoldOut(marathon)) {
    // The register screen offers the waitlist (and registers if a place has freed up meanwhile).
    return (
      <div>
        <Link
          to={paths.marathonRegister.href(marathon._id)}
          aria-describedby="register-reason"
          className={`${buttonClasses('primary', 'lg')} w-full`}
        >
          <Trans>Join the waitlist</Trans>
        </Link>
        <p
          id="register-reason"
          className="mt-2 text-center text-sm font-medium text-slate-600 dark:text-slate-300"
        >
          <Trans>
            This marathon is sold out. Join the waitlist to be offered a place that frees up.
          </Trans>
        </p>
      </div>
    );
  }
  if (state === 'open') {
    // Every distance by ballot: the register screen enters the ballot (docs/ballot.md).
    const ballot = marathon.distances.every((d) => d.ballot);
    return (
      <div className="grid gap-3">
        <Link
          to={paths.marathonRegister.href(marathon._id)}
          className={`${buttonClasses('primary', 'lg')} w-full`}
        >
          {ballot ? t`Enter the ballot` : t`Register Now`}
        </Link>
        {others}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div>
        <Button size="lg" className="w-full" disabled aria-describedby="register-reason">
          <Trans>Register Now</Trans>
        </Button>
        <p
          id="register-reason"
          className="mt-2 text-center text-sm font-medium text-slate-600 dark:text-slate-300"
        >
          {state === 'registered'
            ? t`You are already registered for this marathon.`
            : registrationWindowText(state)}
        </p>
      </div>
      {others}
    </div>
  );
}

export function MarathonDetailsView({
  marathon,
  registerState,
  showParticipants,
  drawCheck,
  teams,
  volunteers,
  windowOpen = registerState === 'open',
  paymentDue = null,
}: {
  marathon: Marathon;
  /** A race with a ballot: the public "Check the draw" section, under the description. */
  drawCheck?: ReactNode;
  /** A race with a distance that takes teams: creating one (docs/teams.md), under the description. */
  teams?: ReactNode;
  /** The race's volunteer shifts to sign up for (docs/volunteers.md), last under the description. */
  volunteers?: ReactNode;
  /** The race takes registrations now, whether or not the viewer has registered. */
  windowOpen?: boolean;
  /** The viewer's place here is held unpaid. */
  paymentDue?: PaymentDue | null;
  registerState: RegisterState;
  /** The viewer created the event; the server still refuses anyone else the list. */
  showParticipants: boolean;
}) {
  const { t } = useLingui();
  const description = marathon.description.trim();
  const count = marathon.registrationCount;
  const several = marathon.distances.length > 1;
  const start = startLineText(marathon);
  const { createdBy, waitlistCount } = marathon;
  const createdOn = formatLongDate(marathon.createdAt);
  const fieldLimit = marathon.capacity === null ? '' : formatCount(marathon.capacity);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <nav aria-label={t`Breadcrumb`} className="mb-6 text-sm">
        <Link
          to={paths.marathons.href()}
          className="font-medium text-rose-700 hover:underline dark:text-rose-400"
        >
          <span aria-hidden="true">← </span>
          <Trans>All marathons</Trans>
        </Link>
      </nav>
      <div className="overflow-hidden rounded-3xl shadow-lg">
        <EventImage src={marathon.marathonImageURL} className="max-h-[28rem]" />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {marathon.title}
          </h1>
          <dl className="mt-6 grid gap-3 sm:grid-cols-3">
            <RaceFact label={t`Start date`} value={formatLongDate(marathon.marathonStartDate)} />
            {start === null ? null : <RaceFact label={t`Start time`} value={start} />}
            <RaceFact label={t`Location`} value={marathon.location} />
            <RaceFact
              label={several ? t`Distances` : t`Distance`}
              value={distancesLine(marathon)}
            />
          </dl>

          <TitledSection id="about-event" title={t`About this event`} className="mt-8">
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
              {description === NO_DESCRIPTION || description === ''
                ? t`No description available for this event.`
                : description}
            </p>
          </TitledSection>
          {drawCheck}
          {teams}
          {volunteers}
        </div>

        <aside
          aria-labelledby="registration-heading"
          className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900/70"
        >
          <h2
            id="registration-heading"
            className="text-lg font-bold text-slate-900 dark:text-white"
          >
            <Trans>Registration</Trans>
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">
                <Trans>Registration period</Trans>
              </dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {formatLongDate(marathon.startRegistrationDate)} –{' '}
                {formatLongDate(marathon.endRegistrationDate)}
              </dd>
            </div>
            {marathon.distances.some((d) => d.price) ? (
              <div>
                <dt className="text-slate-500 dark:text-slate-400">
                  <Trans>Price</Trans>
                </dt>
                <dd className="mt-1 font-semibold">
                  <RacePrices distances={marathon.distances} />
                </dd>
                <dd className="mt-1 text-slate-600 dark:text-slate-300" data-testid="refund-policy">
                  {refundPolicyText(marathon.refundPolicy)}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-slate-500 dark:text-slate-400">
                <Trans>Registered runners</Trans>
              </dt>
              <dd
                className="text-2xl font-extrabold text-rose-600 dark:text-rose-400"
                data-testid="registration-count"
              >
                {count}
              </dd>
            </div>
            {several ? (
              <div>
                <dt className="text-slate-500 dark:text-slate-400">
                  <Trans>Places per distance</Trans>
                </dt>
                <dd className="mt-1" data-testid="distance-places">
                  <DistancePlaces distances={marathon.distances} />
                </dd>
              </div>
            ) : marathon.capacity !== null ? (
              <div>
                <dt className="text-slate-500 dark:text-slate-400">
                  <Trans>Places (field limit {fieldLimit})</Trans>
                </dt>
                <dd
                  className={`font-semibold ${isSoldOut(marathon) ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-white'}`}
                  data-testid="places-left"
                >
                  {placesLeftText(marathon)}
                </dd>
              </div>
            ) : null}
            {waitlistCount > 0 ? (
              <div>
                <dt className="text-slate-500 dark:text-slate-400">
                  <Trans>Waitlist</Trans>
                </dt>
                <dd className="font-semibold text-slate-900 dark:text-white">
                  <Plural value={waitlistCount} one="# runner waiting" other="# runners waiting" />
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6">
            <RegisterAction
              marathon={marathon}
              state={registerState}
              due={paymentDue}
              windowOpen={windowOpen}
            />
          </div>
          <div className="mt-3">
            <AddToCalendar
              marathonId={marathon._id}
              title={marathon.title}
              size="lg"
              className="w-full"
            />
          </div>
        </aside>
      </div>

      {showParticipants ? (
        <div className="mt-12">
          <ParticipantsTable
            marathonId={marathon._id}
            title={marathon.title}
            embedded={marathon.participants}
            distances={marathon.distances}
            total={count}
          />
        </div>
      ) : null}
      {showParticipants && hasFieldLimit(marathon) ? (
        <div className="mt-12">
          <WaitlistTable
            marathonId={marathon._id}
            title={marathon.title}
            showDistance={marathon.distances.length > 1}
            total={marathon.waitlistCount}
          />
        </div>
      ) : null}

      <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <Trans>
          Event created by {createdBy} on {createdOn}
        </Trans>
      </footer>
    </article>
  );
}
