// Registering several runners in one order (docs/orders.md): every entry checked as a registration
// is, then all places taken together through the places door or none, one hold for a priced order
// (its payment on the lead entry, orders/pay.ts), the buyer's own entry under their uid and the
// others under generated ids, managed by the buyer until claimed.
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Language } from '@run/contract/domain/languages';
import { type OrderCreated, type orderInputSchema } from '@run/contract/domain/orders';
import type { z } from 'zod';

import { entryRegistration } from '../checkout/checkout.js';
import { takeOrderUse } from '../coupons/coupons.js';
import type { Caller } from '../lib/auth.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import {
  badRequestAt,
  conflict,
  HttpError,
  notFound,
  soldOut,
  type FieldIssue,
} from '../lib/http-error.js';
import { accountEmailOf, callerLanguage, notifyCaller } from '../mail/mail.js';
import { holdExpiry } from '../payments/payments.js';
import { roomAfterFreeingDue, takePlacesTogether } from '../places/places.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { DISTANCE_FIELD, type StoredDistance } from '../store/distances.js';
import { stageCreditSpent } from '../store/credit-doc.js';
import {
  newGroupPassId,
  newGuestId,
  newOrderId,
  orderDocRef,
  orderRecord,
} from '../store/order-doc.js';
import { givenConsentFields, registrationRef } from '../store/registration-doc.js';
import {
  COUNTED_DAY,
  giveBackClaimMails,
  refuseClaimMailsOver,
  refuseUnverifiedBuyer,
  stageClaimMail,
  takeClaimMails,
} from './claim-mail.js';
import { teamToJoin } from '../teams/teams.js';
import {
  checkLines,
  openRace,
  priceOrder,
  repeatedRunners,
  type Checked,
  type CheckedLines,
} from './checkout.js';
import { orderMoney } from './order-money.js';

type OrderInput = z.output<typeof orderInputSchema>;

/**
 * An entry's refusal, named by its place in the order: "Entry 2: " before the sentence, `entry` in
 * the params (the code stays the entry's own), and its fields as `entries.1.dateOfBirth`.
 */
function ofEntry(err: HttpError, entry: number, details?: FieldIssue[]): HttpError {
  const refusal = { code: err.code, params: { ...err.params, entry } };
  return new HttpError(err.status, refusal, details).worded(`Entry ${entry}: ${err.message}`);
}

/**
 * A line's refusal as the order answers it, named by the line's place: its field errors as
 * `entries.2.dateOfBirth`.
 */
function entryRefusal(index: number, err: HttpError): HttpError {
  if (err.status === 400) {
    return ofEntry(
      err,
      index + 1,
      (err.details ?? []).map((d) => ({ ...d, field: `entries.${index}.${d.field}` })),
    );
  }
  return err.status === 409 ? ofEntry(err, index + 1) : err;
}

/** The names an order's refusal uses for an entry: its place and its runner. */
const entryName = (index: number, e: { firstName: string; lastName: string }) =>
  `entry ${index + 1} (${e.firstName} ${e.lastName})`;

/** 400 or 409, naming the entry, for what an order may not hold; nothing is read. */
function refuseShape(input: OrderInput, caller: Caller): void {
  const repeated = repeatedRunners(input.entries);
  if (repeated.some((r) => r.why === 'twoSelf')) throw badRequestAt('entries', 'two_self_entries');
  const same = repeated[0];
  if (same) {
    // The English names both entries, and so do the params.
    const [first, second] = [same.first + 1, same.index + 1];
    const error = new HttpError(409, { code: 'same_email', params: { first, second } });
    throw error.worded(`${error.message} (entries ${first} and ${second})`);
  }
  if (input.entries.some((e) => e.self !== true)) refuseUnverifiedBuyer(caller);
}

/**
 * The order's first refusal: the first line a check refuses, else 409 naming the first entry whose
 * runner is already registered (the buyer's own entry when the buyer is, first of all).
 */
function refuseLines({ refused, registered }: CheckedLines): void {
  const first = refused[0];
  if (first) throw entryRefusal(first.lineIndex, first.error);
  if (registered.some((r) => r.why === 'self')) throw conflict('already_registered');
  const taken = registered[0];
  if (taken) {
    const { email, firstName, lastName } = taken.entry.contact;
    const params = { email, entry: taken.lineIndex + 1, name: `${firstName} ${lastName}` };
    const error = new HttpError(409, { code: 'email_registered', params });
    throw error.worded(
      `${upperFirst(entryName(taken.lineIndex, taken.entry.contact))}: ${error.message}`,
    );
  }
}

/**
 * The team the whole order joins (docs/teams.md), when it names one: every entry runs the team's
 * distance (409 naming the first that does not), and the team has room for all of them.
 */
async function orderTeam(
  marathon: DocumentSnapshot,
  caller: Caller,
  input: OrderInput,
  checked: readonly Checked[],
): Promise<string | null> {
  const join = { teamId: input.teamId, teamToken: input.teamToken };
  if (join.teamId === undefined && join.teamToken === undefined) return null;
  const first = checked[0];
  if (first === undefined) return null;
  const other = checked.findIndex((e) => e.distance.id !== first.distance.id);
  if (other >= 0) throw ofEntry(conflict('team_other_distance'), other + 1);
  return teamToJoin(marathon, caller, first.distance, join, checked.length);
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * POST /marathon/{id}/orders: 201 with every entry confirmed (free) or held for one payment; 409
 * naming the first entry whose distance is full, or whose runner is already registered; nothing is
 * taken unless everything is.
 */
export async function createOrder(
  id: string,
  caller: Caller,
  input: OrderInput,
  freeDue = true,
): Promise<OrderCreated> {
  const since = performance.now();
  refuseShape(input, caller);
  // The order's language (the buyer's account's, else this request's), read beside the race: its
  // mails go in it, the claim mails to the runners it registers too.
  const speaks = callerLanguage(caller);
  speaks.catch(() => undefined);
  const race = await openRace(id);
  const { snap, now } = race;
  const lines = await checkLines(race, caller, input.entries);
  refuseLines(lines);
  const checked = lines.accepted.map((a) => a.entry);
  const teamId = await orderTeam(snap, caller, input, checked);
  const price = await priceOrder(race, caller, input, checked);
  const { code, currency, dues, discount, credit } = price;
  const orderId = newOrderId();
  const ids = checked.map((e) => (e.self ? caller.uid : newGuestId()));
  // The code's one use is taken before anything else (409 "used up" takes nothing).
  const use = code === null ? null : await takeOrderUse(code, orderId, discount, now);
  const money = orderMoney(
    snap,
    dues,
    credit,
    use === null || code === null ? null : code.checked.coupon.code,
    currency,
    now,
  );
  const { priced, total } = money;
  const creditApplied = credit?.total ?? 0;
  const dueAt = priced ? orderDueAt(money.fields) : null;
  const language = await speaks;
  const docs = checked.map((e, i) =>
    entryDoc(e, money.fields[i] ?? {}, {
      id,
      orderId,
      caller,
      self: e.self,
      now,
      teamId,
      language,
    }),
  );
  const buyerName = buyerNameOf(caller, checked);
  const order = orderRecord(
    {
      source: 'order',
      buyerUid: caller.uid,
      entries: docs.map((fields, i) => ({
        registrationId: ids[i] as string,
        distanceId: checked[i]?.distance.id ?? '',
        fields,
      })),
      currency,
      code: use === null || code === null ? null : code.checked.coupon.code,
      placed: {
        buyerName,
        selfId: checked.some((e) => e.self) ? caller.uid : null,
        groupPassId: newGroupPassId(),
      },
    },
    now,
  );
  const wanted = new Map<StoredDistance, number>();
  for (const e of checked) wanted.set(e.distance, (wanted.get(e.distance) ?? 0) + 1);
  const others = checked.filter((e) => !e.self).length;
  // A free order mails its runners their claim links now; a priced one once paid (payments/confirm.ts),
  // counted then, but a buyer whose day is already full is told now, before paying.
  let counted: Awaited<ReturnType<typeof takeClaimMails>> | null = null;
  try {
    if (priced) await refuseClaimMailsOver(caller, others);
    counted = priced ? null : await takeClaimMails(caller, others);
  } catch (err) {
    await use?.giveBack();
    throw err;
  }
  const giveBack = async () => {
    await Promise.all([giveBackClaimMails(caller, counted), use?.giveBack()]);
  };
  let taken;
  try {
    taken = await takePlacesTogether(snap, wanted, (batch) => {
      batch.create(orderDocRef(snap.ref, orderId), order);
      docs.forEach((data, i) => {
        const ref = registrationRef(snap.ref, ids[i] as string);
        // A free order's runners are confirmed now: each gets their claim link in this write.
        const claim = priced
          ? {}
          : stageClaimMail(
              batch,
              snap,
              {
                email: textOf(data.email),
                firstName: textOf(data.firstName),
                distanceId: textOf(data[DISTANCE_FIELD]),
                managedBy: checked[i]?.self ? null : caller.uid,
                passId: textOf(data.passId),
                language,
              },
              buyerName,
              now,
              COUNTED_DAY,
            );
        batch.create(ref, { ...data, ...claim });
        if (checked[i]?.self) batch.delete(lapsedHoldRef(snap.ref, caller.uid));
      });
      // Spent once: another order or registration spending it at the same moment fails on this create.
      if (credit && creditApplied > 0) {
        stageCreditSpent(batch, credit, caller.uid, id, now);
      }
      const self = checked.find((e) => e.self);
      if (self) {
        notifyCaller(
          batch,
          { caller, form: self.contact, language, marathon: snap, distance: self.distance },
          priced ? orderDueNews(total, currency, dueAt) : { kind: 'confirmed' },
        );
      }
    });
  } catch (err) {
    await giveBack();
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) {
      const self = checked.some((e) => e.self);
      const registered = self && (await registrationRef(snap.ref, caller.uid).get()).exists;
      throw conflict(
        credit && creditApplied > 0 && !registered
          ? 'credit_spent_meanwhile'
          : 'already_registered',
      );
    }
    if (grpcCode(err) === GRPC.NOT_FOUND) throw notFound('marathon_not_found');
    throw err;
  }
  if (!taken.taken) {
    await giveBack();
    const full = taken.soldOut;
    if (freeDue && (await roomAfterFreeingDue(snap, full, since, holdExpiry))) {
      return createOrder(id, caller, input, false);
    }
    const index = checked.findIndex((e) => e.distance.id === full.id);
    const contact = checked[index]?.contact ?? { firstName: '', lastName: '' };
    const name = `${contact.firstName} ${contact.lastName}`;
    throw soldOut('order_too_few_places', { distance: full.name, entry: index + 1, name }, full.id);
  }
  return {
    orderId,
    status: priced ? 'pending_payment' : 'confirmed',
    entries: checked.map((e, i) => ({
      registrationId: ids[i] as string,
      distanceId: e.distance.id,
      status: priced ? 'pending_payment' : 'confirmed',
    })),
    ...(priced && dueAt
      ? {
          payment: {
            total,
            currency,
            dueAt: dueAt.toDate().toISOString(),
            ...(discount > 0 ? { discount } : {}),
            ...(creditApplied > 0 ? { credit: creditApplied } : {}),
          },
        }
      : {}),
  };
}

/** The one deadline of the order's hold: the race's hold time, the same for every entry. */
function orderDueAt(fields: readonly DocumentData[]): Timestamp | null {
  for (const f of fields) {
    const due = f.payment as { dueAt?: Timestamp } | undefined;
    if (due?.dueAt) return due.dueAt;
  }
  return null;
}

/** What the buyer's own entry is told of a priced order: its total and deadline. */
function orderDueNews(total: number, currency: string, dueAt: Timestamp | null) {
  return {
    kind: 'payment_due' as const,
    total: { amount: total, currency },
    dueAt: (dueAt ?? Timestamp.now()).toDate().toISOString(),
  };
}

/** The buyer as the claim mail names them: their own entry's name, else their account's. */
function buyerNameOf(caller: Caller, checked: readonly Checked[]): string {
  const self = checked.find((e) => e.self);
  if (self) return `${self.contact.firstName} ${self.contact.lastName}`.trim();
  return caller.email ?? 'A runner';
}

/**
 * An entry as stored: the registration's fields, with the order's and its money (`hold`, from
 * order-money.ts: a priced order holds every entry until the one payment and frees every place
 * together when the hold runs out).
 */
function entryDoc(
  e: Checked,
  hold: DocumentData,
  o: {
    id: string;
    orderId: string;
    caller: Caller;
    self: boolean;
    now: Timestamp;
    teamId: string | null;
    /** The order's: its entries' mails go in it (a runner's own once they claim theirs). */
    language: Language;
  },
): DocumentData {
  return entryRegistration({
    marathonId: o.id,
    userId: o.self ? o.caller.uid : null,
    form: e.contact,
    distanceId: e.distance.id,
    hold,
    language: o.language,
    more: {
      ...e.answers,
      ...givenConsentFields(e.consent, o.now),
      ...(o.self ? accountEmailOf(o.caller) : { managedBy: o.caller.uid }),
      orderId: o.orderId,
      ...(o.teamId === null ? {} : { teamId: o.teamId }),
    },
    now: o.now,
  });
}
