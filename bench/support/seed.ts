// Registrations written straight into Firestore with firebase-admin (batched commits), shaped as the
// API writes them (functions/src/registrations/registrations.ts), with the sharded
// counter raised to match and, optionally, the registrations-by-day shards the trail trigger keeps.
import { randomBytes } from 'node:crypto';

import { FieldValue, Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

import { mapLimit } from './pool.js';
import { round } from './stats.js';

const BATCH = 500;
/** Shards per day of `marathons/{id}/dailyCounts` (DAY_SHARDS in functions/src/store/activity-doc.ts). */
export const DAY_SHARDS = 100;

/** A race pass as the API makes one (functions/src/race-day/pass.ts): 144 random bits, base64url. */
export const newPassId = (): string => randomBytes(18).toString('base64url');

export interface SeedOptions {
  /** Prefix of the seeded uids (`${prefix}-000042`). */
  prefix: string;
  /** Runner `i`'s uid instead (real-length random uids: race-day-runners.ts). */
  uid?: (i: number) => string;
  /** The race's distance (GET /marathon/{id}'s `distances[0].id`); omitted when not given. */
  distanceId?: string;
  /** Also give each registration a race pass, and hand the passes back (index i = runner i). */
  passes?: boolean;
  /**
   * Also write today's registrations-by-day shards (`{day}-{n}` `{day, count}`) directly, as the
   * trail trigger would once it has caught up with every seeded write.
   */
  dailyCounts?: boolean;
  /** More fields of runner `i`'s registration (a bib, a name of their own). */
  fields?: (i: number) => Record<string, unknown>;
}

/** Seeded runner `i`'s uid (`${prefix}-000042`). */
export const seededUid = (prefix: string, i: number): string =>
  `${prefix}-${String(i).padStart(6, '0')}`;

/** Who seeded runner `i` (uid `uid`) is, as a registration or a ballot entry stores it. */
export const seededRunner = (uid: string, i: number) => ({
  userId: uid,
  email: `${uid}@bench.run.test`,
  firstName: 'Bench',
  lastName: `Runner ${i}`,
  phone: `+1 555 ${String(1000 + (i % 9000))}`,
  emergencyContact: '',
});

/**
 * Writes `count` documents in batched commits of BATCH, four commits at once: `write` adds document
 * `i` to its batch (`now`: the batch's one timestamp); `committed` hears of each commit, in order
 * of finishing (how many so far).
 */
export async function writeInBatches(
  db: Firestore,
  count: number,
  write: (batch: WriteBatch, i: number, now: Timestamp) => void,
  committed: (done: number) => void = () => undefined,
): Promise<void> {
  const batches = Array.from({ length: Math.ceil(count / BATCH) }, (_, b) => b);
  let done = 0;
  await mapLimit(batches, 4, async (b) => {
    const batch = db.batch();
    const now = Timestamp.now();
    for (let i = b * BATCH; i < Math.min(count, (b + 1) * BATCH); i += 1) write(batch, i, now);
    await batch.commit();
    done += 1;
    committed(done);
  });
}

/** Seeds `count` registrations; returns the seconds it took and the passes (empty without `passes`). */
export async function seedRegistrations(
  db: Firestore,
  marathonId: string,
  count: number,
  options: SeedOptions,
  progress: (line: string) => void = () => undefined,
): Promise<{ seconds: number; passes: string[] }> {
  const marathon = db.collection('marathons').doc(marathonId);
  const started = performance.now();
  const passes = options.passes === true ? Array.from({ length: count }, newPassId) : [];
  await writeInBatches(
    db,
    count,
    (batch, i, now) => {
      const uid = options.uid?.(i) ?? seededUid(options.prefix, i);
      batch.create(marathon.collection('registrations').doc(uid), {
        marathonId,
        ...seededRunner(uid, i),
        ...(options.distanceId === undefined ? {} : { distanceId: options.distanceId }),
        ...(passes[i] === undefined ? {} : { passId: passes[i] }),
        createdAt: now,
        updatedAt: now,
        ...options.fields?.(i),
      });
    },
    (done) => {
      if (done % 40 === 0)
        progress(
          `    ${Math.min(count, done * BATCH).toLocaleString('en-US')} registrations seeded...`,
        );
    },
  );
  // The API counts from the sharded counter (places/counters.ts); shard 0 takes the seeded ones.
  await marathon
    .collection('registrationCounters')
    .doc('0')
    .update({ count: FieldValue.increment(count) });
  if (options.dailyCounts === true) await seedDailyCounts(db, marathonId, count);
  return { seconds: round((performance.now() - started) / 1000), passes };
}

/** Today's day shards for `count` registrations made today, spread over up to DAY_SHARDS shards. */
export async function seedDailyCounts(
  db: Firestore,
  marathonId: string,
  count: number,
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const shards = Math.min(DAY_SHARDS, count);
  const batch = db.batch();
  for (let n = 0; n < shards; n += 1) {
    const share = Math.floor(count / shards) + (n < count % shards ? 1 : 0);
    batch.set(
      db.doc(`marathons/${marathonId}/dailyCounts/${day}-${n}`),
      { day, count: FieldValue.increment(share) },
      { merge: true },
    );
  }
  await batch.commit();
}
