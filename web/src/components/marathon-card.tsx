// The marathon card shared by the home page's featured grid and the /marathons list.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import {
  registrationWindow,
  type RegistrationWindowState,
} from '@run/contract/domain/registration-window';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatLongDate } from '@/lib/format';
import { LineIcon } from '@/components/ui/line-icon';
import { paths } from '@/config/paths';
import { cardClasses } from '@/components/ui/card';
import { intlLocale } from '@/lib/i18n';

import { DistancePlaces } from './distance-places';
import { RacePrices } from './distance-price';
import { MarathonImage } from './marathon-image';
import { PlacesLeftBadge } from './places-left';

function Icon({ d }: { d: string }) {
  return <LineIcon d={d} className="h-4 w-4 shrink-0 text-rose-600 dark:text-rose-400" />;
}

const icons = {
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  calendar:
    'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  route:
    'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12-10a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM8 17h7a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h7',
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  people:
    'M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 9v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
};

const BADGE_TONES: Record<RegistrationWindowState, string> = {
  upcoming: 'bg-sky-800 text-white dark:bg-sky-300 dark:text-sky-950',
  open: 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950',
  closed: 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
};

/** A fact on a line of its own (the default), one that may wrap over lines, and one beside another. */
const LIST_FACT = 'flex w-full items-start gap-2';
const SHORT_FACT = 'flex items-center gap-2';

/** One of the card's facts: its icon (the prices have none), its name for screen readers, its value. */
function CardFact({
  icon,
  label,
  className = 'flex w-full items-center gap-2',
  valueClassName,
  children,
}: {
  icon?: string;
  label: ReactNode;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {icon ? <Icon d={icon} /> : null}
      <dt className="sr-only">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/**
 * The badge on the picture, as the contract's registrationBadge words it (which is English only):
 * "Opens April 1", "Registration Open", "Registration Closed".
 */
function registrationBadgeText(marathon: Marathon, i18n: I18n): string {
  switch (registrationWindow(marathon)) {
    case 'upcoming': {
      const day = new Date(marathon.startRegistrationDate).toLocaleDateString(intlLocale(), {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      return i18n._(msg`Opens ${day}`);
    }
    case 'open':
      return i18n._(msg`Registration Open`);
    case 'closed':
      return i18n._(msg`Registration Closed`);
  }
}

/** One short line on the registration period, in the spec's long date form. */
function registrationLine(marathon: Marathon, i18n: I18n): string {
  switch (registrationWindow(marathon)) {
    case 'upcoming': {
      const date = formatLongDate(marathon.startRegistrationDate);
      return i18n._(msg`Registration opens ${date}`);
    }
    case 'open': {
      const date = formatLongDate(marathon.endRegistrationDate);
      return i18n._(msg`Registration closes ${date}`);
    }
    case 'closed': {
      const date = formatLongDate(marathon.endRegistrationDate);
      return i18n._(msg`Registration closed ${date}`);
    }
  }
}

/** A place of the reader's held unpaid: where to pay it, and the line that says until when. */
export interface CardPaymentDue {
  href: string;
  line: string;
}

/**
 * `priority`: the card is in the first row, where the largest image is the page's LCP: load it at once
 * with high priority instead of lazily. `paymentDue`: the reader's place in it is held unpaid, and
 * the card offers Pay now beside View details.
 */
export function MarathonCard({
  marathon,
  priority = false,
  paymentDue = null,
}: {
  marathon: Marathon;
  priority?: boolean;
  paymentDue?: CardPaymentDue | null;
}) {
  const { t, i18n } = useLingui();
  const state = registrationWindow(marathon);
  const count = marathon.registrationCount;
  const { title } = marathon;
  const line = paymentDue?.line;
  return (
    <article
      className={cardClasses(
        'group flex h-full flex-col overflow-hidden shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg',
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <MarathonImage
          src={marathon.marathonImageURL}
          width={640}
          height={360}
          priority={priority}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        <div className="absolute top-3 right-3 left-3 flex flex-wrap gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${BADGE_TONES[state]}`}
          >
            {registrationBadgeText(marathon, i18n)}
          </span>
          <PlacesLeftBadge marathon={marathon} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="line-clamp-2 text-lg leading-snug font-bold text-slate-900 dark:text-white">
          {marathon.title}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
          <CardFact icon={icons.pin} label={<Trans>Location</Trans>} valueClassName="truncate">
            {marathon.location}
          </CardFact>
          <CardFact icon={icons.calendar} label={<Trans>Race day</Trans>}>
            {formatLongDate(marathon.marathonStartDate)}
          </CardFact>
          <CardFact icon={icons.clock} label={<Trans>Registration</Trans>}>
            {registrationLine(marathon, i18n)}
          </CardFact>
          {marathon.distances.length > 1 ? (
            <CardFact
              icon={icons.route}
              label={<Trans>Distances</Trans>}
              className={LIST_FACT}
              valueClassName="min-w-0 flex-1"
            >
              <DistancePlaces distances={marathon.distances} />
            </CardFact>
          ) : (
            <CardFact
              icon={icons.route}
              label={<Trans>Distance</Trans>}
              className={SHORT_FACT}
              valueClassName="font-medium text-slate-800 dark:text-slate-100"
            >
              {marathon.runningDistance}
            </CardFact>
          )}
          <CardFact icon={icons.people} label={<Trans>Participants</Trans>} className={SHORT_FACT}>
            <Plural value={count} one={`${count} participant`} other={`${count} participants`} />
          </CardFact>
          {marathon.distances.some((d) => d.price) ? (
            <CardFact
              label={<Trans>Price</Trans>}
              className={LIST_FACT}
              valueClassName="min-w-0 flex-1"
            >
              <RacePrices distances={marathon.distances} />
            </CardFact>
          ) : null}
        </dl>
        <div className="mt-auto space-y-3 pt-5">
          {paymentDue ? (
            <div>
              <p className="mb-2 text-sm font-semibold text-amber-800 dark:text-amber-300">
                <Trans>Your place is held. {line}.</Trans>
              </p>
              <Link
                to={paymentDue.href}
                aria-label={t`Pay now: ${title}`}
                className="inline-flex w-full items-center justify-center rounded-lg border-2 border-rose-600 px-4 py-2 text-sm font-semibold text-rose-700 transition hover:bg-rose-50 dark:border-rose-400 dark:text-rose-300 dark:hover:bg-rose-950"
              >
                <Trans>Pay now</Trans>
              </Link>
            </div>
          ) : null}
          <Link
            to={paths.marathon.href(marathon._id)}
            aria-label={t`View details: ${title}`}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-rose-600 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-rose-700"
          >
            <Trans>View details</Trans>
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

export function MarathonCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={cardClasses('flex h-full animate-pulse flex-col overflow-hidden')}
    >
      <div className="aspect-[16/9] bg-slate-200 dark:bg-slate-800" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-2 h-9 w-full rounded-lg bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
