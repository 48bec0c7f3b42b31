// A person's place on a shift (docs/volunteers.md): signing up (exact under bursts, through the
// shift's place shards), taking a place the waitlist offered, joining and leaving a full shift's
// waitlist, and dropping out (the volunteer, or the organisers), which offers the place on.
//
// A person's shifts must not overlap, whatever they send at once: before taking a place, a
// transaction on their ledger (`volunteerShifts/{uid}`, their document alone) checks the shifts they
// hold and marks this one `claiming`; the place's commit then marks it `signed_up`, and a refusal
// takes the mark back. A mark left by a request that died is void after a minute.
import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { shiftSignUpSchema } from '@run/contract/domain/shifts';
import { mayDo } from '@run/contract/domain/race-roles';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { siteUrl, type Writer } from '../mail/mail.js';
import { newPassId, passQrPng } from '../race-day/race-day.js';
import { marathonOf, raceRoleOf } from '../store/marathon-doc.js';
import {
  dueShiftOffers,
  ledgerEntriesOf,
  ledgerKey,
  ledgerRef,
  shiftVolunteerPlainRef,
  shiftVolunteerRef,
  shiftWaitPlainRef,
  shiftWaitRef,
  waitingForShift,
  type ShiftWaitDoc,
} from '../store/shift-doc.js';
import { userDocRef } from '../store/user-doc.js';
import { hasStarted, overlap, shiftAt, type ShiftAt } from './shift-read.js';
import { forgetLedgerEntry, placesLeft, takeShiftPlace } from './shift-places.js';
import { queueShiftMail } from './shift-mail.js';
import { removeFromShift, settleAt } from './shift-settle.js';

type SignUp = z.output<typeof shiftSignUpSchema>;

/** How long a `claiming` mark stands for a request still under way. */
const CLAIM_MS = 60_000;

/** The person's details as a shift stores them (their place, or their wait). */
async function personOf(caller: Caller, form: SignUp) {
  let name = form.name ?? '';
  if (name === '') {
    const profile = await userDocRef(caller.uid).get();
    name = profile.data()?.name || (caller.email ?? '').split('@')[0] || 'Volunteer';
  }
  return {
    uid: caller.uid,
    name,
    email: caller.email ?? '',
    language: caller.language ?? null,
    phone: form.phone,
    emergencyContact: form.emergencyContact,
    tshirtVariant: form.tshirtVariant ?? null,
    waiverAcceptedAt: Timestamp.now(),
  };
}

const ledgerEntry = (at: ShiftAt, state: 'signed_up' | 'waiting' | 'claiming') => ({
  marathonId: at.marathon.id,
  shiftId: at.shift.id,
  name: at.shift.name,
  startsAt: at.shift.startsAt,
  endsAt: at.shift.endsAt,
  state,
  at: Timestamp.now(),
});

const stageLedger = (
  write: {
    set(ref: FirebaseFirestore.DocumentReference, data: object, o: { merge: true }): unknown;
  },
  uid: string,
  at: ShiftAt,
  state: 'signed_up' | 'waiting' | 'claiming',
) =>
  write.set(
    ledgerRef(uid),
    { shifts: { [ledgerKey(at.marathon.id, at.shift.id)]: ledgerEntry(at, state) } },
    { merge: true },
  );

/**
 * Marks shift `at` in the person's ledger as `state` unless it overlaps a shift they hold (409
 * naming it). A shift they already hold keeps its mark. Answers whether it marked.
 */
async function markInLedger(
  uid: string,
  at: ShiftAt,
  state: 'waiting' | 'claiming',
): Promise<boolean> {
  const key = ledgerKey(at.marathon.id, at.shift.id);
  const { startsAt, endsAt } = at.shift;
  if (startsAt === null || endsAt === null) return false;
  return db().runTransaction(async (tx) => {
    const entries = ledgerEntriesOf((await tx.get(ledgerRef(uid))).data());
    const now = Date.now();
    for (const [other, entry] of entries) {
      if (other === key || entry.state === 'waiting') continue;
      if (entry.state === 'claiming' && now - entry.at.toMillis() > CLAIM_MS) continue;
      if (overlap(entry, { startsAt, endsAt })) {
        throw conflict('shift_overlap', { shift: entry.name });
      }
    }
    if (entries.get(key)?.state === 'signed_up') return false;
    stageLedger(tx, uid, at, state);
    return true;
  });
}

/** Takes back a `claiming` mark of a sign-up that was refused. */
async function unmark(uid: string, at: ShiftAt): Promise<void> {
  const key = ledgerKey(at.marathon.id, at.shift.id);
  await db().runTransaction(async (tx) => {
    const entry = ledgerEntriesOf((await tx.get(ledgerRef(uid))).data()).get(key);
    if (entry?.state === 'claiming') forgetLedgerEntry(tx, uid, at.marathon.id, at.shift.id);
  });
}

/** Stages a person's new place on shard `shard`, with its mail. */
type StagePlace = (write: Writer, shard: number) => void;

export interface SignedUp {
  created: boolean;
  shiftId: string;
  passId: string;
}

/** Signs the caller up for the shift, or takes the place its waitlist offered them. */
export async function signUp(
  marathonId: string,
  shiftId: string,
  caller: Caller,
  form: SignUp,
): Promise<SignedUp> {
  const at = await shiftAt(marathonId, shiftId);
  const mine = shiftVolunteerRef(at.marathon.ref, shiftId, caller.uid);
  const held = await mine.get();
  if (held.exists) return { created: false, shiftId, passId: held.data()?.passId ?? '' };
  if (hasStarted(at.shift)) throw conflict('shift_started');
  const person = await personOf(caller, form);
  const marked = await markInLedger(caller.uid, at, 'claiming');
  try {
    const passId = newPassId();
    const passQr = await passQrPng(siteUrl(), at.marathon.id, passId);
    const race = { id: at.marathon.id, title: marathonOf(at.marathon).title };
    // The place and its mail with the pass, in the write that takes the place.
    const place: StagePlace = (write, shard) => {
      write.create(shiftVolunteerPlainRef(at.marathon.ref, shiftId, caller.uid), {
        ...person,
        shiftId,
        passId,
        shard,
        signedUpAt: Timestamp.now(),
        checkedInAt: null,
        checkedOutAt: null,
      });
      queueShiftMail(write, person, race, at.shift, { kind: 'signed_up', passQr });
    };
    const wait = (await shiftWaitRef(at.marathon.ref, shiftId, caller.uid).get()).data();
    const offerUntil = wait?.offeredUntil ?? null;
    if (wait !== undefined && offerUntil !== null && offerUntil.toMillis() > Date.now()) {
      await takeOffer(at, wait, place);
      return { created: true, shiftId, passId };
    }
    const taken = await takeShiftPlace(at.ref, at.shift, (batch, shard) => {
      place(batch, shard);
      stageLedger(batch, caller.uid, at, 'signed_up');
    });
    if (taken === 'taken') return { created: true, shiftId, passId };
    await lapseDueOffers(at);
    throw conflict('shift_full');
  } catch (err) {
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) {
      // The same request sent twice: the place is the first one's.
      const first = await mine.get();
      return { created: false, shiftId, passId: first.data()?.passId ?? '' };
    }
    if (marked) await unmark(caller.uid, at);
    throw err;
  }
}

/** The offered place taken: the offer's held place becomes the person's, in one transaction. */
async function takeOffer(at: ShiftAt, wait: ShiftWaitDoc, place: StagePlace): Promise<void> {
  await db().runTransaction(async (tx) => {
    const now = await tx.get(shiftWaitRef(at.marathon.ref, at.shift.id, wait.uid));
    const offer = now.data();
    const shard = offer?.shard ?? null;
    if (
      offer?.offeredUntil === null ||
      offer?.offeredUntil === undefined ||
      offer.offeredUntil.toMillis() <= Date.now() ||
      shard === null
    ) {
      throw conflict('shift_full');
    }
    await settleAt(tx, at, (state) => {
      const held = state.shards[shard];
      if (held) {
        held.offers = Math.max(0, held.offers - 1);
        held.count += 1;
      }
      state.waiting = state.waiting.filter((w) => w.uid !== wait.uid);
      tx.delete(shiftWaitPlainRef(at.marathon.ref, at.shift.id, wait.uid));
      place(tx, shard);
      stageLedger(tx, wait.uid, at, 'signed_up');
    });
  });
}

/**
 * Production's lapse rule for shifts (section 9 of the waitlist's): every few minutes, each shift with
 * an offer past its time is settled, passing the place on, without anyone acting. Answers how many
 * shifts it settled.
 */
export async function lapseDueShiftOffers(now = Timestamp.now()): Promise<number> {
  const due = await dueShiftOffers(now, 200).get();
  const shifts = new Map<string, { marathonId: string; shiftId: string }>();
  for (const offer of due.docs) {
    const marathonId = offer.ref.parent.parent?.id ?? '';
    shifts.set(`${marathonId}/${offer.data().shiftId}`, {
      marathonId,
      shiftId: offer.data().shiftId,
    });
  }
  for (const { marathonId, shiftId } of shifts.values()) {
    await lapseDueOffers(await shiftAt(marathonId, shiftId));
  }
  return shifts.size;
}

/**
 * Offers whose time has passed go to the next waiting people (or free their place): when a full
 * shift is met, before saying so, and on the schedule. A read first, so a burst of refused sign-ups
 * writes nothing.
 */
async function lapseDueOffers(at: ShiftAt): Promise<void> {
  const waiting = await waitingForShift(at.marathon.ref, at.shift.id).get();
  const due = waiting.docs.some((w) => {
    const until = w.data().offeredUntil;
    return until !== null && until.toMillis() <= Date.now();
  });
  if (!due) return;
  await db().runTransaction((tx) => settleAt(tx, at, () => undefined));
}

/** Joins the full shift's waitlist: the 1-based position, and whether this request joined. */
export async function joinWaitlist(
  marathonId: string,
  shiftId: string,
  caller: Caller,
  form: SignUp,
): Promise<{ created: boolean; position: number }> {
  const at = await shiftAt(marathonId, shiftId);
  if ((await shiftVolunteerRef(at.marathon.ref, shiftId, caller.uid).get()).exists) {
    throw conflict('shift_already_signed_up');
  }
  if (hasStarted(at.shift)) throw conflict('shift_started');
  const person = await personOf(caller, form);
  await markInLedger(caller.uid, at, 'waiting');
  const ref = shiftWaitPlainRef(at.marathon.ref, shiftId, caller.uid);
  return db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    let created = false;
    let order: ShiftWaitDoc[] = [];
    const { lapsed } = await settleAt(tx, at, (state) => {
      order = state.waiting;
      if (existing.exists) return;
      const nobodyWaits = state.waiting.every((w) => w.offeredUntil !== null);
      if (placesLeft(state.shards) > 0 && nobodyWaits) throw conflict('shift_has_room');
      const stored = {
        ...person,
        shiftId,
        joinedAt: Timestamp.now(),
        offeredUntil: null,
        shard: null,
      };
      tx.create(ref, stored);
      state.waiting.push({ ...stored, id: ref.id });
      created = true;
    });
    const stillWaiting = order.filter((w) => !lapsed.includes(w));
    return { created, position: stillWaiting.findIndex((w) => w.uid === caller.uid) + 1 };
  });
}

/** Leaves the shift's waitlist, or declines the place it offered: 1 when there was a wait. */
export async function leaveWaitlist(
  marathonId: string,
  shiftId: string,
  caller: Caller,
): Promise<{ deletedCount: number }> {
  const at = await shiftAt(marathonId, shiftId);
  return removeFromShift(
    at,
    shiftWaitRef(at.marathon.ref, shiftId, caller.uid),
    caller.uid,
    (wait, state) => {
      const held = wait.shard === null ? undefined : state.shards[wait.shard];
      if (wait.offeredUntil !== null && held) held.offers = Math.max(0, held.offers - 1);
      state.waiting = state.waiting.filter((w) => w.uid !== caller.uid);
    },
  );
}

/** Drops `uid` from the shift (themself, or an organiser): the place goes to the first waiting. */
export async function drop(
  marathonId: string,
  shiftId: string,
  uid: string,
  caller: Caller,
): Promise<{ deletedCount: number }> {
  const at = await shiftAt(marathonId, shiftId);
  if (uid !== caller.uid && !mayDo(raceRoleOf(at.marathon, caller), 'organisers')) {
    throw forbidden('not_own_shift_place');
  }
  return removeFromShift(
    at,
    shiftVolunteerRef(at.marathon.ref, shiftId, uid),
    uid,
    (place, state) => {
      const shard = state.shards[place.shard];
      if (shard) shard.count = Math.max(0, shard.count - 1);
    },
  );
}
