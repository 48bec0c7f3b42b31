// The console's check-in tab: the way to the check-in screen and how check-in is going per distance
// (the total live, live-check-ins.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { paths } from '@/config/paths';
import { cardClasses } from '@/components/ui/card';

import { useMarathonStats } from '../api/get-marathon-stats';
import { distanceRows, percent } from '../stats-series';
import { LiveCheckIns } from './live-check-ins';
import { CheckInTable } from './stats-tables';

export function CheckInPanel({ marathon }: { marathon: Marathon }) {
  const { t } = useLingui();
  const query = useMarathonStats(marathon._id);
  return (
    <div className="space-y-6">
      <div className={cardClasses('flex flex-wrap items-center justify-between gap-4 p-5')}>
        <div>
          <h2 className="text-xl font-bold text-slate-900 dark:text-white">
            <Trans>Check-in</Trans>
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            <Trans>
              Scan race passes or find runners by name or bib; it keeps working offline.
            </Trans>
          </p>
        </div>
        <Link to={paths.raceCheckIn.href(marathon._id)} className={buttonClasses('primary')}>
          <Trans>Open the check-in screen</Trans>
        </Link>
      </div>
      <Loaded
        query={query}
        loading={t`Loading the race’s numbers`}
        failed={t`The race’s numbers could not be loaded. Reload the page to try again.`}
      >
        {(stats) => (
          <section aria-labelledby="check-in-counts">
            <LiveCheckIns marathonId={marathon._id} stats={stats}>
              {({ checkedIn, registered }) => {
                const share = percent(checkedIn, registered);
                return (
                  <h3
                    id="check-in-counts"
                    className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
                  >
                    <Trans>
                      Checked in: {checkedIn} of {registered} ({share}%)
                    </Trans>
                  </h3>
                );
              }}
            </LiveCheckIns>
            <CheckInTable rows={distanceRows(marathon.distances, stats)} />
          </section>
        )}
      </Loaded>
    </div>
  );
}
