// The console's check-in figures, live on every device (docs/race-day.md, "Live race day"): the
// race's live counts document as it changes, the stats' figures until its first snapshot. When the
// live count moves past the stats', the stats are asked again, so the tables and charts follow.
import type { MarathonStats } from '@run/contract/domain/api-types';
import { liveCountsPath, type LiveCounts } from '@run/contract/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { LiveDoc } from '@/lib/live-doc';

import { marathonStatsQueryOptions } from '../api/get-marathon-stats';

interface Shown {
  checkedIn: number;
  registered: number;
}

interface Props {
  marathonId: string;
  stats: MarathonStats;
  children: (counts: Shown) => ReactNode;
}

function Figures({ marathonId, stats, live, children }: Props & { live: LiveCounts | undefined }) {
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
  return children({ checkedIn, registered });
}

export function LiveCheckIns(props: Props) {
  return (
    <LiveDoc<LiveCounts> path={liveCountsPath(props.marathonId)}>
      {(live) => <Figures {...props} live={live.status === 'success' ? live.data : undefined} />}
    </LiveDoc>
  );
}
