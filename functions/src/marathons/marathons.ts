// Firestore work for marathons: one marathon, create, update, delete; the lists are marathon-list.ts.
import type { Language } from '@run/contract/domain/languages';
import {
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { Marathon, Participant } from '@run/contract/domain/api-types';
import type { MarathonInput } from '@run/contract/domain/schemas';
import { mayCall } from '@run/contract/domain/race-roles';
import { routes } from '@run/contract/http/routes';

import { stageDraw } from '../ballot/ballot.js';
import { holdExpiry, checkPayoutMethods, creatorsWithCardPaused } from '../payments/payments.js';
import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { notFound } from '../lib/http-error.js';
import {
  createShards,
  deleteShards,
  readWithCounts,
  registrationCounts,
  settleDue,
} from '../places/places.js';
import { listParticipants } from '../store/participants.js';
import {
  editableFields,
  marathonOf,
  marathonRef,
  newMarathonRef,
  raceOwnCollections,
  raceRoleOf,
  NO_COUNTS,
} from '../store/marathon-doc.js';
import { toMarathon } from '../store/marathon-view.js';
import { queueFanOut, raceOfModel } from '../mail/mail.js';
import { createdPlaces, updateMarathonAndPlaces } from './marathon-edit.js';
import { organiserFor, organiserNames } from '../store/organisers.js';
import { raceListFields } from '../store/race-list-fields.js';
import { createLiveCounts } from '../live/live.js';
import { applyTranslation, readTranslation } from './translations.js';

/** The creator's detail view embeds the first participants; the rest page through /registrations. */
const EMBEDDED_PARTICIPANTS = 100;

/**
 * One marathon and its count in one round trip (a race of one unlimited distance, most of them), its
 * own texts in the language the visitor asked for where its organisers translated them; the creator
 * also gets the first participants.
 */
export async function getMarathon(
  id: string,
  caller: Caller | undefined,
  language: Language,
): Promise<Marathon> {
  const ref = marathonRef(id);
  const { marathon: read, counts: asRead } = await readWithCounts(ref);
  if (!read?.exists) throw notFound('marathon_not_found');
  const [snap = read] = await settleDue([read], holdExpiry);
  const race = marathonOf(snap);
  const [counts, names, paused, translation] = await Promise.all([
    (snap === read ? asRead : null) ??
      registrationCounts([snap]).then((all) => all.get(snap.id) ?? NO_COUNTS),
    organiserNames([race], caller),
    creatorsWithCardPaused([race]),
    readTranslation(ref, language),
  ]);
  const marathon = applyTranslation(
    {
      ...toMarathon(race, counts, organiserFor(race, names, caller), true),
      ...(paused.has(race.createdByUid) ? { cardPaused: true as const } : {}),
    },
    translation,
  );
  if (caller && mayCall(raceRoleOf(race, caller), routes.listParticipants)) {
    const page = await listParticipants(race, { limit: EMBEDDED_PARTICIPANTS });
    const participants: Participant[] = page.participants;
    return { ...marathon, participants, volunteerThanksCode: race.volunteerThanksCode };
  }
  return marathon;
}

export async function createMarathon(
  input: MarathonInput,
  caller: Caller,
  email: string,
): Promise<string> {
  const ref = newMarathonRef();
  const batch = db().batch();
  const places = createdPlaces(input);
  await checkPayoutMethods(caller.uid, places.fields.paymentMethods, []);
  batch.create(ref, {
    ...editableFields(input),
    ...raceListFields(input, places.distances),
    ...places.fields,
    createdBy: email,
    createdByUid: caller.uid,
    createdAt: Timestamp.now(),
  });
  for (const distance of places.distances) createShards(batch, ref, distance);
  createLiveCounts(batch, ref, places.distances);
  // A ballot's seed and commitment exist before its first entry can.
  stageDraw(batch, ref, places.distances, undefined);
  await batch.commit();
  return ref.id;
}

/** Editable fields only: the strict schema already refused createdBy, counts and anything else. */
export async function updateMarathon(race: DocumentSnapshot, input: MarathonInput) {
  return updateMarathonAndPlaces(race.ref, input);
}

/** Deletes a collection in batches, reading only document names. */
async function deleteCollection(collection: CollectionReference): Promise<void> {
  for (;;) {
    const page = await collection.select().limit(400).get();
    if (page.empty) return;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/**
 * The marathon and its counter go first, in one batch: from then on a racing registration fails its
 * shard precondition, so none can be added behind the cleanup. Then the registrations are deleted
 * page by page (explicitly rather than with recursiveDelete: the subcollections are known, and it
 * behaves the same on every Firestore backend).
 */
export async function deleteMarathon(snap: DocumentSnapshot): Promise<{ deletedCount: number }> {
  const batch = db().batch();
  batch.delete(snap.ref);
  // A marathon made outside the API and never migrated has no shards to delete.
  deleteShards(batch, snap);
  const race = marathonOf(snap);
  // The registrations go with their runners' mails, page by page, in the fan-out (mail/fan-out.ts).
  queueFanOut(batch, { kind: 'deleted', race: raceOfModel(race) });
  await batch.commit();
  for (const collection of raceOwnCollections(snap.ref)) await deleteCollection(collection);
  return { deletedCount: 1 };
}

export { marathonCalendar } from './calendar.js';
export { deleteTranslation, getTranslation, putTranslation } from './translations.js';
export {
  featuredMarathons,
  listMarathons,
  marathonsCreatedBy,
  type MarathonPage,
} from './marathon-list.js';
