// How the one admission (admit.ts) prices its lines on the server, taking nothing yet: the runner's
// own registration, or an order for several runners (docs/orders.md, "Codes and credits"). Both price
// every line with its tier, code and the buyer's credit; they differ in whose the code's use is: a
// single registration's code is the runner's (`coupons/{code}/uses/{uid}`, checked for its distance
// before a ballot distance is refused, with a referrer's code beside it), an order's is the order's
// (`uses/{orderId}`, once per order or per entry). Expiry and withdrawal give each use back by that
// key, so the two keys stay.
import type { DocumentData, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import { refuseBallotDistance } from '../ballot/ballot.js';
import { ownHold } from '../checkout/checkout.js';
import { offeredFor, takeOrderUse, takeUse, type Discounts } from '../coupons/coupons.js';
import type { Caller } from '../lib/auth.js';
import { holdFor, type Hold } from '../pricing/pricing.js';
import { pickCredit, type CreditDoc } from '../store/credit-doc.js';
import { priceOrder, type Checked, type OpenRace } from './checkout.js';
import { orderMoney } from './order-money.js';

/** A use of a code taken for the admission: given back when the admission does not come to be. */
export interface TakenCodeUse {
  giveBack(): Promise<void>;
}

/** An admission priced: what each line stores and owes, and what its commit spends. */
export interface Priced {
  /** Each line's status and payment fields, and what its registration stores of the code and referrer. */
  lines: { hold: DocumentData; stored: DocumentData }[];
  /** What the buyer's own line is told, and a single registration answered. */
  news: Hold['news'];
  answer: Hold['answer'];
  /** Whether the admission owes money (every line held for one payment) or not (all confirmed). */
  priced: boolean;
  total: number;
  currency: string;
  discount: number;
  credit: number;
  /** The credit to mark spent in the admission's commit. */
  spent: { id: string; ref: QueryDocumentSnapshot['ref'] } | null;
  /** The code the order record names. */
  code: string | null;
  /** Takes the code's use (409 "used up" takes nothing), before any place. */
  takeUse(orderId: string): Promise<TakenCodeUse | null>;
}

/** What the buyer asked of the price: a code, a referrer's code, whether to spend their credit. */
export interface PriceAsked extends Discounts {
  useCredit?: boolean | undefined;
}

/**
 * A single registration's line priced: the runner's code checked for its distance (a guaranteed one
 * opens a ballot distance outside the draw, docs/ballot.md), then the hold, and the runner's credit
 * from this organiser (read early by the caller, `credits`) paying what it covers.
 */
export async function priceOwnLine(
  race: OpenRace,
  caller: Caller,
  line: Checked,
  asked: PriceAsked,
  credits: () => Promise<QueryDocumentSnapshot<CreditDoc>[]>,
): Promise<Priced> {
  const { snap, marathon, now } = race;
  const offered = await offeredFor(snap.ref, line.distance, caller.uid, asked, now);
  refuseBallotDistance(line.distance, offered.checked?.coupon.guaranteed === true);
  const priced = holdFor(snap, line.distance, now, offered.terms);
  const owed = priced.answer.payment;
  const credit =
    asked.useCredit === false || owed === undefined || owed.total === 0
      ? null
      : pickCredit(await credits(), marathon.createdByUid, owed.currency, now);
  const own = ownHold({ marathonId: snap.id, caller, priced, credit, offered, now });
  const { hold } = own;
  const payment = hold.answer.payment;
  return {
    lines: [{ hold: hold.fields, stored: own.stored }],
    news: hold.news,
    answer: hold.answer,
    priced: hold.fields.status !== 'confirmed',
    total: payment?.total ?? 0,
    currency: payment?.currency ?? marathon.currency,
    discount: payment?.discount ?? 0,
    credit: payment?.creditApplied ?? 0,
    spent: own.spent,
    code: payment?.code ?? null,
    takeUse: async () => {
      const use = await takeUse(snap.ref, offered, payment, caller.uid, now);
      return use && { giveBack: () => use.giveBackUnlessRegistered() };
    },
  };
}

/**
 * An order's lines priced once (checkout.ts `priceOrder`): its code for the whole order, the buyer's
 * credit spread lead first, and every line held for the one payment, or all confirmed when the code
 * and credit leave nothing to pay (order-money.ts). The lead line carries the order's code.
 */
export async function priceOrderLines(
  race: OpenRace,
  caller: Caller,
  lines: Checked[],
  asked: PriceAsked,
  credits: () => Promise<QueryDocumentSnapshot<CreditDoc>[]>,
): Promise<Priced> {
  const { snap, now } = race;
  const price = await priceOrder(race, caller, asked, lines, credits);
  const { code, currency, dues, discount, credit } = price;
  // A code that gives the order nothing (every line it is valid for is free) takes no use, and the
  // order does not name it.
  const codeName =
    code === null || code.terms.every((t) => t === null) ? null : code.checked.coupon.code;
  const money = orderMoney(snap, dues, credit, codeName, currency, now);
  const dueAt = firstDueAt(money.fields);
  const news: Hold['news'] = money.priced
    ? {
        kind: 'payment_due',
        total: { amount: money.total, currency },
        dueAt: (dueAt ?? now).toDate().toISOString(),
      }
    : { kind: 'confirmed' };
  return {
    lines: money.fields.map((hold) => ({ hold, stored: {} })),
    news,
    answer: { status: money.priced ? 'pending_payment' : 'confirmed' },
    priced: money.priced,
    total: money.total,
    currency,
    discount,
    credit: credit?.total ?? 0,
    spent: credit && credit.total > 0 ? credit : null,
    code: codeName,
    takeUse: (orderId) =>
      code === null ? Promise.resolve(null) : takeOrderUse(code, orderId, discount, now),
  };
}

/** The one deadline of a held order: the race's hold time, the same for every line. */
export function firstDueAt(fields: readonly DocumentData[]): Timestamp | null {
  for (const f of fields) {
    const due = f.payment as { dueAt?: Timestamp } | undefined;
    if (due?.dueAt) return due.dueAt;
  }
  return null;
}
