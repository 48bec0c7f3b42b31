// On-paid hooks (docs/payments.md, "On-paid hooks"): what a paid hold sets off beyond its own
// confirmation belongs to the domain whose hold it is, which registers it here when its public file
// loads, so payments imports none of them. Both kinds read in the confirming transaction, before it
// writes anything:
// - a hand-over (transfers/): the hold is a place given by another runner, and paying it moves that
//   place instead of confirming the hold where it stands;
// - an order's entries (orders/): each entry the payment confirms carries the hook's fields (a claim
//   mail for the runner it was made for), and the hook writes last (the buyer's day of claim mails).
// A hold of either kind confirmed with no hook registered would confirm the wrong way silently, so it
// throws instead: an API instance or a trigger loads every domain (functions/src/index.ts).
import type {
  DocumentData,
  DocumentSnapshot,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';

import type { OrderDoc } from '../store/order-doc.js';
import { registrationOf } from '../store/registration-doc.js';

/**
 * Moves the paid place in the confirming transaction; `paid` is the payer's registration's paid
 * `payment` field. False, with nothing staged, when the place can no longer be given: the money is
 * then late.
 */
export type HandOver = (marathon: DocumentSnapshot, paid: DocumentData, now: Timestamp) => boolean;

export interface HandOverHook {
  /** The hand-over `registration`'s hold waits for, read in `tx`; null when it waits for none. */
  read(tx: Transaction, registration: DocumentSnapshot): Promise<HandOver | null>;
}

export interface OrderPaid {
  /** The fields an entry's confirming write carries, knowing the race pass it is confirmed with. */
  fieldsFor(entry: DocumentSnapshot, passId: string): DocumentData;
  /** Written once every entry is confirmed. */
  finish(): void;
}

export interface OrderPaidHook {
  /** What paying `order` sets off, read in `tx` before any write. */
  read(
    tx: Transaction,
    marathon: DocumentSnapshot,
    order: OrderDoc,
    now: Timestamp,
  ): Promise<OrderPaid>;
}

const handOvers: HandOverHook[] = [];
const orderHooks: OrderPaidHook[] = [];

/** Registers a domain's on-paid hooks (its public file does, once, when it loads). */
export function onPaid(hooks: { handOver?: HandOverHook; order?: OrderPaidHook }): void {
  if (hooks.handOver) handOvers.push(hooks.handOver);
  if (hooks.order) orderHooks.push(hooks.order);
}

/** The hand-over a paid hold waits for, if any (read before any write). */
export async function readHandOver(
  tx: Transaction,
  registration: DocumentSnapshot,
): Promise<HandOver | null> {
  if (handOvers.length === 0 && registrationOf(registration).transferHold !== null) {
    throw new Error('A transfer’s hold was paid with no hand-over hook registered.');
  }
  for (const hook of handOvers) {
    const handOver = await hook.read(tx, registration);
    if (handOver !== null) return handOver;
  }
  return null;
}

/** What paying `order` sets off, every registered hook's together (read before any write). */
export async function readOrderPaid(
  tx: Transaction,
  marathon: DocumentSnapshot,
  order: OrderDoc,
  now: Timestamp,
): Promise<OrderPaid> {
  if (orderHooks.length === 0) throw new Error('An order was paid with no order hook registered.');
  const all: OrderPaid[] = [];
  for (const hook of orderHooks) all.push(await hook.read(tx, marathon, order, now));
  return {
    fieldsFor: (entry, passId) =>
      Object.assign({}, ...all.map((paid) => paid.fieldsFor(entry, passId))) as DocumentData,
    finish: () => all.forEach((paid) => paid.finish()),
  };
}
