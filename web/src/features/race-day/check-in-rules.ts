// The check-in screen's pure rules: reading a race pass's QR text, finding runners by name or bib, the
// counts per distance, how a check-in time is shown, and what becomes of a check-in the server did
// not take.
import { t } from '@lingui/core/macro';
import { passKeyOf, type RosterRunner } from '@run/contract/domain/roster';

import { ApiError } from '@/lib/api-client';
import { currentLanguage, intlLocale } from '@/lib/i18n/language';

import type { CheckInBy, QueuedBy } from './api/race-day-requests';
import type { PendingCheckIn, RaceOnDevice, RefusedCheckIn } from './device-store';

/** What a scanned code names: a runner's race pass, or an order's group pass (docs/orders.md). */
export type ScannedPass = { passId: string } | { groupPassId: string };

/**
 * The pass a QR text names (`{origin}/check-in/{marathonId}?pass={passId}`, or `?group=` for an
 * order's group pass), or null when the code is not a pass of this race.
 */
export function passFromScan(text: string, marathonId: string): ScannedPass | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const match = /^\/check-in\/([^/]+)\/?$/u.exec(url.pathname);
  if (!match || decodeURIComponent(match[1] ?? '') !== marathonId) return null;
  const passId = url.searchParams.get('pass');
  if (passId) return { passId };
  const groupPassId = url.searchParams.get('group');
  return groupPassId ? { groupPassId } : null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Runners whose bib is the query, or whose name contains every word of it; at most `limit`. */
export function searchRunners<T extends Pick<RosterRunner, 'firstName' | 'lastName' | 'bib'>>(
  roster: T[],
  query: string,
  limit = 20,
): T[] {
  const q = query.trim();
  if (!q) return [];
  if (/^\d+$/u.test(q)) return roster.filter((r) => r.bib === Number(q)).slice(0, limit);
  const words = fold(q).split(/\s+/u);
  return roster
    .filter((r) => {
      const name = fold(`${r.firstName} ${r.lastName}`);
      return words.every((w) => name.includes(w));
    })
    .slice(0, limit);
}

export interface DistanceCount {
  id: string;
  name: string;
  checkedIn: number;
  registered: number;
}

/**
 * How the screen names a roster's runner to the API: by the pass key (the roster carries no uid of a
 * runner with a pass: docs/race-day.md), else the uid, else the bib; null when it has none of them.
 */
export function handleOf(r: RosterRunner): CheckInBy | null {
  if (r.passKey !== null) return { passKey: r.passKey };
  if (r.userId !== null) return { userId: r.userId };
  return r.bib !== null ? { bib: r.bib } : null;
}

/** A check-in's key: one per way of naming a runner (a queued scan of a pass is queued once). */
export const checkInKeyOf = (by: QueuedBy): string =>
  'checkOutPassId' in by
    ? `out:${by.checkOutPassId}`
    : 'groupPassId' in by
      ? `group:${by.groupPassId}`
      : 'passId' in by
        ? `pass:${by.passId}`
        : 'passKey' in by
          ? `key:${by.passKey}`
          : 'bib' in by
            ? `bib:${by.bib}`
            : `user:${by.userId}`;

/** A roster's runner's key on this device (its queue, the check-ins it learned of). */
export function runnerKeyOf(r: RosterRunner): string {
  const by = handleOf(r);
  return by === null ? `row:${r.firstName} ${r.lastName}` : checkInKeyOf(by);
}

/** Checked in / registered per distance; a queued check-in counts as checked in. */
export function countsByDistance(
  roster: RosterRunner[],
  race: RaceOnDevice | null,
  queue: PendingCheckIn[],
): DistanceCount[] {
  const queued = new Set(queue.map((p) => p.runner));
  const counts = new Map<string, DistanceCount>(
    (race?.distances ?? []).map((d) => [d.id, { ...d, checkedIn: 0, registered: 0 }]),
  );
  for (const runner of roster) {
    let count = counts.get(runner.distanceId);
    if (!count) {
      count = { id: runner.distanceId, name: t`Other`, checkedIn: 0, registered: 0 };
      counts.set(runner.distanceId, count);
    }
    count.registered += 1;
    if (runner.checkedInAt || queued.has(runnerKeyOf(runner))) count.checkedIn += 1;
  }
  return [...counts.values()];
}

/**
 * The locale a check-in's time is shown in: English keeps en-GB's 24-hour clock ("07:42"), as a
 * volunteer's watch reads; another language its own.
 */
function timeLocale(): string {
  const language = currentLanguage();
  return language === 'en' || language === 'pseudo' ? 'en-GB' : intlLocale(language);
}

/** "07:42": the check-in time as the volunteer's clock shows it. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(timeLocale(), { hour: '2-digit', minute: '2-digit' });
}

/**
 * The runner a check-in is about, in the roster on the device. A pass is matched by its key (the
 * roster holds no whole passes); the API checks the whole pass when the check-in is sent.
 */
export function runnerOf(roster: RosterRunner[], by: CheckInBy): RosterRunner | undefined {
  if ('passId' in by || 'passKey' in by) {
    const key = 'passId' in by ? passKeyOf(by.passId) : by.passKey;
    return roster.find((r) => r.passKey === key);
  }
  if ('bib' in by) return roster.find((r) => r.bib === by.bib);
  return roster.find((r) => r.userId === by.userId);
}

/**
 * What a check-in that failed with `error` becomes. `retry`: no answer at all (the API client's
 * status 0: a tent with a weak signal, where the browser still says it is online), or a server busy
 * or down; it stays queued. `lost-access`: this account may no longer check runners in at this race
 * (removed from its staff). `refused`: an answer that refuses this one check-in (4xx), a shift
 * captain's scan of a pass not of their shifts included (they keep their own).
 */
export function sendFailure(error: unknown): 'retry' | 'lost-access' | 'refused' {
  if (!(error instanceof ApiError) || error.status === 0) return 'retry';
  if (error.status === 429 || error.status >= 500) return 'retry';
  if (error.status === 403 && error.body?.code === 'shift_captains_only') return 'refused';
  return error.status === 403 ? 'lost-access' : 'refused';
}

/**
 * The refusals the screen shows with `pending` refused for `reason` added: last, in place of an
 * earlier refusal of the same check-in (one runner, one line).
 */
export function withRefusal(
  refused: RefusedCheckIn[],
  pending: PendingCheckIn,
  reason: string,
): RefusedCheckIn[] {
  return [...refused.filter((r) => r.key !== pending.key), { ...pending, reason }];
}

/** The refusals left once a person has dismissed the one of check-in `key`. */
export const dismissRefusal = (refused: RefusedCheckIn[], key: string): RefusedCheckIn[] =>
  refused.filter((r) => r.key !== key);

/** "Wed 25 Nov, 07:42": a refused check-in may have been scanned days before (packet pickup). */
export function dayAndTime(iso: string): string {
  return new Date(iso).toLocaleString(timeLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
