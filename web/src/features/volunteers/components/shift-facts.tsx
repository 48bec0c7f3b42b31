// A shift as the race page lists it: its role, its name (a heading under the section's), where and
// when, then the caller's line (the places left).
import type { ReactNode } from 'react';

import { shiftTimeText } from '../shift-time';

export function ShiftFacts({
  shift,
  children,
}: {
  shift: { role: string; name: string; location: string; startsAt: string; endsAt: string };
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 text-sm text-slate-700 dark:text-slate-200">
      <p className="text-xs font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-400">
        {shift.role}
      </p>
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{shift.name}</h3>
      {shift.location ? <p>{shift.location}</p> : null}
      <p>{shiftTimeText(shift)}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
