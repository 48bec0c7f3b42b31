// The one place where held places change hands, as one transaction per marathon: a change (withdrawal,
// decline, accept, new capacity) is applied, then the lapse rule: offers past their deadline are
// withdrawn, and every free place is offered to the first waiting runners while registration is open.
// It runs on every write that frees or holds a place, whenever a read finds an offer due
// (`nextOfferExpiry` on the marathon), and from the scheduled function in production.
//
// It reads every counter shard in the transaction, so it serialises with registrations taking a place
// (their conditional shard writes wait or retry): a freed place becomes an offer before anyone else can
// take it. It is rare (never once per registrant), so locking all shards is affordable.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { registrationWindow } from '@run/contract/domain/registration-window';

import { db } from '../lib/firestore.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { notifyRunner, storedAddress } from '../mail/notify.js';
import {
  capacityOf,
  freePlaces,
  offerHoursOf,
  shardDoc,
  shardState,
  type ShardState,
} from './capacity.js';
import { shardRefs, writableShards } from '../store/registration-counter.js';
import { SOLD_OUT } from './take.js';
import { timestampOf, waitingQuery, WAITLIST } from '../store/waitlist-doc.js';
import { eventDates } from '../store/marathon-doc.js';

const HOUR_MS = 3_600_000;
/** Offers lapsed in one pass; a later pass takes the rest. */
const LAPSE_BATCH = 100;

export interface Settlement {
  readonly tx: Transaction;
  readonly marathon: DocumentSnapshot;
  readonly now: Timestamp;
  /** Mutable; `touch(i)` marks shard i to be written back. */
  readonly shards: ShardState[];
  touch(index: number): void;
  /** The capacity after the change (a change may set it). */
  capacity: number | null;
  readonly marathonUpdate: DocumentData;
  /** Writes to run after every read (Firestore transactions read first). */
  readonly writes: Array<() => void>;
  /** Runners leaving the list in this change: not offered, not counted. */
  readonly leaving: Set<string>;
}

export type Change<R> = (s: Settlement) => Promise<R> | R;

/** Index of a shard satisfying `test`, preferring `preferred`, else a random one; -1 if none. */
export function pickShard(
  shards: ShardState[],
  test: (s: ShardState) => boolean,
  preferred?: number,
): number {
  const preferredShard = preferred === undefined ? undefined : shards[preferred];
  if (preferred !== undefined && preferredShard !== undefined && test(preferredShard))
    return preferred;
  const matching = shards.flatMap((s, i) => (test(s) ? [i] : []));
  return matching[Math.floor(Math.random() * matching.length)] ?? -1;
}

/**
 * Gives back the place an offer held (any shard holding an offer will do: totals are what count);
 * returns the shard's index, -1 when none holds one (hand-edited data).
 */
export function releaseOffer(s: Settlement, entry: DocumentSnapshot): number {
  const stored: unknown = entry.get('offerShard');
  const i = pickShard(
    s.shards,
    (x) => x.offers > 0,
    typeof stored === 'number' ? stored : undefined,
  );
  const shard = s.shards[i];
  if (shard === undefined) return -1;
  shard.offers -= 1;
  s.touch(i);
  return i;
}

async function lapseAndOffer(s: Settlement, ref: DocumentReference): Promise<Timestamp[]> {
  const { tx, now, shards } = s;
  const expired = await tx.get(
    ref.collection(WAITLIST).where('offerExpiresAt', '<=', now).limit(LAPSE_BATCH),
  );
  const lapsed = expired.docs.filter((d) => !s.leaving.has(d.id));
  for (const entry of lapsed) {
    releaseOffer(s, entry);
    s.writes.push(() => {
      tx.delete(entry.ref);
      notifyRunner(tx, s.marathon, storedAddress(entry.data()), { kind: 'lapsed' });
    });
  }
  const free = shards.reduce((n, x) => n + Math.max(0, freePlaces(x)), 0);
  const open = registrationWindow(eventDates(s.marathon), now.toDate()) === 'open';
  if (s.capacity === null || !open || free === 0) return [];
  const head = await tx.get(waitingQuery(ref).limit(free + s.leaving.size));
  const edited: unknown = s.marathonUpdate.offerHours;
  const hours = typeof edited === 'number' ? edited : offerHoursOf(s.marathon);
  const expiresAt = Timestamp.fromMillis(now.toMillis() + hours * HOUR_MS);
  const made: Timestamp[] = [];
  for (const entry of head.docs) {
    if (s.leaving.has(entry.id)) continue;
    const i = pickShard(shards, (x) => freePlaces(x) > 0);
    const shard = shards[i];
    if (shard === undefined) break;
    shard.offers += 1;
    s.touch(i);
    made.push(expiresAt);
    s.writes.push(() => {
      tx.update(entry.ref, { offerExpiresAt: expiresAt, offeredAt: now, offerShard: i });
      notifyRunner(tx, s.marathon, storedAddress(entry.data()), {
        kind: 'offer',
        expiresAt: expiresAt.toDate().toISOString(),
      });
    });
  }
  return made;
}

/** Applies `change` and the lapse rule in one transaction; returns what the change returned. */
export async function settle<R>(
  ref: DocumentReference,
  change?: Change<R>,
): Promise<R | undefined> {
  const first = await ref.get();
  if (!first.exists) throw notFound('Marathon not found.');
  const refs = shardRefs(ref, writableShards(first));
  return db().runTransaction(async (tx) => {
    const [marathon, ...shardSnaps] = await tx.getAll(ref, ...refs);
    if (!marathon?.exists) throw notFound('Marathon not found.');
    const dirty = new Set<number>();
    const s: Settlement = {
      tx,
      marathon,
      now: Timestamp.now(),
      shards: shardSnaps.map(shardState),
      touch: (i) => dirty.add(i),
      capacity: capacityOf(marathon),
      marathonUpdate: {},
      writes: [],
      leaving: new Set(),
    };
    const result = change ? await change(s) : undefined;
    const made = await lapseAndOffer(s, ref);
    // The earliest open offer, so reads know when the lapse rule is due without a query.
    const earliest = await tx.get(
      ref
        .collection(WAITLIST)
        .where('offerExpiresAt', '>', s.now)
        .orderBy('offerExpiresAt')
        .limit(1),
    );
    const candidates = [
      ...earliest.docs
        .filter((d) => !s.leaving.has(d.id))
        .map((d) => timestampOf(d, 'offerExpiresAt')),
      ...made,
    ].filter((t): t is Timestamp => t !== null);
    const next = candidates.reduce<Timestamp | null>(
      (min, t) => (min === null || t.toMillis() < min.toMillis() ? t : min),
      null,
    );
    // A place is free after this change: the sold-out mark goes. The marathon is written even when
    // no mark is set yet, so a runner about to set one (take.ts) fails its precondition.
    if (s.capacity !== null && s.shards.some((x) => freePlaces(x) > 0)) {
      s.marathonUpdate[SOLD_OUT] = FieldValue.delete();
    }
    const stored = timestampOf(marathon, 'nextOfferExpiry');
    if (stored?.toMillis() !== next?.toMillis()) s.marathonUpdate.nextOfferExpiry = next;

    for (const write of s.writes) write();
    for (const i of dirty) {
      const shard = refs[i];
      const state = s.shards[i];
      if (shard && state) tx.set(shard, shardDoc(state), { merge: true });
    }
    if (Object.keys(s.marathonUpdate).length > 0) tx.update(ref, s.marathonUpdate);
    return result;
  });
}

/** Whether a read of this marathon must first apply the lapse rule. */
export function lapseDue(marathon: DocumentSnapshot, now = Date.now()): boolean {
  const next = timestampOf(marathon, 'nextOfferExpiry');
  return next !== null && next.toMillis() <= now;
}

/**
 * The lapse rule on read: marathons with an offer past its deadline are settled and read again, so
 * what the caller sees (places left, offers) is already after the offer passed on.
 */
export async function settleDue(marathons: DocumentSnapshot[]): Promise<DocumentSnapshot[]> {
  return Promise.all(
    marathons.map(async (m) => {
      if (!lapseDue(m)) return m;
      try {
        await settle(m.ref);
      } catch (err) {
        // Deleted meanwhile: the caller's read goes on with what it had.
        if (err instanceof HttpError && err.status === 404) return m;
        throw err;
      }
      return m.ref.get();
    }),
  );
}
