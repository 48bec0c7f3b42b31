// The dashboard's "Your races" (above the add form at /dashboard, which SPEC keeps as its index): for
// a runner with anything urgent or a race to come, the urgent rows of My Apply List's band (compact)
// and their next race, with the way to My Apply List. Nothing shows for an account with neither, nor
// while the lists load, so that account sees the form exactly as before.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

import { distanceLabel, distanceOf } from '@/components/distance-places';
import { buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { startWordsText } from '@/lib/i18n/contract-words';

import { useMyRegistrations } from '../api/get-my-registrations';
import { registrationStart, splitByStart } from '../race-timing';
import { UrgentRows, useUrgentItems } from './needs-attention';

/**
 * The soonest race the runner's place is confirmed in, if any (a place held unpaid is in the urgent
 * rows above, with its Pay now).
 */
function useNextRace(uid: string) {
  const { data } = useMyRegistrations(uid);
  const held = (data ?? []).filter((r) => r.totalRegistrationCount[0]?.status === 'confirmed');
  return splitByStart(held, registrationStart).upcoming[0] ?? null;
}

export function YourRaces({ uid }: { uid: string }) {
  const items = useUrgentItems(uid);
  const next = useNextRace(uid);
  if (items === null || (items.length === 0 && next === null)) return null;
  const own = next?.totalRegistrationCount[0];
  const distance = next ? distanceOf(next.distances, own?.distanceId) : undefined;
  return (
    <div className={cardClasses('mb-8 p-5 shadow-sm')}>
      <TitledSection id="your-races-title" title={<Trans>Your races</Trans>}>
        {items.length > 0 ? <UrgentRows items={items} /> : null}
        {next ? (
          <p className="mt-4 text-slate-700 dark:text-slate-200">
            <span className="font-semibold text-slate-900 dark:text-white">
              <Trans>Next race:</Trans>{' '}
            </span>
            <Link
              to={paths.marathon.href(next._id)}
              className="font-semibold text-rose-700 underline underline-offset-4 dark:text-rose-300"
            >
              {next.title}
            </Link>
            {' · '}
            {startWordsText(next, distance)}
            {distance ? ` · ${distanceLabel(distance)}` : ''}
          </p>
        ) : null}
        <Link
          to={paths.appliedMarathons.href()}
          className={`${buttonClasses('secondary', 'sm')} mt-4`}
        >
          <Trans>Open My Apply List</Trans>
        </Link>
      </TitledSection>
    </div>
  );
}
