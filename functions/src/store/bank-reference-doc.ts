// A race's bank reference (docs/payments.md, "Bank transfer"): `marathons/{id}/bankReferences/{reference}`
// is created once with its attempt (payments/methods/bank-transfer.ts), so no two payments share one,
// and marked retired when its attempt ends (payments/attempts.ts). The code only writes it.
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, timeOrNull } from './field-values.js';

/** A reference's record, as the code would read it. */
export interface BankReferenceDoc {
  /** The reference (the document's id). */
  id: string;
  paymentId: string;
  userId: string;
  createdAt: Timestamp | null;
  /** When its attempt ended; null while it is the attempt's live reference. */
  retiredAt: Timestamp | null;
}

export const bankReferenceDocs = converterOf<BankReferenceDoc>((data, id) => ({
  id,
  paymentId: textIn(data.paymentId),
  userId: textIn(data.userId),
  createdAt: timeOrNull(data.createdAt),
  retiredAt: timeOrNull(data.retiredAt),
}));

/** A race's bank reference, plain: it is created, then merged into (`retiredAt`). */
export const bankReferenceRef = (
  marathon: DocumentReference,
  reference: string,
): DocumentReference => marathon.collection(COLLECTIONS.bankReferences).doc(reference);

/** What a new reference's record holds. */
export const newBankReferenceDoc = (
  paymentId: string,
  userId: string,
  now: Timestamp,
): DocumentData => ({ paymentId, userId, createdAt: now });

/** What retiring a reference merges into its record. */
export const retiredBankReference = (now: Timestamp): DocumentData => ({ retiredAt: now });
