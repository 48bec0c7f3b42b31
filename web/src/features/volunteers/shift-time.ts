// A shift's time as the visitor reads it: its day and hours in their own time zone, named, like the
// other moments a runner must act by; and which shifts are still to come.
import { formatDateTimeRange } from '@/lib/format';

export function shiftTimeText({ startsAt, endsAt }: { startsAt: string; endsAt: string }): string {
  return formatDateTimeRange(startsAt, endsAt);
}

/** The shifts whose `moment` (their start: still open; their end: not over) is still to come. */
export function stillToCome<T extends { startsAt: string; endsAt: string }>(
  shifts: readonly T[],
  moment: 'startsAt' | 'endsAt',
  now = Date.now(),
): T[] {
  return shifts.filter((shift) => Date.parse(shift[moment]) > now);
}
