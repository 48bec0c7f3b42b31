// An order's one payment is carried by its lead entry's hold (docs/orders.md): whatever that hold
// does (its attempt starts and is extended, it is paid), the other entries of the order follow in
// the same transaction. These read them, after the lead, before any write.
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { conflict } from '../lib/http-error.js';
import { orderRef, type OrderDoc } from '../store/order-doc.js';
import { refundsOfEntry } from '../store/refund-doc.js';
import { registrationOf, registrationRef } from '../store/registration-doc.js';
import { toRegistrationPayment } from '../store/registration-payment.js';

export interface Companions {
  order: OrderDoc;
  /** The order's other entries as they stand (a missing one does not exist). */
  entries: DocumentSnapshot[];
}

/** The order `lead` carries the payment of, and its other entries; null for any other registration. */
export async function orderCompanions(
  tx: Transaction,
  marathon: DocumentReference,
  lead: DocumentSnapshot,
): Promise<Companions | null> {
  if (!lead.exists) return null;
  const { orderId } = registrationOf(lead);
  if (orderId === null) return null;
  const order = (await tx.get(orderRef(marathon, orderId))).data();
  if (order === undefined || order.entryIds[0] !== lead.id) return null;
  const others = order.entryIds.slice(1).map((id) => registrationRef(marathon, id));
  const entries = others.length === 0 ? [] : await tx.getAll(...others);
  return { order, entries };
}

/** Whether every other entry still waits for the order's payment (else the payment is late). */
export const allStillHeld = (companions: Companions | null): boolean =>
  companions === null ||
  companions.entries.every((e) => e.exists && registrationOf(e).status === 'pending_payment');

/** The other entries of the order `leadId` carries the payment of, read now (outside a transaction). */
export async function companionsOf(
  marathon: DocumentReference,
  leadId: string,
): Promise<DocumentSnapshot[]> {
  const lead = await registrationRef(marathon, leadId).get();
  const { orderId } = lead.exists ? registrationOf(lead) : { orderId: null };
  if (orderId === null) return [];
  const order = (await orderRef(marathon, orderId).get()).data();
  if (order === undefined || order.entryIds[0] !== leadId) return [];
  const others = order.entryIds.slice(1).map((id) => registrationRef(marathon, id));
  return others.length === 0
    ? []
    : (await marathon.firestore.getAll(...others)).filter((e) => e.exists);
}

/**
 * 409 for an entry of an order still waiting for its one payment: withdrawing it alone would change
 * what the order's attempt asks for; the order is paid whole, or its hold runs out whole.
 */
export function refuseUnpaidOrder(registration: DocumentSnapshot): void {
  const r = registrationOf(registration);
  if (r.orderId !== null && r.status === 'pending_payment') throw conflict('order_unpaid');
}

/**
 * The order `entry` (read in `tx`) belongs to, while held: its lead, which carries the payment, and
 * the order's total; null for a registration of no order.
 */
export async function orderLeadOf(
  tx: Transaction,
  marathon: DocumentReference,
  entry: DocumentSnapshot,
): Promise<{ lead: DocumentSnapshot; total: number } | null> {
  const { orderId } = registrationOf(entry);
  if (orderId === null) return null;
  const order = (await tx.get(orderRef(marathon, orderId))).data();
  const leadId = order?.entryIds[0];
  if (order === undefined || leadId === undefined) return null;
  const lead = leadId === entry.id ? entry : await tx.get(registrationRef(marathon, leadId));
  return lead.exists ? { lead, total: order.total } : null;
}

/**
 * What paying an order asks, read now: its lead entry (which carries the one attempt) and what is
 * due, the order's total and never the lead's own share; null when it is not waiting for money.
 */
export async function orderPaymentOf(marathon: DocumentReference, order: OrderDoc) {
  const leadId = order.entryIds[0];
  const lead = leadId === undefined ? null : await registrationRef(marathon, leadId).get();
  if (!lead?.exists) return null;
  const { status, payment } = registrationOf(lead);
  if (status !== 'pending_payment' || payment === null) return null;
  const due = toRegistrationPayment(payment);
  return {
    lead,
    due: { ...due, amount: order.total, fee: 0, total: order.total },
    order: { orderId: order.id, buyerUid: order.buyerUid },
  };
}

/** The order of a held registration, read now (null for none). */
export async function orderOfEntry(marathon: DocumentReference, entry: DocumentSnapshot) {
  const { orderId } = registrationOf(entry);
  if (orderId === null) return null;
  return (await orderRef(marathon, orderId).get()).data() ?? null;
}

/**
 * What of ledger entry `entry` is `registration`'s: an order's one payment is shared by its
 * entries, each its own price, so a refund or a credit for one entry is never more than its share;
 * any other entry is the registration's whole (Infinity: no cap).
 */
function orderShareOf(registration: DocumentSnapshot, entry: DocumentSnapshot): number {
  const r = registrationOf(registration);
  return r.orderId !== null && r.payment?.paymentId === entry.id
    ? r.payment.total
    : Number.POSITIVE_INFINITY;
}

/**
 * What is left of `registration`'s share of each of its `entries`, read now (or in `tx`): of an
 * order's payment, its share less the refunds (not failed) given back for it; any other entry is the
 * registration's whole (Infinity). Refunds stored before they named their registration count for
 * none.
 */
export async function shareLeftOf(
  marathon: DocumentReference,
  registration: DocumentSnapshot,
  entries: readonly DocumentSnapshot[],
  tx?: Transaction,
): Promise<(entry: DocumentSnapshot) => number> {
  const left = new Map<string, number>();
  for (const entry of entries) {
    const share = orderShareOf(registration, entry);
    if (!Number.isFinite(share)) continue;
    const query = refundsOfEntry(marathon, entry.id);
    const refunds = (tx ? await tx.get(query) : await query.get()).docs.map((d) => d.data());
    const given = refunds
      .filter((r) => r.state !== 'failed' && r.registrationId === registration.id)
      .reduce((n, r) => n + r.amount, 0);
    left.set(entry.id, Math.max(0, share - given));
  }
  return (entry) => left.get(entry.id) ?? Number.POSITIVE_INFINITY;
}
