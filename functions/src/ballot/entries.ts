// Entering a distance's ballot (checked as a registration is, one entry per runner and race) and
// withdrawing before the draw.
import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { ballotStateAt } from '@run/contract/domain/ballot';
import type { RegistrationForm } from '@run/contract/domain/schemas';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import { accountEmailOf, callerLanguage, notifyCaller } from '../mail/mail.js';
import { ballotEntryDocs, ballotEntryRef, drawRef, newBallotEntryId } from '../store/ballot-doc.js';
import { chooseDistance, distancesOf } from '../store/distances.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { checkedRaceForm, splitForm } from '../store/questions.js';
import { languageFields, registrationRef } from '../store/registration-doc.js';
import { entryRecord } from '../store/waitlist-doc.js';
import { ensureDraw } from './seed.js';

/** The entry made, or the runner's entry of this distance already there (a retry: 200, not 201). */
export interface Entered {
  entryId: string;
  retried: boolean;
}

/**
 * A runner's entry already standing for this distance answers its id (a retried request, section 26
 * of the design: 200); one for another distance is 409, as entering twice is.
 */
function standing(entry: DocumentSnapshot | undefined, distanceId: string): Entered | null {
  if (!entry?.exists) return null;
  const stored = ballotEntryDocs.of(entry);
  if (stored.state === 'withdrawn') return null;
  if (stored.distanceId !== distanceId) throw conflict('ballot_already_entered');
  return { entryId: stored.entryId, retried: true };
}

/** The race's document and the caller's entry of its ballot (kept under the runner's uid). */
function callersEntry(id: string, uid: string) {
  const ref = marathonRef(id);
  return { ref, entryRef: ballotEntryRef(ref, uid) };
}

export async function enterBallot(
  id: string,
  caller: Caller,
  submitted: RegistrationForm,
): Promise<Entered> {
  const { contact: form, race: asked, distanceId } = splitForm(submitted);
  // The language of the entry's mails (the account's, else this request's), read beside the rest.
  const speaks = callerLanguage(caller);
  speaks.catch(() => undefined);
  // One read for the race, the runner's registration and their entry: at a ballot's opening every
  // round trip is paid 500 times a second.
  const { ref, entryRef } = callersEntry(id, caller.uid);
  const [marathon, registration, entry] = await db().getAll(
    ref,
    registrationRef(ref, caller.uid),
    entryRef,
  );
  if (!marathon?.exists) throw notFound('marathon_not_found');
  const race = marathonOf(marathon);
  const distance = chooseDistance(race.distances, distanceId);
  const { ballot } = distance;
  if (ballot === null) throw conflict('no_ballot');
  const now = Timestamp.now();
  const state = ballotStateAt(ballot, now.toMillis());
  if (state === 'upcoming') throw conflict('ballot_not_open');
  if (state !== 'open') throw conflict('ballot_closed');
  const answers = checkedRaceForm(race, distance, asked, now);
  if (registration?.exists) throw conflict('already_registered');
  const before = standing(entry, distance.id);
  if (before) return before;
  // The seed exists before the first entry does.
  await ensureDraw(marathon);
  const language = await speaks;
  const entryId = newBallotEntryId();
  const data = {
    ...entryRecord(id, caller.uid, distance.id, {
      form,
      answers,
      accountAddress: { ...accountEmailOf(caller), ...languageFields(language) },
    }),
    entryId,
    state: 'entered',
    enteredAt: now,
    rank: null,
    reserveNumber: null,
    dueAt: null,
  };
  // No transaction: the create (or, after a withdrawal, the update of the version read) fails when
  // another request of the runner's got there first, and one commit is all an entry costs.
  const batch = db().batch();
  const raw = entryRef.withConverter(null);
  if (entry?.exists && entry.updateTime)
    batch.update(raw, data, { lastUpdateTime: entry.updateTime });
  else batch.create(raw, data);
  notifyCaller(
    batch,
    { caller, form, language, marathon: race, distance },
    { kind: 'ballot_entered', drawAt: ballot.drawAt },
  );
  try {
    await batch.commit();
  } catch (err) {
    const code = grpcCode(err);
    if (code === GRPC.ALREADY_EXISTS || code === GRPC.FAILED_PRECONDITION) {
      // Another request of the runner's got there first: its entry is this one's answer.
      const won = standing(await entryRef.get(), distance.id);
      if (won) return won;
      throw conflict('ballot_already_entered');
    }
    throw err;
  }
  return { entryId, retried: false };
}

/**
 * Withdraws the caller's entry while its draw has not begun: the draw's claim writes the draw
 * document this reads, so a withdrawal and a draw never cross.
 */
export async function withdrawEntry(
  id: string,
  caller: Caller,
  entryId: string,
): Promise<{ deletedCount: number }> {
  const { ref, entryRef } = callersEntry(id, caller.uid);
  return db().runTransaction(async (tx) => {
    const [marathon, entrySnap, drawSnap] = await tx.getAll(ref, entryRef, drawRef(ref));
    const data = entrySnap?.exists ? ballotEntryDocs.of(entrySnap) : undefined;
    if (!marathon?.exists || data?.entryId !== entryId) {
      throw notFound('ballot_entry_not_found');
    }
    if (data.state === 'withdrawn') return { deletedCount: 0 };
    const distance = distancesOf(marathon).find((d) => d.id === data.distanceId);
    const drawStarted = drawSnap?.get(new FieldPath('draws', data.distanceId ?? '')) !== undefined;
    const drawTime = distance?.ballot ? Date.parse(distance.ballot.drawAt) : 0;
    if (data.state !== 'entered' || drawStarted || Date.now() >= drawTime) {
      throw conflict('ballot_drawn');
    }
    tx.update(entryRef, { state: 'withdrawn', withdrawnAt: Timestamp.now() });
    return { deletedCount: 1 };
  });
}
