// A provider's event, taken once (docs/payments.md): `providerEvents/{provider}-{eventId}` is created
// with the event's effect, in the same transaction or batch; its existence is what makes a repeated
// event change nothing, so the code reads only whether it exists.
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';

/** A taken event's record, as the code would read it. */
export interface ProviderEventDoc {
  /** `{provider}-{eventId}` (the document's id). */
  id: string;
  provider: string;
  eventId: string;
  type: string;
  /** The ledger entry the event named, when it named one. */
  paymentId: string | null;
  receivedAt: Timestamp | null;
}

export const providerEventDocs = converterOf<ProviderEventDoc>((data, id) => ({
  id,
  provider: textIn(data.provider),
  eventId: textIn(data.eventId),
  type: textIn(data.type),
  paymentId: textOrNull(data.paymentId),
  receivedAt: timeOrNull(data.receivedAt),
}));

/** The record of `provider`'s event `eventId`, plain: it is created with `newProviderEventDoc`. */
export const providerEventRef = (provider: string, eventId: string): DocumentReference =>
  db().collection(COLLECTIONS.providerEvents).doc(`${provider}-${eventId}`.slice(0, 1500));

/** What an event's record holds. */
export const newProviderEventDoc = (
  provider: string,
  event: { id: string; type: string; paymentId: string | null },
  now: Timestamp,
): DocumentData => ({
  provider,
  eventId: event.id,
  type: event.type,
  paymentId: event.paymentId,
  receivedAt: now,
});
