// The one place where held places change hands, as one transaction per marathon: a change (withdrawal,
// decline, accept, new capacity) is applied, then the lapse rule: offers past their deadline are
// withdrawn, and every free place is offered to the first waiting runners while registration is open.
// It runs on every write that frees or holds a place, whenever a read finds an offer due
// (`nextOfferExpiry` on the marathon), and from the scheduled function in production.
//
// Every distance has its own places and waitlist (docs/places.md); a settlement covers them all.
// It reads every counter shard of every distance in the transaction, so it serialises with
// registrations taking a place (their conditional shard writes wait or retry): a freed place becomes
// an offer before anyone else can take it. It is rare (never once per registrant), so locking all
// shards is affordable.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { registrationWindow } from '@run/contract/domain/registration-window';

import { db } from '../lib/firestore.js';
import { conflict, notFound } from '../lib/http-error.js';
import { freePlaces, shardState } from './capacity.js';
import { ofDistance, storedShard } from './counters.js';
import type { OfferHooks } from './hooks.js';
import {
  openLedger,
  pickShard,
  placesOf,
  releaseOffer,
  type Change,
  type DistancePlaces,
  type Ledger,
} from './ledger.js';
import {
  distanceOfRecord,
  distanceShardRefs,
  distancesField,
  distancesOf,
  type StoredDistance,
} from '../store/distances.js';
import {
  timestampOf,
  waitingQuery,
  waitlistEntryOf,
  waitlistPlain,
} from '../store/waitlist-doc.js';
import { eventDates, offerHoursOf } from '../store/marathon-doc.js';

const HOUR_MS = 3_600_000;
/** Offers lapsed in one pass; a later pass takes the rest. */
const LAPSE_BATCH = 100;

const freeOf = (places: DistancePlaces) =>
  places.shards.reduce((n, x) => n + Math.max(0, freePlaces(x)), 0);

/** The distance's free places, each offered to its first waiting runner. */
async function offerFreePlaces(
  s: Ledger,
  ref: DocumentReference,
  distance: StoredDistance,
): Promise<Timestamp[]> {
  const { tx, now } = s;
  const places = placesOf(s, distance);
  const free = freeOf(places);
  if (distance.capacity === null || free === 0) return [];
  const head = await tx.get(
    ofDistance(waitingQuery(ref), s.distances, distance).limit(free + s.leaving.size),
  );
  const edited: unknown = s.marathonUpdate.offerHours;
  const hours = typeof edited === 'number' ? edited : offerHoursOf(s.marathon);
  const expiresAt = Timestamp.fromMillis(now.toMillis() + hours * HOUR_MS);
  const made: Timestamp[] = [];
  for (const entry of head.docs) {
    if (s.leaving.has(entry.id)) continue;
    const i = pickShard(places.shards, (x) => freePlaces(x) > 0);
    const shard = places.shards[i];
    if (shard === undefined) break;
    shard.offers += 1;
    places.dirty.add(i);
    made.push(expiresAt);
    s.writes.push(() => {
      tx.update(entry.ref, { offerExpiresAt: expiresAt, offeredAt: now, offerShard: i });
      s.offers.onOffer(tx, s.marathon, distance, entry, expiresAt);
    });
  }
  return made;
}

async function lapseAndOffer(s: Ledger, ref: DocumentReference): Promise<Timestamp[]> {
  const { tx, now } = s;
  const expired = await tx.get(
    waitlistPlain(ref).where('offerExpiresAt', '<=', now).limit(LAPSE_BATCH),
  );
  const lapsed = expired.docs.filter((d) => !s.leaving.has(d.id));
  for (const entry of lapsed) {
    releaseOffer(s, entry);
    const distance = distanceOfRecord(entry, s.distances);
    s.writes.push(() => {
      tx.delete(entry.ref);
      s.offers.onLapse(tx, s.marathon, distance, entry);
    });
  }
  if (registrationWindow(eventDates(s.marathon), now.toDate()) !== 'open') return [];
  const made: Timestamp[] = [];
  for (const distance of s.distances) made.push(...(await offerFreePlaces(s, ref, distance)));
  return made;
}

/** The earliest open offer after this change, so reads know when the lapse rule is due. */
async function nextExpiry(
  s: Ledger,
  ref: DocumentReference,
  made: Timestamp[],
): Promise<Timestamp | null> {
  const earliest = await s.tx.get(
    waitlistPlain(ref).where('offerExpiresAt', '>', s.now).orderBy('offerExpiresAt').limit(1),
  );
  const candidates = [
    ...earliest.docs
      .filter((d) => !s.leaving.has(d.id))
      .map((d) => waitlistEntryOf(d).offerExpiresAt),
    ...made,
  ].filter((t): t is Timestamp => t !== null);
  return candidates.reduce<Timestamp | null>(
    (min, t) => (min === null || t.toMillis() < min.toMillis() ? t : min),
    null,
  );
}

/** The shard layout a settlement read, to tell whether the marathon changed before the transaction. */
const layoutOf = (distances: StoredDistance[]) =>
  distances.map((d) => `${d.id}:${d.counterBase}:${d.counterShards}`).join(',');

/**
 * Sold-out marks go from every distance with a free place after this change. The marathon is written
 * even when no mark is set yet, so a runner about to set one (take.ts) fails its precondition.
 */
function clearSoldOut(s: Ledger): void {
  const roomy = new Set(
    s.distances.filter((d) => d.capacity !== null && freeOf(placesOf(s, d)) > 0).map((d) => d.id),
  );
  if (roomy.size === 0) return;
  s.marathonUpdate.placesFreedAt = s.now;
  if (s.distances.some((d) => roomy.has(d.id) && d.soldOutAt !== undefined)) {
    s.distances = s.distances.map(({ soldOutAt, ...d }) =>
      roomy.has(d.id) || soldOutAt === undefined ? d : { ...d, soldOutAt },
    );
    s.marathonUpdate.distances = distancesField(s.distances);
  }
}

/**
 * Applies `change` and the lapse rule in one transaction; returns what the change returned. `offers`
 * (mail/waitlist.ts) tells the runners offered a place or whose offer lapsed.
 */
export async function settle<R>(
  ref: DocumentReference,
  offers: OfferHooks,
  change?: Change<R>,
): Promise<R | undefined> {
  const first = await ref.get();
  if (!first.exists) throw notFound('marathon_not_found');
  const read = distancesOf(first);
  const refs = read.map((d) => distanceShardRefs(ref, d));
  return db().runTransaction(async (tx) => {
    const [marathon, ...shardSnaps] = await tx.getAll(ref, ...refs.flat());
    if (!marathon?.exists) throw notFound('marathon_not_found');
    const distances = distancesOf(marathon);
    // Distances added or removed between the two reads: rare (an edit at that moment).
    if (layoutOf(distances) !== layoutOf(read)) {
      throw conflict('race_changed_meanwhile');
    }
    let offset = 0;
    const places = new Map(
      distances.map((distance, k) => {
        const own = refs[k] ?? [];
        const shards = shardSnaps.slice(offset, offset + own.length).map(shardState);
        offset += own.length;
        return [distance.id, { distance, refs: own, shards, dirty: new Set<number>() }] as const;
      }),
    );
    const s = openLedger({
      tx,
      marathon,
      now: Timestamp.now(),
      distances,
      places,
      marathonUpdate: {},
      writes: [],
      leaving: new Set(),
      offers,
    });
    const result = change ? await change(s) : undefined;
    const made = await lapseAndOffer(s, ref);
    const next = await nextExpiry(s, ref, made);
    clearSoldOut(s);
    const stored = timestampOf(marathon, 'nextOfferExpiry');
    if (stored?.toMillis() !== next?.toMillis()) s.marathonUpdate.nextOfferExpiry = next;

    for (const write of s.writes) write();
    for (const counter of s.places.values()) {
      for (const i of counter.dirty) {
        const shard = counter.refs[i];
        const state = counter.shards[i];
        if (shard && state) tx.set(shard, storedShard(counter.distance, state), { merge: true });
      }
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
