// "Races I help with" (docs/race-day.md): the races the account is staff of, its role on each, the
// way to the check-in screen and, for a co-organiser, to the race console.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { formatLongDate } from '@/lib/format';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useMyStaffRaces } from '../api/get-my-staff-races';

const roleName = {
  'co-organiser': msg`Co-organiser`,
  'check-in': msg`Check-in staff`,
} as const;

export function RacesIHelpWith({ uid }: { uid: string }) {
  const { i18n, t } = useLingui();
  const { data, isPending, isError } = useMyStaffRaces(uid);
  if (isPending) {
    return (
      <p role="status">
        <Trans>Loading the races you help with…</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert">
        <Trans>The races you help with could not be loaded.</Trans>
      </p>
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-200">
        <Trans>You do not help with any race yet. An organiser can invite you by email.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map(({ marathon, role }) => {
        const { title } = marathon;
        return (
          <li
            key={marathon._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <span className="text-slate-900 dark:text-slate-100">
              <span className="font-semibold">{marathon.title}</span> ·{' '}
              {formatLongDate(marathon.marathonStartDate)} · {i18n._(roleName[role])}
            </span>
            <span className="flex flex-wrap gap-2">
              {role === 'co-organiser' ? (
                <Link
                  to={paths.raceConsole.href(marathon._id)}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t`Open console: ${title}`}
                >
                  <Trans>Open console</Trans>
                </Link>
              ) : null}
              <Link
                to={paths.raceCheckIn.href(marathon._id)}
                className={buttonClasses('primary', 'sm')}
                aria-label={t`Check-in: ${title}`}
              >
                <Trans>Check-in</Trans>
              </Link>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
