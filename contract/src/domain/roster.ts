// The check-in roster (docs/race-day.md, docs/decisions/0017-compact-roster.md): the API packs the race's
// runners into columns (api-types.ts `rosterSchema`), the check-in screen unpacks them into rows. Both
// sides use these two functions, so the format is written once.
import type { Roster } from './api-types.js';

/**
 * How much of a race pass the roster carries: 8 characters of its 144 random bits (48 bits), enough
 * to tell a race's passes apart on the device (two of 30,000 share a key with odds of about one in
 * 600,000), too few to make a pass from. The API checks the whole pass of every check-in.
 */
export const PASS_KEY_LENGTH = 8;

export const passKeyOf = (passId: string): string => passId.slice(0, PASS_KEY_LENGTH);

/** One runner as the check-in screen keeps it. */
export interface RosterRunner {
  userId: string;
  firstName: string;
  lastName: string;
  bib: number | null;
  distanceId: string;
  passKey: string | null;
  /** ISO 8601; null until checked in. */
  checkedInAt: string | null;
  /** The payer's bank disputes the payment (docs/payments.md): staff are told at check-in. */
  disputed?: boolean;
}

/** Rows into the roster's columns; a distance missing from `distanceIds` is added to it. */
export function rosterOf(rows: RosterRunner[], distanceIds: string[], asOf: Date): Roster {
  const ids = [...distanceIds];
  const index = new Map(ids.map((id, i) => [id, i]));
  const indexOf = (id: string) => {
    let i = index.get(id);
    if (i === undefined) {
      i = ids.push(id) - 1;
      index.set(id, i);
    }
    return i;
  };
  return {
    asOf: asOf.toISOString(),
    distanceIds: ids,
    runners: {
      userId: rows.map((r) => r.userId),
      firstName: rows.map((r) => r.firstName),
      lastName: rows.map((r) => r.lastName),
      bib: rows.map((r) => r.bib),
      distance: rows.map((r) => indexOf(r.distanceId)),
      passKey: rows.map((r) => r.passKey),
      checkedInAt: rows.map((r) => (r.checkedInAt === null ? null : Date.parse(r.checkedInAt))),
    },
    // Rare: a list of rows rather than a column, so a roster without disputes weighs nothing more.
    ...(rows.some((r) => r.disputed === true)
      ? { disputed: rows.flatMap((r, i) => (r.disputed === true ? [i] : [])) }
      : {}),
  };
}

/** The roster's columns back into rows. */
export function rowsOf(roster: Roster): RosterRunner[] {
  const { runners: c, distanceIds } = roster;
  const disputed = new Set(roster.disputed ?? []);
  return c.userId.map((userId, i) => {
    const at = c.checkedInAt[i] ?? null;
    return {
      userId,
      firstName: c.firstName[i] ?? '',
      lastName: c.lastName[i] ?? '',
      bib: c.bib[i] ?? null,
      distanceId: distanceIds[c.distance[i] ?? -1] ?? '',
      passKey: c.passKey[i] ?? null,
      checkedInAt: at === null ? null : new Date(at).toISOString(),
      ...(disputed.has(i) ? { disputed: true } : {}),
    };
  });
}
