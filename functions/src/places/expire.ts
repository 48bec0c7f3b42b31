// Unpaid holds that run out (docs/payments.md): a `pending_payment` registration past `holdUntil`
// (its `dueAt`, plus 48 hours for a bank transfer, whose money takes days) gives its place back
// through release.ts, exactly as a withdrawal does, so the distance's waitlist is offered it in the
// same transaction. The registration is kept as `marathons/{id}/lapsedHolds/{uid}` (status
// `expired`): My Apply List shows it, and money that still arrives for it finds it (payments/late.ts).
// What the hold's money and mail become is not the capacity core's: the caller's `onExpired`
// (payments/expiry.ts) stages it with the release (hooks.ts).
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';

import { COLLECTIONS } from '../store/collections.js';
import { distanceChangesEverywhere, distanceChangesOf } from '../store/distance-change-doc.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import { registrationsEverywhere, registrationsPlain } from '../store/registration-doc.js';
import type { ExpiryHooks } from './hooks.js';
import { releasePlace } from './release.js';
import { hasRoom } from './take.js';
import type { StoredDistance } from '../store/distances.js';

/** Holds freed in one pass; the next read or the schedule frees the rest. */
const EXPIRE_BATCH = 100;

/** When an unpaid hold runs out: read by the expiry rule alone, written by the helpers below. */
const HOLD_UNTIL = 'holdUntil';

/** The fields of a hold that runs out at `at` (a new hold, or one extended for a bank transfer). */
export const heldUntil = (at: Timestamp): DocumentData => ({ [HOLD_UNTIL]: at });

/** The update that ends a hold: paid, it no longer runs out. */
export const noLongerHeld = (): DocumentData => ({ [HOLD_UNTIL]: FieldValue.delete() });

/** A held registration's fields without its time to run out (copied to a record that holds nothing). */
export function withoutHold(data: DocumentData): DocumentData {
  const { [HOLD_UNTIL]: _until, ...rest } = data;
  return rest;
}

/** Frees every hold of the race past its time; returns how many it freed. */
export async function expireDueHolds(
  marathon: DocumentSnapshot,
  hooks: ExpiryHooks,
  now = Timestamp.now(),
): Promise<number> {
  // Held registrations, and changes to a dearer distance not paid in time (their held place goes,
  // the registration stays), read side by side.
  const [due, changes] = await Promise.all(
    [registrationsPlain(marathon.ref), distanceChangesOf(marathon.ref)].map((holds) =>
      holds.where(HOLD_UNTIL, '<=', now).limit(EXPIRE_BATCH).get(),
    ),
  );
  const freed = await Promise.all([
    ...(due?.docs ?? []).map((held) => expireHold(marathon, held, hooks, now)),
    ...(changes?.docs ?? []).map((change) => expireHold(marathon, change, hooks, now)),
  ]);
  return freed.filter(Boolean).length;
}

/**
 * The races with a hold past its time (held registrations, and changes to a dearer distance held for
 * the difference), by a collection-group query on every race: the schedule's expiry (triggers/).
 */
export async function racesWithDueHolds(now: Timestamp): Promise<DocumentReference[]> {
  const dueIn = (group: Query) => group.where(HOLD_UNTIL, '<=', now).select().limit(500).get();
  const due = await Promise.all([
    dueIn(registrationsEverywhere()),
    dueIn(distanceChangesEverywhere()),
  ]);
  const races = new Map<string, DocumentReference>();
  for (const d of due.flatMap((q) => q.docs)) {
    const race = d.ref.parent.parent;
    if (race) races.set(race.path, race);
  }
  return [...races.values()];
}

/** The pass under way per race and distance (`path#id`), with when it began (`performance.now()`). */
const passes = new Map<string, { startedAt: number; room: Promise<boolean> }>();

/**
 * For a registration or an order told `distance` is full, by a caller that began at `since`: frees
 * the race's unpaid holds past their time, then asks whether the distance has a free place now. True
 * also when another instance (the minute schedule) freed a hold during the request, which this pass
 * then finds gone: the caller tries once more, and answers "sold out" only when a consistent query
 * begun during its request found no place with every lapsed hold given back. The runners a sell-out
 * turns away all ask at once, and share a pass that began after them: it answers each as exactly as
 * its own would (it ran during their requests).
 */
export async function roomAfterFreeingDue(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  since: number,
  hooks: ExpiryHooks,
): Promise<boolean> {
  const key = `${marathon.ref.path}#${distance.id}`;
  const current = passes.get(key);
  if (current !== undefined && current.startedAt >= since) return current.room;
  const room = expireDueHolds(marathon, hooks).then(() => hasRoom(marathon, distance));
  const pass = { startedAt: performance.now(), room };
  passes.set(key, pass);
  try {
    return await pass.room;
  } finally {
    if (passes.get(key) === pass) passes.delete(key);
  }
}

/** Frees a held place now (a withdrawal's change of distance waiting for its difference). */
export const freeHold = (marathon: DocumentSnapshot, held: DocumentSnapshot, hooks: ExpiryHooks) =>
  expireHold(marathon, held, hooks, Timestamp.now());

async function expireHold(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  hooks: ExpiryHooks,
  now: Timestamp,
): Promise<boolean> {
  const expired = await hooks.onExpired(marathon, registration, now);
  return releasePlace(
    marathon,
    registration,
    (writer, held, distance) => {
      // A change of distance's hold: only its place (and its attempt) go; the registration stands.
      if (held.ref.parent.id !== COLLECTIONS.distanceChanges) {
        const w: { set(ref: DocumentReference, data: DocumentData): unknown } = writer;
        // The lapsed hold keeps the registration as stored, whole (model-of.ts).
        const data = withoutHold(storedFieldsOf(held));
        w.set(lapsedHoldRef(marathon.ref, held.id), { ...data, status: 'expired', expiredAt: now });
      }
      expired(writer, held, distance);
    },
    hooks,
    // Paid while this ran: the payment's transaction changed it, and the place stays taken.
    { ifUnchanged: true },
  );
}
