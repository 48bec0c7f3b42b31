// Applying for a race: exactly once, even when sent 20 times at once, with a place taken through the
// places door, a priced distance's hold, a credit's use, and the confirmation mail.
import { randomInt } from 'node:crypto';

import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { ApplyResponse } from '@run/contract/domain/api-types';
import type { RegistrationForm } from '@run/contract/domain/schemas';
import * as logger from 'firebase-functions/logger';

import { refuseBallotDistance } from '../ballot/ballot.js';
import { ownEntry, stageOneEntry } from '../checkout/checkout.js';
import { offeredFor, takeUse, type Discounts } from '../coupons/coupons.js';
import { holdExpiry } from '../payments/payments.js';
import { teamToJoin, type TeamJoin } from '../teams/teams.js';
import type { Caller } from '../lib/auth.js';
import { BoundedMap } from '../lib/bounded-map.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import { callerLanguage, notifyCaller } from '../mail/mail.js';
import { roomAfterFreeingDue, settleDue, soldOutError, takePlace } from '../places/places.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { holdFor } from '../pricing/pricing.js';
import { pickCredit, stageCreditSpent, unusedCredits } from '../store/credit-doc.js';
import {
  marathonOf,
  marathonRef,
  refuseUnlessOpen,
  type MarathonDoc,
} from '../store/marathon-doc.js';
import {
  givenConsentFields,
  registrationDocs,
  registrationRef,
} from '../store/registration-doc.js';
import { giveNextBib } from '../race-day/race-day.js';
import { chooseDistance, isPriced, type StoredDistance } from '../store/distances.js';
import { checkedRaceForm, splitForm } from '../store/questions.js';

const { ALREADY_EXISTS, NOT_FOUND } = GRPC;

/**
 * Whether the registration this request wrote is the one stored: a commit that landed while its
 * answer was lost (and was then retried) must still answer "registered", not "already registered".
 * Told by the request's own `createdAt` (`requestTime`) and, for a confirmed place, its random race
 * pass id: two requests of one runner in the same millisecond are never both "registered".
 */
async function ownWrite(registration: DocumentReference, createdAt: Timestamp, passId?: string) {
  const stored = (await registration.withConverter(registrationDocs).get()).data();
  const samePass = passId === undefined || stored?.passId === passId;
  return {
    exists: stored !== undefined,
    ours: stored?.createdAt?.isEqual(createdAt) === true && samePass,
  };
}

/**
 * Now, with random microseconds inside the current millisecond (Firestore keeps microseconds): a
 * request's own `createdAt`, which concurrent requests of one runner seldom share (ownWrite).
 */
function requestTime(): Timestamp {
  const ms = Date.now();
  return new Timestamp(Math.floor(ms / 1000), (ms % 1000) * 1_000_000 + randomInt(1000) * 1000);
}

/**
 * Once a race's bibs are assigned, each new registration gets the next free number of its distance
 * as it registers. A failure here leaves the runner registered without a bib (the next assignment
 * job gives one), never unregistered: it is logged, not answered.
 */
async function numbered(
  marathon: DocumentSnapshot,
  race: MarathonDoc,
  uid: string,
  distance: StoredDistance,
): Promise<1> {
  if (!race.bibsAssigned) return 1;
  await giveNextBib(marathon, uid, distance).catch((err: unknown) => {
    logger.warn('no bib for a new registration', { marathon: marathon.id, error: String(err) });
  });
  return 1;
}

/** Races with a price, as this instance last read them (by path): see `applyToMarathon`. */
const chargingRaces = new BoundedMap<string, true>(256);
/**
 * `modifiedCount` 1 when the caller is now registered (with `status` and `payment` when the distance
 * has a price), 0 when they already were; 409 when no place is left, or a discount code is refused
 * (docs/coupons.md). A priced race found full first frees its unpaid holds past their time
 * (`freeDue`), then tries once more.
 */
export async function applyToMarathon(
  id: string,
  caller: Caller,
  submitted: RegistrationForm,
  discounts: Discounts & { team?: TeamJoin } = {},
  freeDue = true,
): Promise<ApplyResponse> {
  const since = performance.now();
  const { contact: form, race: asked, distanceId, consent } = splitForm(submitted);
  const ref = marathonRef(id);
  // On a race this instance last saw charging, the runner's deferral credits are read at the same
  // time as the race instead of after it (docs/transfers.md).
  const early = chargingRaces.has(ref.path) ? unusedCredits(caller.uid) : null;
  // Handled below, or left unread when the request fails first.
  early?.catch(() => undefined);
  // The language its mails go in, read beside the race (the account's, else this request's).
  const speaks = callerLanguage(caller);
  speaks.catch(() => undefined);
  const read = await ref.get();
  // Offers past their deadline lapse first (no read when none is due), so the places they held count;
  // unpaid holds past their time only once the distance is full (below).
  const [snap] = await settleDue([read], holdExpiry, { holds: false });
  if (!snap?.exists) throw notFound('marathon_not_found');
  const marathon = marathonOf(snap);
  refuseUnlessOpen(marathon);
  const { distances } = marathon;
  const distance = chooseDistance(distances, distanceId);
  const now = requestTime();
  const answers = checkedRaceForm(marathon, distance, asked, now);
  const registration = registrationRef(ref, caller.uid);
  const offered = await offeredFor(ref, distance, caller.uid, discounts, now);
  // A ballot distance takes only a guaranteed code's holder outside the draw (docs/ballot.md).
  refuseBallotDistance(distance, offered.checked?.coupon.guaranteed === true);
  // A team joined while registering (docs/teams.md): checked before any place is taken.
  const teamId = await teamToJoin(snap, caller, distance, discounts.team ?? {});
  const priced = holdFor(snap, distance, now, offered.terms);
  if (isPriced(distances)) chargingRaces.set(ref.path, true);
  else chargingRaces.delete(ref.path);
  // A deferral's credit from this organiser, in this currency, pays what it covers (docs/transfers.md);
  // nothing to pay (a free distance, a code that took the whole price) spends none of it.
  const owed = priced.answer.payment;
  const credit =
    owed === undefined || owed.total === 0
      ? null
      : pickCredit(
          await (early ?? unusedCredits(caller.uid)),
          marathon.createdByUid,
          owed.currency,
          now,
        );
  const language = await speaks;
  const admitted = ownEntry({
    marathonId: id,
    caller,
    form,
    distanceId: distance.id,
    priced,
    credit,
    offered,
    language,
    more: {
      ...answers,
      ...(teamId === null ? {} : { teamId }),
      ...givenConsentFields(consent, now),
    },
    now,
  });
  const { hold, spent, fields: data } = admitted;
  const confirmed = hold.fields.status === 'confirmed';
  const registered = (n: 0 | 1): ApplyResponse =>
    n === 1 ? { modifiedCount: 1, ...hold.answer } : { modifiedCount: 0 };
  const placeRegistration = async (): Promise<ApplyResponse> => {
    try {
      const taken = await takePlace(snap, distance, (batch) => {
        const { currency } = marathon;
        stageOneEntry(
          batch,
          ref,
          { source: 'registration', registrationId: caller.uid, currency },
          data,
        );
        // A runner registering again after a hold expired: the expired record goes.
        batch.delete(lapsedHoldRef(snap.ref, caller.uid));
        // Spent once: a second registration spending it at the same moment fails on this create.
        if (spent) {
          stageCreditSpent(batch, spent, caller.uid, id, now);
        }
        notifyCaller(batch, { caller, form, language, marathon, distance }, hold.news);
      });
      if (taken === 'taken') {
        return registered(confirmed ? await numbered(snap, marathon, caller.uid, distance) : 1);
      }
      // Sold out, unless this runner already holds one of the places, or unpaid holds past their
      // time give some back (asked side by side).
      const [held, room] = await Promise.all([
        ownWrite(registration, now, data.passId),
        freeDue && isPriced(distances)
          ? roomAfterFreeingDue(snap, distance, since, holdExpiry)
          : false,
      ]);
      if (held.exists) return registered(held.ours ? 1 : 0);
      if (room) return applyToMarathon(id, caller, submitted, discounts, false);
      throw soldOutError(distances, distance);
    } catch (err) {
      if (grpcCode(err) === ALREADY_EXISTS) {
        const own = await ownWrite(registration, now, data.passId);
        if (spent && !own.exists) {
          throw conflict('credit_spent_meanwhile');
        }
        return registered(own.ours ? 1 : 0);
      }
      if (grpcCode(err) === NOT_FOUND) throw notFound('marathon_not_found');
      throw err;
    }
  };
  // The code's use is taken before the place (409 "used up" takes nothing), and given back when
  // the registration does not come to be.
  const use = await takeUse(ref, offered, hold.answer.payment, caller.uid, now);
  try {
    const answer = await placeRegistration();
    if (answer.modifiedCount === 0) await use?.giveBackUnlessRegistered();
    return answer;
  } catch (err) {
    await use?.giveBackUnlessRegistered();
    throw err;
  }
}
