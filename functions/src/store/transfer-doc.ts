// A transfer of a runner's place (docs/transfers.md): `marathons/{id}/transfers/{transferId}`
// `{fromUid, fromName, email, distanceId, bib, tokenHash, state, createdAt, expiresAt, toUid, toName,
// acceptedAt}`. Only the token's SHA-256 is stored, so a copy of the database accepts nothing; the
// sender's registration carries `transfer: {transferId, email, expiresAt}` while it is open.
import { createHash, randomBytes } from 'node:crypto';

import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Transfer } from '@run/contract/domain/api-types';

import { COLLECTIONS } from './collections.js';
import { toIso } from './marathon-doc.js';
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

export const transfersOf = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.transfers);

/** The transfer of this race whose link carries `token`, or null. */
export async function transferByToken(
  marathon: DocumentReference,
  token: string,
): Promise<DocumentSnapshot | null> {
  const found = await transfersOf(marathon)
    .where('tokenHash', '==', tokenHashOf(token))
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

/** Whether the transfer may still be accepted at `now`: open and before its link expires. */
export function isOpen(transfer: DocumentSnapshot, now = Date.now()): boolean {
  const expiresAt: unknown = transfer.get('expiresAt');
  return (
    transfer.get('state') === 'open' && expiresAt instanceof Timestamp && expiresAt.toMillis() > now
  );
}

/** A change of distance refused while the place is offered: the offer names the distance. */
export const TRANSFER_OPEN =
  'A transfer of your place is open. Cancel it before changing your distance.';

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

const str = (d: DocumentSnapshot, field: string) => {
  const v: unknown = d.get(field);
  return typeof v === 'string' ? v : null;
};

/** A stored transfer's state; an open one past its time is expired. */
function stateOf(d: DocumentSnapshot): Transfer['state'] {
  const stored: unknown = d.get('state');
  if (stored === 'accepted' || stored === 'cancelled' || stored === 'pending_payment')
    return stored;
  return isOpen(d) ? 'open' : 'expired';
}

/** A stored transfer as the console lists it. */
export function toTransfer(d: DocumentSnapshot): Transfer {
  const state = stateOf(d);
  const bib: unknown = d.get('bib');
  const acceptedAt: unknown = d.get('acceptedAt');
  return {
    transferId: d.id,
    state,
    fromUserId: str(d, 'fromUid') ?? '',
    fromName: str(d, 'fromName') ?? '',
    toUserId: str(d, 'toUid'),
    toName: str(d, 'toName'),
    email: str(d, 'email') ?? '',
    distanceId: str(d, 'distanceId') ?? '',
    bib: typeof bib === 'number' ? bib : null,
    createdAt: toIso(d.get('createdAt')),
    expiresAt: toIso(d.get('expiresAt')),
    acceptedAt: acceptedAt instanceof Timestamp ? acceptedAt.toDate().toISOString() : null,
  };
}
