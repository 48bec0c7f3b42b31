// What admitting an order and quoting it share (docs/orders.md): the race read and open, each entry
// checked as a registration is, and the order priced once on the server with its code and the
// buyer's credit. `admit` (admit.ts) then takes the code's use and the places; `quoteOrder` takes
// nothing, so a quote and the order it quotes can never differ.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrderEntryInput } from '@run/contract/domain/orders';

import { refuseBallotDistance } from '../ballot/ballot.js';
import { orderCodeFor, type OrderCode } from '../coupons/coupons.js';
import type { Caller } from '../lib/auth.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { holdExpiry } from '../payments/payments.js';
import { holdFor, type Due } from '../pricing/pricing.js';
import { settleDue } from '../places/places.js';
import { pickCredit, unusedCredits } from '../store/credit-doc.js';
import { chooseDistance, type StoredDistance } from '../store/distances.js';
import {
  marathonOf,
  marathonRef,
  refuseUnlessOpen,
  type MarathonDoc,
} from '../store/marathon-doc.js';
import { checkedRaceForm, splitForm, type RaceAnswers } from '../store/questions.js';
import { registeredEmails } from '../store/registered-emails.js';
import { registrationRef } from '../store/registration-doc.js';
import { dueOfHold, spreadCredit } from './order-money.js';

/** An entry checked: its runner, distance, answers and its price before the order's credit. */
export interface Checked {
  self: boolean;
  contact: { firstName: string; lastName: string; email: string };
  distance: StoredDistance;
  answers: RaceAnswers;
  /** The runner's consent as the entry gave it (stored with its time when given). */
  consent: { smsOptIn?: boolean | undefined; marketingOptIn?: boolean | undefined };
  hold: ReturnType<typeof holdFor>;
}

export interface OpenRace {
  snap: DocumentSnapshot;
  marathon: MarathonDoc;
  now: Timestamp;
}

/**
 * The race, its due offers settled first (404, or 409 while registration is not open), and the
 * admission's time, taken after the read (`clock`: a registration's own, admit.ts).
 */
export async function openRace(id: string, clock = () => Timestamp.now()): Promise<OpenRace> {
  const read = await marathonRef(id).get();
  const [snap] = await settleDue([read], holdExpiry, { holds: false });
  if (!snap?.exists) throw notFound('marathon_not_found');
  const marathon = marathonOf(snap);
  refuseUnlessOpen(marathon);
  return { snap, marathon, now: clock() };
}

/**
 * One entry checked exactly as a registration's form is (400 or 409, thrown as for one). A ballot
 * distance is refused here unless `ballot` says the code decides it (admission-price.ts).
 */
function checkEntry(race: OpenRace, entry: OrderEntryInput, ballot: BallotCheck): Checked {
  const { snap, marathon, now } = race;
  const { self, ...form } = entry;
  const { contact, race: asked, distanceId, consent } = splitForm(form);
  const distance = chooseDistance(marathon.distances, distanceId);
  if (ballot === 'refuse') refuseBallotDistance(distance);
  const answers = checkedRaceForm(marathon, distance, asked, now);
  const hold = holdFor(snap, distance, now);
  return { self: self === true, contact, distance, answers, consent, hold };
}

/** A line naming a runner the order already has: a second `self`, or an email an earlier line gave. */
export interface RepeatedRunner {
  index: number;
  why: 'twoSelf' | 'sameEmail';
  /** The earlier line with the same email (`sameEmail`). */
  first: number;
}

/**
 * The lines an order may not hold beside its earlier ones, in the order's order; nothing is read.
 * Placing an order refuses the first of them, a quote names each (one rule for both).
 */
export function repeatedRunners(
  lines: readonly { self?: boolean | undefined; email: string }[],
): RepeatedRunner[] {
  const found: RepeatedRunner[] = [];
  const seen = new Map<string, number>();
  let selves = 0;
  lines.forEach((line, index) => {
    if (line.self === true && ++selves > 1) {
      found.push({ index, why: 'twoSelf', first: index });
      return;
    }
    const email = line.email.trim().toLowerCase();
    const first = seen.get(email);
    if (first === undefined) seen.set(email, index);
    else found.push({ index, why: 'sameEmail', first });
  });
  return found;
}

/**
 * The entries whose runner is already registered for the race, in the order's order: the buyer's own
 * entry when the buyer is (`self`), any entry whose email a registration of the race names (`email`).
 */
async function registeredAmong(
  marathon: DocumentSnapshot,
  caller: Caller,
  checked: readonly Checked[],
): Promise<{ index: number; why: 'self' | 'email' }[]> {
  const selfIndex = checked.findIndex((e) => e.self);
  const [own, taken] = await Promise.all([
    selfIndex >= 0 ? registrationRef(marathon.ref, caller.uid).get() : null,
    registeredEmails(
      marathon.ref,
      checked.map((e) => e.contact.email),
    ),
  ]);
  const found: { index: number; why: 'self' | 'email' }[] = [];
  checked.forEach((e, index) => {
    if (index === selfIndex && own?.exists) found.push({ index, why: 'self' });
    else if (taken.has(e.contact.email.trim().toLowerCase())) found.push({ index, why: 'email' });
  });
  return found;
}

/** An order's lines checked, each as a registration's form is, and against the race's registrations. */
export interface CheckedLines {
  /** The lines every check passes, in the order's order, each with its place in the order. */
  accepted: { lineIndex: number; entry: Checked }[];
  /** The lines a check refuses (400 or 409), in the order's order, with the refusal. */
  refused: { lineIndex: number; error: HttpError }[];
  /** Among `accepted`, those whose runner is registered already (`self`: the buyer's own entry). */
  registered: { lineIndex: number; entry: Checked; why: 'self' | 'email' }[];
}

/** Whether a ballot distance is refused with the line, or decided with the line's code. */
type BallotCheck = 'refuse' | 'withCode';

/**
 * Every line of an order checked, the step admitting it and quoting it share: admitting refuses the
 * first refusal, a quote names each. Lines in `skip` (a quote's repeated runners) are left out. Each
 * line is also looked up among the race's registrations unless `againstRegistered` is false (a
 * runner's own registration, which stands once whoever sends it). A server fault is thrown on, never
 * taken for a line's refusal.
 */
export async function checkLines(
  race: OpenRace,
  caller: Caller,
  lines: readonly OrderEntryInput[],
  {
    skip = new Set<number>(),
    againstRegistered = true,
    ballot = 'refuse',
  }: { skip?: ReadonlySet<number>; againstRegistered?: boolean; ballot?: BallotCheck } = {},
): Promise<CheckedLines> {
  const accepted: CheckedLines['accepted'] = [];
  const refused: CheckedLines['refused'] = [];
  lines.forEach((line, lineIndex) => {
    if (skip.has(lineIndex)) return;
    try {
      accepted.push({ lineIndex, entry: checkEntry(race, line, ballot) });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      refused.push({ lineIndex, error });
    }
  });
  const found = againstRegistered
    ? await registeredAmong(
        race.snap,
        caller,
        accepted.map((a) => a.entry),
      )
    : [];
  const registered = found.map(({ index, why }) => ({
    ...(accepted[index] as CheckedLines['accepted'][number]),
    why,
  }));
  return { accepted, refused, registered };
}

/** What the order owes, priced once: each entry's due and the credit that pays part of it. */
export interface OrderPrice {
  code: OrderCode | null;
  currency: string;
  /** Each entry's due after the code (null: a free distance), in the order's order. */
  dues: (Due | null)[];
  /** The entries' prices before any discount (amount), summed. */
  subtotal: number;
  discount: number;
  fee: number;
  credit: { id: string; ref: DocumentReference; applied: number[]; total: number } | null;
  /** What the order's one payment asks: the dues less the credit. */
  total: number;
}

/**
 * The order priced on the server (docs/orders.md, "Codes and credits"): its code checked for the whole
 * order (409 with its sentence) and each entry it discounts priced again with it; the buyer's credit
 * from this organiser, unless `useCredit` is false, paying the entries lead first (`credits`: read
 * early by an admission, admit.ts). Reads only.
 */
export async function priceOrder(
  race: OpenRace,
  caller: Caller,
  input: { code?: string | undefined; useCredit?: boolean | undefined },
  checked: Checked[],
  credits = () => unusedCredits(caller.uid),
): Promise<OrderPrice> {
  const { marathon, now } = race;
  const code = await codeOf(race, caller, input.code, checked);
  const currency = checked[0]?.hold.answer.payment?.currency ?? marathon.currency;
  const dues = checked.map((e) => dueOfHold(e.hold));
  const sum = (f: (due: Due) => number) => dues.reduce((n, due) => n + (due ? f(due) : 0), 0);
  const owed = sum((due) => due.total);
  // As on a single registration (docs/transfers.md): an order with nothing to pay spends no credit.
  const creditSnap =
    input.useCredit === false || owed === 0
      ? null
      : pickCredit(await credits(), marathon.createdByUid, currency, now);
  const applied = creditSnap ? spreadCredit(dues, creditSnap.data().amount) : [];
  const credited = applied.reduce((n, a) => n + a, 0);
  return {
    code,
    currency,
    dues,
    subtotal: sum((due) => due.amount),
    discount: sum((due) => due.discount ?? 0),
    fee: sum((due) => due.fee),
    credit:
      creditSnap && credited > 0
        ? { id: creditSnap.id, ref: creditSnap.ref, applied, total: credited }
        : null,
    total: owed - credited,
  };
}

/** The order's code, when it names one: each entry it discounts priced again with it. */
async function codeOf(
  race: OpenRace,
  caller: Caller,
  code: string | undefined,
  checked: Checked[],
): Promise<OrderCode | null> {
  if (code === undefined) return null;
  const { snap, now } = race;
  const entries = checked.map((e) => ({
    distance: e.distance,
    price: e.hold.answer.payment?.total ?? 0,
  }));
  const found = await orderCodeFor(snap.ref, caller.uid, code, entries, now);
  checked.forEach((e, i) => {
    const terms = found.terms[i];
    if (terms) e.hold = holdFor(snap, e.distance, now, terms);
  });
  return found;
}
