// "Races I help with" (docs/race-day.md): the races the account is staff of, its role on each, the
// way to the check-in screen and, for a co-organiser, to the race console.
import { formatLongDate } from '@run/contract/domain/dates';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useMyStaffRaces } from '../api/get-my-staff-races';

const roleName = { 'co-organiser': 'Co-organiser', 'check-in': 'Check-in staff' } as const;

export function RacesIHelpWith({ uid }: { uid: string }) {
  const { data, isPending, isError } = useMyStaffRaces(uid);
  if (isPending) return <p role="status">Loading the races you help with…</p>;
  if (isError) return <p role="alert">The races you help with could not be loaded.</p>;
  if (data.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-200">
        You do not help with any race yet. An organiser can invite you by email.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map(({ marathon, role }) => (
        <li
          key={marathon._id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <span className="text-slate-900 dark:text-slate-100">
            <span className="font-semibold">{marathon.title}</span> ·{' '}
            {formatLongDate(marathon.marathonStartDate)} · {roleName[role]}
          </span>
          <span className="flex flex-wrap gap-2">
            {role === 'co-organiser' ? (
              <Link
                to={paths.raceConsole.href(marathon._id)}
                className={buttonClasses('secondary', 'sm')}
                aria-label={`Open console: ${marathon.title}`}
              >
                Open console
              </Link>
            ) : null}
            <Link
              to={paths.raceCheckIn.href(marathon._id)}
              className={buttonClasses('primary', 'sm')}
              aria-label={`Check-in: ${marathon.title}`}
            >
              Check-in
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
