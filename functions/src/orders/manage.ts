// What the buyer does with an entry they still manage (docs/orders.md): until its runner claims it,
// the buyer changes its contact or offers its place to another runner as a runner offers their own
// (transfers/transfers.ts). Anyone else's order is 404; a claimed entry is its runner's (409).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { UpdateResponse } from '@run/contract/domain/api-types';
import type { entryContactSchema } from '@run/contract/domain/orders';
import type { z } from 'zod';

import type { Caller } from '../lib/auth.js';
import { conflict, notFound } from '../lib/http-error.js';
import { holdExpiry } from '../payments/payments.js';
import { settleDue } from '../places/places.js';
import { refuseStarted } from '../registrations/registrations.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { orderRef } from '../store/order-doc.js';
import { registeredEmails } from '../store/registered-emails.js';
import {
  participantSearchFields,
  registrationOf,
  registrationRef,
} from '../store/registration-doc.js';
import { startTransfer } from '../transfers/transfers.js';

/** The race (expired holds freed first) and the caller's order in it; 404 for anyone else's. */
export async function buyersOrder(id: string, caller: Caller, orderId: string) {
  const [marathon] = await settleDue([await marathonRef(id).get()], holdExpiry);
  if (!marathon?.exists) throw notFound('marathon_not_found');
  const order = (await orderRef(marathon.ref, orderId).get()).data();
  if (order === undefined || order.buyerUid !== caller.uid) throw notFound('no_such_order');
  return { marathon, order };
}

/**
 * The caller's order and entry `entryId` of it, still theirs to manage: 404 when it is not in the
 * order, 409 once claimed; `registration` is the entry as stored (it may be gone: withdrawn).
 */
export async function managedEntry(id: string, caller: Caller, orderId: string, entryId: string) {
  const { marathon, order } = await buyersOrder(id, caller, orderId);
  if (!order.entryIds.includes(entryId)) throw notFound('no_such_entry');
  if (order.claimedBy[entryId] !== undefined) throw conflict('entry_claimed');
  const registration = await registrationRef(marathon.ref, entryId).get();
  const live = registration.exists && registrationOf(registration).orderId === order.id;
  return { marathon, order, registration: live ? registration : null };
}

/** The entry, or 404 when it is no longer in the race (withdrawn, transferred, its hold lapsed). */
function present(registration: DocumentSnapshot | null): DocumentSnapshot {
  if (registration === null) throw notFound('no_such_entry');
  return registration;
}

type EntryContact = z.output<typeof entryContactSchema>;

/**
 * PATCH .../orders/{orderId}/entries/{registrationId}: the buyer corrects the contact they typed.
 * A new email must be no other registration's of the race (409, as an order's entry). The claim
 * link already mailed stays valid: it is not bound to the address.
 */
export async function updateOrderEntry(
  id: string,
  caller: Caller,
  orderId: string,
  entryId: string,
  contact: EntryContact,
): Promise<UpdateResponse> {
  const { marathon, registration } = await managedEntry(id, caller, orderId, entryId);
  const entry = present(registration);
  refuseStarted(marathonOf(marathon));
  const stored = registrationOf(entry);
  const fields = Object.keys(contact) as Array<keyof EntryContact>;
  if (fields.every((k) => stored[k] === contact[k])) return { matchedCount: 1, modifiedCount: 0 };
  const address = contact.email.trim().toLowerCase();
  if (address !== stored.email.trim().toLowerCase()) {
    const taken = await registeredEmails(marathon.ref, [contact.email]);
    if (taken.has(address)) throw conflict('email_registered', { email: contact.email });
  }
  await entry.ref.update({
    ...contact,
    ...participantSearchFields(contact),
    updatedAt: Timestamp.now(),
  });
  return { matchedCount: 1, modifiedCount: 1 };
}

/** POST .../orders/{orderId}/entries/{registrationId}/transfer: the entry's place offered on. */
export async function transferOrderEntry(
  id: string,
  caller: Caller,
  orderId: string,
  entryId: string,
  email: string,
): Promise<{ transferId: string }> {
  const { registration } = await managedEntry(id, caller, orderId, entryId);
  const entry = present(registration);
  return startTransfer(id, caller, email, {
    registrationId: entry.id,
    ownEmail: registrationOf(entry).email,
  });
}
