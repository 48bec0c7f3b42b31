// A compact header naming the event a form is about (register, update).
import type { Marathon } from '@run/contract/domain/api-types';

import { formatLongDate } from '@/lib/format';
import { distancesLine } from '@/components/distance-places';
import { RacePrices } from '@/components/distance-price';

import { EventImage } from './marathon-image';

export function MarathonSummary({ marathon }: { marathon: Marathon }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900/70">
      <div className="w-28 shrink-0 overflow-hidden rounded-xl sm:w-36">
        <EventImage src={marathon.marathonImageURL} />
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900 dark:text-white">{marathon.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formatLongDate(marathon.marathonStartDate)} · {marathon.location} ·{' '}
          {distancesLine(marathon)}
        </p>
        <RacePrices distances={marathon.distances} className="mt-1" />
      </div>
    </div>
  );
}
