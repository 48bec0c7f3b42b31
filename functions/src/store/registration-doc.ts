// A marathon's participants, for its creator: pages ordered by runner uid (the document id), because
// registrations' createdAt is exempt from indexing (docs/data-model.md) and ids give stable
// cursors.
import { FieldPath, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  Participant,
  ParticipantsPage,
  RegistrationPayment,
  RegistrationStatus,
} from '@run/contract/domain/api-types';
import { isStoredId } from '@run/contract/domain/ids';

import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { toIso } from './marathon-doc.js';
import { COLLECTIONS } from './collections.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from './distances.js';
import { answersOf } from './questions.js';

type ParticipantCursor = [uid: string];

function isParticipantCursor(value: unknown): value is ParticipantCursor {
  return Array.isArray(value) && value.length === 1 && isStoredId(value[0]);
}

function str(snapshot: DocumentSnapshot, field: string): string {
  const value: unknown = snapshot.get(field);
  return typeof value === 'string' ? value : '';
}

/** What a registration holds of race day, as the API answers it. */
export function raceDayOf(registration: DocumentSnapshot) {
  const bib: unknown = registration.get('bib');
  const passId: unknown = registration.get('passId');
  const checkedInAt: unknown = registration.get('checkedInAt');
  return {
    bib: typeof bib === 'number' && Number.isInteger(bib) ? bib : null,
    passId: typeof passId === 'string' && passId !== '' ? passId : null,
    checkedInAt: checkedInAt instanceof Timestamp ? checkedInAt.toDate().toISOString() : null,
  };
}

const STATUSES: readonly RegistrationStatus[] = ['pending_payment', 'confirmed', 'expired'];

/** A registration's status; one stored before payments (or a waitlist entry) is confirmed. */
export function statusOf(snapshot: DocumentSnapshot): RegistrationStatus {
  const status: unknown = snapshot.get('status');
  return STATUSES.find((s) => s === status) ?? 'confirmed';
}

const METHODS = ['card', 'paypal', 'bank_transfer', 'manual'] as const;

/** What a registration owes or paid, as stored in its `payment` map; null for a free one. */
export function paymentOfRecord(snapshot: DocumentSnapshot): RegistrationPayment | null {
  const p: unknown = snapshot.get('payment');
  if (typeof p !== 'object' || p === null) return null;
  const d = p as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    amount: num(d.amount),
    fee: num(d.fee),
    total: num(d.total),
    currency: typeof d.currency === 'string' ? d.currency : 'USD',
    tierLabel: typeof d.tierLabel === 'string' ? d.tierLabel : '',
    dueAt: toIso(d.dueAt),
    method: METHODS.find((m) => m === d.method) ?? null,
    paymentId: strOrNull(d.paymentId),
    bankReference: strOrNull(d.bankReference),
    paidAt: d.paidAt instanceof Timestamp ? d.paidAt.toDate().toISOString() : null,
  };
}

/** A stored registration (or waitlist entry) as the API answers it; `distances` are its race's. */
export function toParticipant(
  snapshot: DocumentSnapshot,
  distances: StoredDistance[],
): Participant {
  const userId = str(snapshot, 'userId');
  return {
    userId: userId || snapshot.id,
    email: str(snapshot, 'email'),
    firstName: str(snapshot, 'firstName'),
    lastName: str(snapshot, 'lastName'),
    phone: str(snapshot, 'phone'),
    emergencyContact: str(snapshot, 'emergencyContact'),
    distanceId: distanceOfRecord(snapshot, distances).id,
    ...answersOf(snapshot),
    ...raceDayOf(snapshot),
    status: statusOf(snapshot),
    payment: paymentOfRecord(snapshot),
    createdAt: toIso(snapshot.get('createdAt')),
    updatedAt: toIso(snapshot.get('updatedAt')),
  };
}

export async function listParticipants(
  marathon: DocumentSnapshot,
  options: { limit: number; cursor?: string },
): Promise<ParticipantsPage> {
  const distances = distancesOf(marathon);
  let query = marathon.ref.collection(COLLECTIONS.registrations).orderBy(FieldPath.documentId());
  if (options.cursor)
    query = query.startAfter(decodeCursor(options.cursor, isParticipantCursor)[0]);
  const snap = await query.limit(options.limit + 1).get();
  const page = snap.docs.slice(0, options.limit);
  const last = page.at(-1);
  return {
    participants: page.map((p) => toParticipant(p, distances)),
    nextCursor:
      snap.docs.length > options.limit && last
        ? encodeCursor([last.id] satisfies ParticipantCursor)
        : null,
  };
}

/** Every participant, page by page, for the CSV download without holding 100,000 rows in memory. */
export async function* allParticipants(
  marathon: DocumentSnapshot,
  pageSize = 1000,
): AsyncGenerator<Participant[]> {
  let cursor: string | undefined;
  do {
    const page = await listParticipants(
      marathon,
      cursor ? { limit: pageSize, cursor } : { limit: pageSize },
    );
    yield page.participants;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
