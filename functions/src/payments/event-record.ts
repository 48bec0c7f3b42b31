// The record of a provider's event, `providerEvents/{provider}-{id}`: created with the event's effect,
// its existence is what makes a repeated event change nothing.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from '../store/collections.js';
import type { ProviderEvent } from './provider.js';

export const eventRef = (provider: string, id: string): DocumentReference =>
  db().collection(COLLECTIONS.providerEvents).doc(`${provider}-${id}`.slice(0, 1500));

export const eventRecord = (provider: string, event: ProviderEvent, now: Timestamp) => ({
  provider,
  eventId: event.id,
  type: event.type,
  paymentId: event.paymentId,
  receivedAt: now,
});
