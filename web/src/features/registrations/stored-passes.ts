// The runner's race passes kept in localStorage, so My Apply List still shows them on a phone that is
// offline at the start area (the service worker keeps the app itself). A few hundred bytes a pass:
// localStorage is enough, and it reads synchronously on the first render.
import type { MyRegistration } from '@run/contract/domain/api-types';
import { startInstant } from '@run/contract/domain/race-start';
import { formatStart } from '@run/contract/domain/start-time';

export interface StoredPass {
  marathonId: string;
  title: string;
  startDate: string;
  /** "07:30 (America/Chicago)": the runner's distance's own start, else the race's; absent: none. */
  startTime?: string | null;
  /** When the runner's distance starts (ms), to sort passes and move a finished race's below. */
  startsAt?: number;
  firstName: string;
  lastName: string;
  distance: string;
  bib: number | null;
  passId: string | null;
  checkedInAt: string | null;
}

const key = (uid: string) => `race-passes:${uid}`;

export function passesOf(
  registrations: MyRegistration[],
  distanceText: (r: MyRegistration, distanceId: string | undefined) => string,
): StoredPass[] {
  return registrations.flatMap((r) => {
    const own = r.totalRegistrationCount[0];
    // A place held unpaid (or expired) has no race pass yet (docs/payments.md).
    if (!own || own.status !== 'confirmed') return [];
    const distance = r.distances.find((d) => d.id === own.distanceId);
    return [
      {
        marathonId: r._id,
        title: r.title,
        startDate: r.marathonStartDate,
        startTime: formatStart(distance?.startTime ?? r.startTime, r.timeZone),
        startsAt: startInstant(r, distance),
        firstName: own.firstName,
        lastName: own.lastName,
        distance: distanceText(r, own.distanceId),
        bib: own.bib,
        passId: own.passId,
        checkedInAt: own.checkedInAt,
      },
    ];
  });
}

/** When a pass's race starts (ms); a pass stored before `startsAt` was kept: its UTC day. */
export const passStart = (pass: StoredPass): number => pass.startsAt ?? Date.parse(pass.startDate);

export function savePasses(uid: string, passes: StoredPass[]): void {
  try {
    localStorage.setItem(key(uid), JSON.stringify(passes));
  } catch {
    // Storage full or blocked: the passes are shown online all the same.
  }
}

export function storedPasses(uid: string): StoredPass[] {
  try {
    const text = localStorage.getItem(key(uid));
    const value: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? (value as StoredPass[]) : [];
  } catch {
    return [];
  }
}
