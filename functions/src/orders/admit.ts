// The one admission function (docs/orders.md, "One admission"): a single registration (PATCH
// /marathonApply/{id}) and an order for several runners are each an order of entry lines, admitted
// by the same steps: the race read with its due offers settled, every line checked as a registration
// is, the team, the whole order priced once on the server (admission-price.ts), the code's use, and
// the places taken through the places door together with every write of the admission (the order
// record, each line's registration, the credit spent, the buyer's mail), or nothing. What differs is
// data: a registration's one line is the caller's own, stored under their uid, and sending it again
// changes nothing (`created: false`); an order's other lines are stored under generated ids and
// managed by the buyer until their runners claim them.
import { randomInt } from 'node:crypto';

import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { OrderEntryInput } from '@run/contract/domain/orders';
import * as logger from 'firebase-functions/logger';

import { entryRegistration } from '../checkout/checkout.js';
import type { Caller } from '../lib/auth.js';
import { BoundedMap } from '../lib/bounded-map.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { badRequestAt, conflict, HttpError, notFound, soldOut } from '../lib/http-error.js';
import { accountEmailOf, callerLanguage, notifyCaller } from '../mail/mail.js';
import { holdExpiry } from '../payments/payments.js';
import {
  roomAfterFreeingDue,
  soldOutError,
  takePlace,
  takePlacesTogether,
  type TakeTogetherResult,
} from '../places/places.js';
import { giveNextBib } from '../race-day/race-day.js';
import { stageCreditSpent, unusedCredits } from '../store/credit-doc.js';
import { DISTANCE_FIELD, isPriced, type StoredDistance } from '../store/distances.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { marathonRef } from '../store/marathon-doc.js';
import {
  newGroupPassId,
  newGuestId,
  newOrderId,
  orderDocRef,
  orderRecord,
} from '../store/order-doc.js';
import {
  givenConsentFields,
  registrationDocs,
  registrationRef,
} from '../store/registration-doc.js';
import { teamToJoin, type TeamJoin } from '../teams/teams.js';
import {
  firstDueAt,
  priceOrderLines,
  priceOwnLine,
  type PriceAsked,
  type Priced,
  type TakenCodeUse,
} from './admission-price.js';
import { checkLines, openRace, repeatedRunners, type Checked, type OpenRace } from './checkout.js';
import {
  COUNTED_DAY,
  giveBackClaimMails,
  refuseClaimMailsOver,
  refuseUnverifiedBuyer,
  stageClaimMail,
  takeClaimMails,
  type CountedMails,
} from './claim-mail.js';

/** What is asked to be admitted. */
export interface Admission {
  raceId: string;
  caller: Caller;
  /** `registration`: one line, the caller's own (PATCH /marathonApply); `order`: the order form's. */
  kind: 'registration' | 'order';
  lines: readonly OrderEntryInput[];
  asked: PriceAsked;
  team: TeamJoin;
}

/** An admission stored, or found stored already. */
export interface Admitted {
  /** False when the caller's registration already stood (sent again): nothing new was stored. */
  created: boolean;
  orderId: string;
  entries: { registrationId: string; distanceId: string }[];
  price: Priced;
  /** When the one payment is due (a priced admission), else null. */
  dueAt: Timestamp | null;
}

/**
 * Admits every line or none: 400 or 409 naming the line a check refuses (an order's "Entry 2: ..."),
 * 409 when a code or credit is refused or a distance has too few places; nothing is taken then. A
 * priced race found full first frees its unpaid holds past their time, then tries once more.
 */
export async function admit(a: Admission, freeDue = true): Promise<Admitted> {
  const since = performance.now();
  const { caller, kind } = a;
  refuseShape(a, caller);
  // The admission's language (the account's, else this request's), read beside the race: its mails
  // go in it, an order's claim mails too.
  const speaks = callerLanguage(caller);
  speaks.catch(() => undefined);
  const credits = earlyCredits(a);
  const race = await openRace(a.raceId, requestTime);
  const { snap, marathon, now } = race;
  const checked = await checkedLines(race, a);
  const teamId = await admissionTeam(snap, caller, a.team, checked);
  const price =
    kind === 'registration'
      ? await priceOwnLine(race, caller, checked[0] as Checked, a.asked, credits)
      : await priceOrderLines(race, caller, checked, a.asked, credits);
  rememberCharging(snap, marathon.distances);
  const orderId = newOrderId();
  const ids = checked.map((e) => (e.self ? caller.uid : newGuestId()));
  // The code's use is taken before anything else (409 "used up" takes nothing).
  const use = await price.takeUse(orderId);
  const counted = await countClaimMails(caller, checked, price, use);
  const giveBack = async () => {
    await Promise.all([giveBackClaimMails(caller, counted), use?.giveBack()]);
  };
  const language = await speaks;
  const docs = checked.map((e, i) =>
    entryRegistration({
      marathonId: snap.id,
      userId: e.self ? caller.uid : null,
      form: e.contact,
      distanceId: e.distance.id,
      hold: price.lines[i]?.hold ?? {},
      language,
      more: {
        ...e.answers,
        ...givenConsentFields(e.consent, now),
        ...(e.self ? accountEmailOf(caller) : { managedBy: caller.uid }),
        // An order's entries point at it (orders/pay.ts pays them together); a registration is
        // paid on its own.
        ...(kind === 'order' ? { orderId } : {}),
        ...(teamId === null ? {} : { teamId }),
        ...price.lines[i]?.stored,
      },
      now,
    }),
  );
  const buyerName = buyerNameOf(caller, checked);
  const stage = (batch: WriteBatch) => {
    batch.create(
      orderDocRef(snap.ref, orderId),
      orderRecord(
        {
          source: kind,
          buyerUid: caller.uid,
          entries: docs.map((fields, i) => ({
            registrationId: ids[i] as string,
            distanceId: checked[i]?.distance.id ?? '',
            fields,
          })),
          currency: marathon.currency,
          code: price.code,
          ...(kind === 'order'
            ? {
                placed: {
                  buyerName,
                  selfId: checked.some((e) => e.self) ? caller.uid : null,
                  groupPassId: newGroupPassId(),
                },
              }
            : {}),
        },
        now,
      ),
    );
    docs.forEach((data, i) => {
      // A free order's other runners are confirmed now: each gets their claim link in this write.
      const claim =
        price.priced || checked[i]?.self
          ? {}
          : stageClaimMail(
              batch,
              snap,
              {
                email: textOf(data.email),
                firstName: textOf(data.firstName),
                distanceId: textOf(data[DISTANCE_FIELD]),
                managedBy: caller.uid,
                passId: textOf(data.passId),
                language,
              },
              buyerName,
              now,
              COUNTED_DAY,
            );
      batch.create(registrationRef(snap.ref, ids[i] as string), { ...data, ...claim });
    });
    const self = checked.find((e) => e.self);
    if (self) {
      // A runner registering again after a hold expired: the expired record goes.
      batch.delete(lapsedHoldRef(snap.ref, caller.uid));
      notifyCaller(
        batch,
        { caller, form: self.contact, language, marathon: snap, distance: self.distance },
        price.news,
      );
    }
    // Spent once: another admission spending it at the same moment fails on this create.
    if (price.spent) stageCreditSpent(batch, price.spent, caller.uid, snap.id, now);
  };
  const admitted = (created: boolean): Admitted => ({
    created,
    orderId,
    entries: checked.map((e, i) => ({
      registrationId: ids[i] as string,
      distanceId: e.distance.id,
    })),
    price,
    dueAt: price.priced ? firstDueAt(docs) : null,
  });
  // The caller's own registration as this admission would store it: a commit that landed while its
  // answer was lost still answers "created".
  const ownStored = () =>
    ownWrite(registrationRef(snap.ref, caller.uid), now, textOf(docs[0]?.passId) || undefined);
  let taken: TakeTogetherResult;
  try {
    taken = await takePlaces(snap, checked, stage);
  } catch (err) {
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) {
      const own = checked.some((e) => e.self) ? await ownStored() : { exists: false, ours: false };
      if (kind === 'registration' && (own.exists || !price.spent)) {
        if (!own.ours) await giveBack();
        return admitted(own.ours);
      }
      await giveBack();
      throw conflict(price.spent && !own.exists ? 'credit_spent_meanwhile' : 'already_registered');
    }
    await giveBack();
    if (grpcCode(err) === GRPC.NOT_FOUND) throw notFound('marathon_not_found');
    throw err;
  }
  if (taken.taken) {
    if (!price.priced) await numbered(snap, race, admitted(true).entries);
    return admitted(true);
  }
  // Sold out, unless this runner already holds one of the places, or unpaid holds past their time
  // give some back (asked side by side). A single registration's place on a free race is known
  // exactly by the places door already (places/take.ts); an order's shortfall is asked once more.
  const full = taken.soldOut;
  const [own, room] = await Promise.all([
    kind === 'registration' ? ownStored() : null,
    freeDue && (kind === 'order' || isPriced(marathon.distances))
      ? roomAfterFreeingDue(snap, full, since, holdExpiry)
      : false,
  ]);
  if (own?.exists) {
    if (!own.ours) await giveBack();
    return admitted(own.ours);
  }
  await giveBack();
  if (room) return admit(a, false);
  if (kind === 'registration') throw soldOutError(marathon.distances, full);
  const index = checked.findIndex((e) => e.distance.id === full.id);
  const contact = checked[index]?.contact ?? { firstName: '', lastName: '' };
  const name = `${contact.firstName} ${contact.lastName}`;
  throw soldOut('order_too_few_places', { distance: full.name, entry: index + 1, name }, full.id);
}

/**
 * Every place of the admission with its writes, through the places door: one place through the
 * single door (its shard pool, places/take.ts), several through the door that takes them together.
 */
async function takePlaces(
  snap: DocumentSnapshot,
  checked: readonly Checked[],
  stage: (batch: WriteBatch) => void,
): Promise<TakeTogetherResult> {
  const [only] = checked;
  if (checked.length === 1 && only) {
    const taken = await takePlace(snap, only.distance, stage);
    return taken === 'taken' ? { taken: true } : { taken: false, soldOut: only.distance };
  }
  const wanted = new Map<StoredDistance, number>();
  for (const e of checked) wanted.set(e.distance, (wanted.get(e.distance) ?? 0) + 1);
  return takePlacesTogether(snap, wanted, stage);
}

/** 400 or 409, naming the entry, for what an order may not hold; nothing is read. */
function refuseShape(a: Admission, caller: Caller): void {
  const repeated = repeatedRunners(a.lines.map((l) => ({ self: l.self, email: l.email })));
  if (repeated.some((r) => r.why === 'twoSelf')) throw badRequestAt('entries', 'two_self_entries');
  const same = repeated[0];
  if (same) {
    // The English names both entries, and so do the params.
    const [first, second] = [same.first + 1, same.index + 1];
    const error = new HttpError(409, { code: 'same_email', params: { first, second } });
    throw error.worded(`${error.message} (entries ${first} and ${second})`);
  }
  // Registering others mails addresses the buyer typed (docs/orders.md).
  if (a.lines.some((l) => l.self !== true)) refuseUnverifiedBuyer(caller);
}

/**
 * The lines checked, each as a registration's form is. A registration's refusal is its own; an
 * order's names its entry, and an order also refuses an entry whose runner is registered already
 * (a registration sent again answers that it changed nothing instead). A single registration's
 * ballot distance is decided with its code (admission-price.ts): a guaranteed code opens it.
 */
async function checkedLines(race: OpenRace, a: Admission): Promise<Checked[]> {
  const lines = await checkLines(race, a.caller, a.lines, {
    againstRegistered: a.kind === 'order',
    ballot: a.kind === 'order' ? 'refuse' : 'withCode',
  });
  const first = lines.refused[0];
  if (first) throw a.kind === 'order' ? entryRefusal(first.lineIndex, first.error) : first.error;
  if (lines.registered.some((r) => r.why === 'self')) throw conflict('already_registered');
  const taken = lines.registered[0];
  if (taken) {
    const { email, firstName, lastName } = taken.entry.contact;
    const params = { email, entry: taken.lineIndex + 1, name: `${firstName} ${lastName}` };
    const error = new HttpError(409, { code: 'email_registered', params });
    throw error.worded(`Entry ${taken.lineIndex + 1} (${firstName} ${lastName}): ${error.message}`);
  }
  return lines.accepted.map((l) => l.entry);
}

/**
 * An entry's refusal, named by its place in the order: "Entry 2: " before the sentence, `entry` in
 * the params (the code stays the entry's own), and its fields as `entries.1.dateOfBirth`.
 */
function entryRefusal(index: number, err: HttpError): HttpError {
  if (err.status !== 400 && err.status !== 409) return err;
  const entry = index + 1;
  const refusal = { code: err.code, params: { ...err.params, entry } };
  const details =
    err.status === 400
      ? (err.details ?? []).map((d) => ({ ...d, field: `entries.${index}.${d.field}` }))
      : undefined;
  return new HttpError(err.status, refusal, details).worded(`Entry ${entry}: ${err.message}`);
}

/**
 * The team the whole admission joins (docs/teams.md), when it names one: every entry runs the
 * team's distance (409 naming the first that does not), and the team has room for all of them.
 */
async function admissionTeam(
  marathon: DocumentSnapshot,
  caller: Caller,
  join: TeamJoin,
  checked: readonly Checked[],
): Promise<string | null> {
  if (join.teamId === undefined && join.teamToken === undefined) return null;
  const first = checked[0];
  if (first === undefined) return null;
  const other = checked.findIndex((e) => e.distance.id !== first.distance.id);
  if (other >= 0) throw entryRefusal(other, conflict('team_other_distance'));
  return teamToJoin(marathon, caller, first.distance, join, checked.length);
}

/**
 * The claim mails of the other runners, counted against the buyer's day (orders/claim-mail.ts): a
 * free admission mails them now and counts them now; a priced one mails them once paid, but a buyer
 * whose day is already full is told now, before paying. On refusal the code's use goes back.
 */
async function countClaimMails(
  caller: Caller,
  checked: readonly Checked[],
  price: Priced,
  use: TakenCodeUse | null,
): Promise<CountedMails | null> {
  const others = checked.filter((e) => !e.self).length;
  try {
    if (price.priced) {
      await refuseClaimMailsOver(caller, others);
      return null;
    }
    return await takeClaimMails(caller, others);
  } catch (err) {
    await use?.giveBack();
    throw err;
  }
}

/** Races with a price, as this instance last read them (by path): see `earlyCredits`. */
const chargingRaces = new BoundedMap<string, true>(256);

function rememberCharging(snap: DocumentSnapshot, distances: readonly StoredDistance[]): void {
  if (isPriced(distances)) chargingRaces.set(snap.ref.path, true);
  else chargingRaces.delete(snap.ref.path);
}

/**
 * The caller's unused deferral credits (docs/transfers.md), read once: on a race this instance last
 * saw charging, at the same time as the race instead of after it.
 */
function earlyCredits(a: Admission) {
  let read: ReturnType<typeof unusedCredits> | null = null;
  const credits = () => (read ??= unusedCredits(a.caller.uid));
  if (a.asked.useCredit !== false && chargingRaces.has(marathonRef(a.raceId).path)) {
    // Handled when priced, or left unread when the request fails first.
    credits().catch(() => undefined);
  }
  return credits;
}

/**
 * Once a race's bibs are assigned, each new confirmed entry gets the next free number of its
 * distance as it is admitted. A failure here leaves the runner admitted without a bib (the next
 * assignment job gives one), never unadmitted: it is logged, not answered.
 */
async function numbered(
  marathon: DocumentSnapshot,
  race: OpenRace,
  entries: readonly { registrationId: string; distanceId: string }[],
): Promise<void> {
  if (!race.marathon.bibsAssigned) return;
  for (const e of entries) {
    const distance = race.marathon.distances.find((d) => d.id === e.distanceId);
    if (distance === undefined) continue;
    await giveNextBib(marathon, e.registrationId, distance).catch((err: unknown) => {
      logger.warn('no bib for a new registration', { marathon: marathon.id, error: String(err) });
    });
  }
}

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

/** The buyer as the claim mail names them: their own entry's name, else their account's. */
function buyerNameOf(caller: Caller, checked: readonly Checked[]): string {
  const self = checked.find((e) => e.self);
  if (self) return `${self.contact.firstName} ${self.contact.lastName}`.trim();
  return caller.email ?? 'A runner';
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
