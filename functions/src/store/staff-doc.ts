// A race's staff (docs/race-day.md): `marathons/{id}/staff/{staffId}` {email, role, tokenHash,
// invitedAt, expiresAt, uid (null until accepted), accountEmail, acceptedAt}, and what one account
// sent of invitations in the last hour, `inviteQuota/{uid}` {sent: [ms], expireAt}.
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { STAFF_ROLES, type StaffRole } from '@run/contract/domain/schemas';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';

/** An invitation, or once accepted a member, as the code reads it. */
export interface StaffDoc {
  /** The staffId (the document's id). */
  id: string;
  /** The address invited (lower case). */
  email: string;
  /** null for a stored role that is none of the contract's. */
  role: StaffRole | null;
  /** The link's token's SHA-256; null once accepted. */
  tokenHash: string | null;
  invitedAt: Timestamp | null;
  expiresAt: Timestamp | null;
  /** The account that accepted it; null while it is an invitation. */
  uid: string | null;
  /** That account's email when it accepted. */
  accountEmail: string | null;
  acceptedAt: Timestamp | null;
}

export const staffDocs = converterOf<StaffDoc>((data: DocumentData, id) => ({
  id,
  email: textIn(data.email),
  role: STAFF_ROLES.find((r) => r === data.role) ?? null,
  tokenHash: textOrNull(data.tokenHash),
  invitedAt: timeOrNull(data.invitedAt),
  expiresAt: timeOrNull(data.expiresAt),
  uid: textOrNull(data.uid),
  accountEmail: textOrNull(data.accountEmail),
  acceptedAt: timeOrNull(data.acceptedAt),
}));

/** A race's staff, plain: an invitation is created and accepted through these (stored fields). */
export const staffOf = (marathon: DocumentReference) => marathon.collection(COLLECTIONS.staff);

/** A race's staff, read as their models. */
export const staffDocsOf = (marathon: DocumentReference) =>
  staffOf(marathon).withConverter(staffDocs);

/** A new invitation, plain: created with its stored fields. */
export const newStaffRef = (marathon: DocumentReference) => staffOf(marathon).doc();

/** One invitation or member of the race, read as its model. */
export const staffDocRef = (marathon: DocumentReference, staffId: string) =>
  staffDocsOf(marathon).doc(staffId);

/** Every race's staff (a collection-group query on `uid` finds an account's races), as models. */
export const allStaff = () => db().collectionGroup(COLLECTIONS.staff).withConverter(staffDocs);

/** One account's recent invitation mails: when each was sent (ms since the epoch). */
export interface InviteQuotaDoc {
  id: string;
  sent: number[];
}

export const inviteQuotaDocs = converterOf<InviteQuotaDoc>((data, id) => ({
  id,
  sent: Array.isArray(data.sent)
    ? data.sent.filter((at: unknown): at is number => typeof at === 'number')
    : [],
}));

/** `inviteQuota/{uid}`, plain: the invitation's transaction `set`s it. */
export const inviteQuotaRef = (uid: string) => db().collection(COLLECTIONS.inviteQuota).doc(uid);
