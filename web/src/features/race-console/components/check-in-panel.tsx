// The console's check-in tab: the way to the check-in screen and how check-in is going per distance
// (the total live, live-check-ins.tsx).
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
  const query = useMarathonStats(marathon._id);
  return (
    <div className="space-y-6">
      <div className={cardClasses('flex flex-wrap items-center justify-between gap-4 p-5')}>
        <div>
          <h2 className="text-xl font-bold text-slate-900 dark:text-white">Check-in</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Scan race passes or find runners by name or bib; it keeps working offline.
          </p>
        </div>
        <Link to={paths.raceCheckIn.href(marathon._id)} className={buttonClasses('primary')}>
          Open the check-in screen
        </Link>
      </div>
      <Loaded
        query={query}
        loading="Loading the race’s numbers"
        failed="The race’s numbers could not be loaded. Reload the page to try again."
      >
        {(stats) => (
          <section aria-labelledby="check-in-counts">
            <LiveCheckIns marathonId={marathon._id} stats={stats}>
              {({ checkedIn, registered }) => (
                <h3
                  id="check-in-counts"
                  className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
                >
                  Checked in: {checkedIn} of {registered} ({percent(checkedIn, registered)}%)
                </h3>
              )}
            </LiveCheckIns>
            <CheckInTable rows={distanceRows(marathon.distances, stats)} />
          </section>
        )}
      </Loaded>
    </div>
  );
}
