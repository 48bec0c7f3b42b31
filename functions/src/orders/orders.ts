// The orders domain's public file (docs/orders.md): placing an order, paying it once, the buyer's
// orders with each entry's state and the group pass, changing, transferring or withdrawing an entry
// they still manage, and a runner claiming the entry made for them.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { PaymentStarted, WithdrawResponse } from '@run/contract/domain/api-types';
import type { PaymentMethod } from '@run/contract/domain/money';
import { type MyOrder } from '@run/contract/domain/orders';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { toIso } from '../store/stored-time.js';
import { storedAddress } from '../mail/mail.js';
import { onPaid, startOrderPayment } from '../payments/payments.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { withdrawByPolicy } from '../registrations/registrations.js';
import { marathonOf } from '../store/marathon-doc.js';
import { ordersOfBuyer, type OrderDoc } from '../store/order-doc.js';
import { claimMailsOnPaid } from './claim-mail.js';
import { buyersOrder, managedEntry } from './manage.js';
import {
  raceDayOf,
  registrationOf,
  registrationRef,
  type RegistrationDoc,
} from '../store/registration-doc.js';

// A paid order mails each runner it was made for their claim link (payments confirms, orders mails).
onPaid({ order: claimMailsOnPaid });

export { claimEntry } from './claim.js';
export { createOrder } from './create.js';
export { quoteOrder } from './quote.js';
export { register } from './register.js';
export { transferOrderEntry, updateOrderEntry } from './manage.js';

/** POST .../orders/{orderId}/payments: the order's one attempt, on its lead entry's hold. */
export async function payOrder(
  id: string,
  caller: Caller,
  orderId: string,
  method: PaymentMethod,
): Promise<PaymentStarted> {
  const { marathon, order } = await buyersOrder(id, caller, orderId);
  return startOrderPayment(marathon, order, method);
}

/**
 * DELETE .../orders/{orderId}/entries/{registrationId}: the buyer withdraws one entry they still
 * manage (their own or an unclaimed one) of a paid or free order; its share comes back by policy.
 */
export async function withdrawOrderEntry(
  id: string,
  caller: Caller,
  orderId: string,
  entryId: string,
): Promise<WithdrawResponse> {
  const { marathon, registration } = await managedEntry(id, caller, orderId, entryId);
  if (registration === null) return { deletedCount: 0 };
  // The buyer's own entry tells them as a withdrawal does; another runner's entry has no account.
  const done = await withdrawByPolicy(marathon, registration, storedAddress);
  if (!done.released) return { deletedCount: 0 };
  return done.refund ? { deletedCount: 1, refund: done.refund } : { deletedCount: 1 };
}

/** An entry as the buyer's order shows it: its registration, a lapsed hold, or gone. */
function entryView(
  order: OrderDoc,
  entryId: string,
  stored: RegistrationDoc | null,
  lapsed: RegistrationDoc | null,
): MyOrder['entries'][number] {
  const claimed = order.claimedBy[entryId] !== undefined;
  const r = stored ?? lapsed;
  // A lapsed entry's place ran out unpaid, or the buyer gave it to another runner (a transfer).
  const gone = lapsed?.status === 'transferred' ? 'transferred' : 'expired';
  const status = stored ? stored.status : lapsed ? gone : 'withdrawn';
  return {
    registrationId: claimed ? (order.claimedBy[entryId] as string) : entryId,
    distanceId: r?.distanceId ?? '',
    status,
    firstName: r?.firstName ?? '',
    lastName: r?.lastName ?? '',
    // A claimed entry is its runner's now: the buyer keeps only the name they typed.
    email: claimed ? '' : (r?.email ?? ''),
    self: entryId === order.selfId,
    claimed,
    bib: claimed || r === null ? null : raceDayOf(r).bib,
    passId: claimed || r === null || status !== 'confirmed' ? null : raceDayOf(r).passId,
    total: r?.payment?.total ?? 0,
    // A claimed entry's consent is its runner's own business now.
    smsOptIn: !claimed && r?.smsOptIn === true,
    marketingOptIn: !claimed && r?.marketingOptIn === true,
  };
}

/** The order's state, read from its entries: paid once any is confirmed, held while any waits. */
function orderStatus(entries: MyOrder['entries']): MyOrder['status'] {
  if (entries.some((e) => e.status === 'confirmed')) return 'confirmed';
  if (entries.some((e) => e.status === 'pending_payment')) return 'pending_payment';
  return 'expired';
}

async function viewOf(order: OrderDoc, marathon: DocumentSnapshot): Promise<MyOrder> {
  const refs = order.entryIds.flatMap((entryId) => {
    const current = order.claimedBy[entryId] ?? entryId;
    return [registrationRef(marathon.ref, current), lapsedHoldRef(marathon.ref, entryId)];
  });
  const snaps = await db().getAll(...refs);
  const entries = order.entryIds.map((entryId, i) => {
    const stored = snaps[2 * i];
    const lapsed = snaps[2 * i + 1];
    const current = stored?.exists ? registrationOf(stored) : null;
    return entryView(
      order,
      entryId,
      current !== null && current.orderId === order.id ? current : null,
      lapsed?.exists ? registrationOf(lapsed) : null,
    );
  });
  const status = orderStatus(entries);
  const race = marathonOf(marathon);
  const lead = snaps[0]?.exists ? registrationOf(snaps[0]) : null;
  const dueAt = lead?.payment?.dueAt ?? null;
  return {
    orderId: order.id,
    marathonId: marathon.id,
    title: race.title,
    status,
    createdAt: toIso(order.createdAt),
    entries,
    ...(order.total > 0 && dueAt !== null
      ? { payment: { total: order.total, currency: order.currency, dueAt: toIso(dueAt) } }
      : {}),
    groupPassId: status === 'confirmed' ? order.groupPassId : null,
  };
}

/** GET /my-orders/{uid}: the caller's orders, newest first. */
export async function myOrders(caller: Caller): Promise<MyOrder[]> {
  const orders = (await ordersOfBuyer(caller.uid).get()).docs;
  const views = await Promise.all(
    orders.map(async (snap) => {
      const marathon = snap.ref.parent.parent;
      if (marathon === null) return null;
      const race = await marathon.get();
      return race.exists ? viewOf(snap.data(), race) : null;
    }),
  );
  return views
    .filter((v): v is MyOrder => v !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
