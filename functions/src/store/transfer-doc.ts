// A transfer of a runner's place (docs/transfers.md): `marathons/{id}/transfers/{transferId}`
// `{fromUid, fromName, email, distanceId, bib, tokenHash, state, createdAt, expiresAt, toUid, toName,
// acceptedAt}`. Only the token's SHA-256 is stored, so a copy of the database accepts nothing; the
// sender's registration carries `transfer: {transferId, email, expiresAt}` while it is open.
import { createHash, randomBytes } from 'node:crypto';

import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  QueryDocumentSnapshot,
  Timestamp,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import type { Transfer } from '@run/contract/domain/api-types';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';
import { modelOf, storedFieldsOf, type ModelOrSnapshot } from './model-of.js';
import { timeIn, toIso } from './stored-time.js';
import { registrationOf, type RegistrationRead } from './registration-doc.js';

/** How long a transfer's link works. */
export const TRANSFER_HOURS = 48;
/** The sender's registration's field while a transfer of it is open. */
export const OPEN_TRANSFER = 'transfer';
/** The recipient's registration's field: the uid of the runner whose place it was. */
export const TRANSFERRED_FROM = 'transferredFrom';
/**
 * The recipient's registration's field while it waits for the transfer's fee: the transferId. Such a
 * registration holds no place of its own (the sender's moves to it once paid), so freeing it frees
 * none (places/release.ts).
 */
export const TRANSFER_HOLD = 'transferHold';

/** A new link's token: 256 random bits, URL-safe. */
export const newTransferToken = (): string => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A transfer as the code reads it: stored field names, every default resolved here. */
export interface TransferDoc {
  /** The transferId (the document's id). */
  id: string;
  fromUid: string;
  fromName: string;
  /** The address the link went to. */
  email: string;
  distanceId: string | null;
  bib: number | null;
  tokenHash: string;
  /** As stored: `open`, `pending_payment`, `accepted`, `cancelled` ('' when unset). */
  state: string;
  createdAt: Timestamp | null;
  expiresAt: Timestamp | null;
  toUid: string | null;
  toName: string | null;
  acceptedAt: Timestamp | null;
}

const readTransfer = (data: DocumentData, id: string): TransferDoc => ({
  id,
  fromUid: textIn(data.fromUid),
  fromName: textIn(data.fromName),
  email: textIn(data.email),
  distanceId: textOrNull(data.distanceId),
  bib: typeof data.bib === 'number' ? data.bib : null,
  tokenHash: textIn(data.tokenHash),
  state: textIn(data.state),
  createdAt: timeIn(data.createdAt),
  expiresAt: timeOrNull(data.expiresAt),
  toUid: textOrNull(data.toUid),
  toName: textOrNull(data.toName),
  acceptedAt: timeOrNull(data.acceptedAt),
});

/** The transfers' converter; a missing transfer reads as every default, so callers check `exists`. */
export const transferDocs = converterOf<TransferDoc>(readTransfer);

/** A transfer's model, or its snapshot (read into the model once). */
export const transferDocOf = (transfer: ModelOrSnapshot<TransferDoc>): TransferDoc =>
  modelOf(transferDocs, transfer);

/** A race's transfers, plain: a transfer is created and updated through these (stored fields). */
export const transfersOf = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.transfers);

/** A new transfer of the race, plain: created with its stored fields. */
export const newTransferRef = (marathon: DocumentReference) => transfersOf(marathon).doc();

/** One transfer of the race, plain: read raw (`transferDocOf`) and `update`d with stored fields. */
export const transferRef = (marathon: DocumentReference, transferId: string) =>
  transfersOf(marathon).doc(transferId);

/** A race's transfers, read as their models. */
export const transferDocsOf = (marathon: DocumentReference) =>
  transfersOf(marathon).withConverter(transferDocs);

/** The transfer of this race whose link carries `token`, or null. */
export async function transferByToken(
  marathon: DocumentReference,
  token: string,
): Promise<QueryDocumentSnapshot<TransferDoc> | null> {
  const found = await transferDocsOf(marathon)
    .where('tokenHash', '==', tokenHashOf(token))
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

/** Whether the transfer may still be accepted at `now`: open and before its link expires. */
export function isOpen(transfer: TransferDoc, now = Date.now()): boolean {
  const { state, expiresAt } = transfer;
  return state === 'open' && expiresAt !== null && expiresAt.toMillis() > now;
}

/**
 * The place went (withdrawn, deferred): a transfer of it, open or waiting for its fee, ends with it,
 * so its link answers "used or cancelled" at once instead of after the recipient filled in the form,
 * and the organisers' list says cancelled.
 */
export function stageTransferEnded(
  writer: WriteBatch | Transaction,
  marathon: DocumentReference,
  held: RegistrationRead,
  now: Timestamp,
): void {
  const transferId = registrationOf(held).transfer?.transferId;
  const w: { update(ref: DocumentReference, data: DocumentData): unknown } = writer;
  if (transferId) {
    w.update(transfersOf(marathon).doc(transferId), { state: 'cancelled', cancelledAt: now });
  }
}

/**
 * The registration's fields as the record kept for My Apply List once its place went (withdrawn,
 * deferred, transferred): without the bib, race pass and transfer offer that went with the place.
 */
export function keptAfterPlaceFields(held: DocumentSnapshot): DocumentData {
  const { bib: _bib, passId: _pass, [OPEN_TRANSFER]: _open, ...kept } = storedFieldsOf(held);
  return kept;
}

/** The open transfer a registration carries (for My Apply List), or null (none, or expired). */
export function openTransferOf(
  registration: RegistrationRead,
): { transferId: string; email: string; expiresAt: string } | null {
  const open = registrationOf(registration).transfer;
  if (open === null || open.expiresAt === null) return null;
  if (open.expiresAt.toMillis() <= Date.now()) return null;
  return {
    transferId: open.transferId,
    email: open.email,
    expiresAt: open.expiresAt.toDate().toISOString(),
  };
}

/** A stored transfer's state; an open one past its time is expired. */
function stateOf(t: TransferDoc): Transfer['state'] {
  const { state } = t;
  if (state === 'accepted' || state === 'cancelled' || state === 'pending_payment') return state;
  return isOpen(t) ? 'open' : 'expired';
}

/** A stored transfer as the console lists it. */
export function toTransfer(t: TransferDoc): Transfer {
  return {
    transferId: t.id,
    state: stateOf(t),
    fromUserId: t.fromUid,
    fromName: t.fromName,
    toUserId: t.toUid,
    toName: t.toName,
    email: t.email,
    distanceId: t.distanceId ?? '',
    bib: t.bib,
    createdAt: toIso(t.createdAt),
    expiresAt: toIso(t.expiresAt),
    acceptedAt: t.acceptedAt ? t.acceptedAt.toDate().toISOString() : null,
  };
}
