// A runner's registrations: apply (exactly once, even when sent 20 times at once), change, withdraw,
// and the runner's own list. Each registration is its own document, id = the runner's uid.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';

import type { MyRegistration, UpdateResponse } from '../../domain/api-types.js';
import {
  canChangeRegistration,
  registrationWindow,
  registrationWindowMessages,
} from '../../domain/registration-window.js';
import type { Caller } from '../../lib/auth.js';
import { db } from '../../lib/firestore.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { eventDates, toMarathon } from '../marathons/marathon-doc.js';
import { organiserFor, organiserNames } from '../marathons/organisers.js';
import type { RegistrationForm } from './apply-body.js';
import { toParticipant } from './participants.service.js';
import {
  ensureShards,
  increment,
  randomShard,
  registrationCounts,
  shardsOf,
} from './registration-counter.js';

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

function grpcCode(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'number'
    ? err.code
    : undefined;
}

const marathonRef = (id: string) => db().collection('marathons').doc(id);
const registrationRef = (marathon: DocumentReference, uid: string) =>
  marathon.collection('registrations').doc(uid);

async function shardCount(marathon: DocumentSnapshot): Promise<number> {
  const shards = shardsOf(marathon) ?? (await ensureShards(db(), marathon.ref));
  if (shards === null) throw notFound('Marathon not found.');
  return shards;
}

/** 1 when the caller is now registered, 0 when they already were. */
export async function applyToMarathon(
  id: string,
  caller: Caller,
  form: RegistrationForm,
): Promise<0 | 1> {
  const ref = marathonRef(id);
  const snap = await ref.get();
  if (!snap.exists) throw notFound('Marathon not found.');
  const window = registrationWindow(eventDates(snap));
  if (window !== 'open') throw conflict(registrationWindowMessages[window]);
  const shards = await shardCount(snap);
  const now = Timestamp.now();
  const batch = db().batch();
  batch.create(registrationRef(ref, caller.uid), {
    marathonId: id,
    userId: caller.uid,
    ...form,
    createdAt: now,
    updatedAt: now,
  });
  batch.update(randomShard(ref, shards), increment(1));
  try {
    await batch.commit();
    return 1;
  } catch (err) {
    if (grpcCode(err) === ALREADY_EXISTS) return 0;
    if (grpcCode(err) === NOT_FOUND) throw notFound('Marathon not found.');
    throw err;
  }
}

async function ownRegistration(id: string, caller: Caller) {
  const ref = marathonRef(id);
  const [marathon, registration] = await db().getAll(ref, registrationRef(ref, caller.uid));
  if (!marathon?.exists) throw notFound('Marathon not found.');
  if (!registration?.exists) throw notFound('You are not registered for this marathon.');
  if (!canChangeRegistration(eventDates(marathon))) {
    throw conflict('This marathon has started; its registrations can no longer be changed.');
  }
  return { marathon, registration };
}

export async function updateRegistration(
  id: string,
  caller: Caller,
  form: RegistrationForm,
): Promise<UpdateResponse> {
  const { registration } = await ownRegistration(id, caller);
  const unchanged = (Object.keys(form) as Array<keyof RegistrationForm>).every(
    (k) => registration.get(k) === form[k],
  );
  if (unchanged) return { matchedCount: 1, modifiedCount: 0 };
  try {
    await registration.ref.update({ ...form, updatedAt: Timestamp.now() });
  } catch (err) {
    if (grpcCode(err) === NOT_FOUND) throw notFound('You are not registered for this marathon.');
    throw err;
  }
  return { matchedCount: 1, modifiedCount: 1 };
}

/** The delete carries an "exists" precondition, so a double withdrawal cannot decrement twice. */
export async function withdrawRegistration(
  id: string,
  caller: Caller,
): Promise<{ deletedCount: number }> {
  const { marathon, registration } = await ownRegistration(id, caller);
  const shards = await shardCount(marathon);
  const batch = db().batch();
  batch.delete(registration.ref, { exists: true });
  batch.update(randomShard(marathon.ref, shards), increment(-1));
  try {
    await batch.commit();
  } catch (err) {
    if (grpcCode(err) === NOT_FOUND) throw notFound('You are not registered for this marathon.');
    throw err;
  }
  return { deletedCount: 1 };
}

/** The caller's registrations (a collection-group query on userId), each with its marathon. */
export async function myRegistrations(caller: Caller): Promise<MyRegistration[]> {
  const regs = await db()
    .collectionGroup('registrations')
    .where('userId', '==', caller.uid)
    .limit(500)
    .get();
  const parents = regs.docs
    .map((r) => r.ref.parent.parent)
    .filter((p): p is DocumentReference => p !== null);
  if (parents.length === 0) return [];
  const marathons = (await db().getAll(...parents)).filter((m) => m.exists);
  const [counts, names] = await Promise.all([
    registrationCounts(marathons),
    organiserNames(marathons, caller),
  ]);
  const byMarathon = new Map(regs.docs.map((r) => [r.ref.parent.parent?.id, r]));
  return marathons
    .map((m): MyRegistration => {
      const reg = byMarathon.get(m.id);
      return {
        ...toMarathon(m, counts.get(m.id) ?? 0, organiserFor(m, names, caller)),
        totalRegistrationCount: reg ? [{ ...toParticipant(reg), marathonId: m.id }] : [],
      };
    })
    .sort((a, b) => Date.parse(a.marathonStartDate) - Date.parse(b.marathonStartDate));
}
