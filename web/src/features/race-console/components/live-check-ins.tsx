// The check-in tab's headline count, live on every device (docs/race-day.md, "Live race day"): the
// race's live counts document as it changes, the stats' figures until its first snapshot. When the
// live count moves past the stats', the stats are asked again, so the per-distance table follows.
import type { MarathonStats } from '@run/contract/domain/api-types';
import { liveCountsPath, type LiveCounts } from '@run/contract/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { LiveDoc } from '@/lib/live-doc';

import { marathonStatsQueryOptions } from '../api/get-marathon-stats';
import { percent } from '../stats-series';

function Heading({
  marathonId,
  stats,
  live,
}: {
  marathonId: string;
  stats: MarathonStats;
  live: LiveCounts | undefined;
}) {
  const queryClient = useQueryClient();
  const checkedIn = live?.checkedIn ?? stats.checkIns.total;
  const registered = live?.registered ?? stats.registrations.total;
  const behind = live !== undefined && live.checkedIn !== stats.checkIns.total;
  useEffect(() => {
    if (behind) {
      void queryClient.invalidateQueries({
        queryKey: marathonStatsQueryOptions(marathonId).queryKey,
      });
    }
  }, [behind, checkedIn, marathonId, queryClient]);
  return (
    <h3 id="check-in-counts" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
      Checked in: {checkedIn} of {registered} ({percent(checkedIn, registered)}%)
    </h3>
  );
}

export function LiveCheckIns({ marathonId, stats }: { marathonId: string; stats: MarathonStats }) {
  return (
    <LiveDoc<LiveCounts> path={liveCountsPath(marathonId)}>
      {(live) => (
        <Heading
          marathonId={marathonId}
          stats={stats}
          live={live.status === 'success' ? live.data : undefined}
        />
      )}
    </LiveDoc>
  );
}
