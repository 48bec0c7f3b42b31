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
  /**
   * The runner's uid only when they have no race pass (a registration made before passes): the pass
   * key names a runner on the device, and 28 random characters a runner would weigh more than the
   * rest of the roster (docs/decisions/0017-compact-roster.md).
   */
  userId: string | null;
  firstName: string;
  lastName: string;
  bib: number | null;
  distanceId: string;
  passKey: string | null;
  /** ISO 8601; null until checked in. */
  checkedInAt: string | null;
  /** The payer's bank disputes the payment (docs/payments.md): staff are told at check-in. */
  disputed?: boolean;
  /**
   * An order's entry (docs/orders.md): the first 8 characters of the order's group pass, so a group
   * pass scanned offline finds every runner it checks in.
   */
  groupKey?: string;
}

const byBib = (a: RosterRunner, b: RosterRunner) =>
  (a.bib ?? Number.POSITIVE_INFINITY) - (b.bib ?? Number.POSITIVE_INFINITY);

/**
 * Rows into the roster's columns, in bib order (runners without a bib last); a distance missing from
 * `distanceIds` is added to it. A bib is sent as its step from the row before's (mostly 1), which
 * compresses to almost nothing where the bibs themselves would not.
 */
export function rosterOf(unordered: RosterRunner[], distanceIds: string[], asOf: Date): Roster {
  const rows = [...unordered].sort(byBib);
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
      bibStep: rows.map((r, i) => (r.bib === null ? null : r.bib - (rows[i - 1]?.bib ?? 0))),
      distance: rows.map((r) => indexOf(r.distanceId)),
      passKey: rows.map((r) => r.passKey),
      checkedInAt: rows.map((r) => (r.checkedInAt === null ? null : Date.parse(r.checkedInAt))),
    },
    // Rare: a list of rows rather than a column, so a roster without disputes weighs nothing more.
    ...(rows.some((r) => r.disputed === true)
      ? { disputed: rows.flatMap((r, i) => (r.disputed === true ? [i] : [])) }
      : {}),
    // Rare too: most runners register alone.
    ...(rows.some((r) => r.groupKey !== undefined) ? { groups: groupsOf(rows) } : {}),
  };
}

/** Each group pass's key with the rows of its order's entries. */
function groupsOf(rows: RosterRunner[]): NonNullable<Roster['groups']> {
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (r.groupKey === undefined) return;
    const members = groups.get(r.groupKey);
    if (members) members.push(i);
    else groups.set(r.groupKey, [i]);
  });
  return [...groups].map(([key, members]) => ({ key, rows: members }));
}

/** The roster's columns back into rows. */
export function rowsOf(roster: Roster): RosterRunner[] {
  const { runners: c, distanceIds } = roster;
  const disputed = new Set(roster.disputed ?? []);
  const groupOf = new Map(
    (roster.groups ?? []).flatMap((g) => g.rows.map((row) => [row, g.key] as const)),
  );
  let bib = 0;
  return c.userId.map((userId, i) => {
    const at = c.checkedInAt[i] ?? null;
    const step = c.bibStep[i] ?? null;
    const group = groupOf.get(i);
    if (step !== null) bib += step;
    return {
      userId,
      firstName: c.firstName[i] ?? '',
      lastName: c.lastName[i] ?? '',
      bib: step === null ? null : bib,
      distanceId: distanceIds[c.distance[i] ?? -1] ?? '',
      passKey: c.passKey[i] ?? null,
      checkedInAt: at === null ? null : new Date(at).toISOString(),
      ...(disputed.has(i) ? { disputed: true } : {}),
      ...(group === undefined ? {} : { groupKey: group }),
    };
  });
}
