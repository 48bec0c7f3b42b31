// A marathon's participants, for its organisers: pages ordered by runner uid (the document id), because
// registrations' createdAt is exempt from indexing (docs/data-model.md) and ids give stable
// cursors; a search by bib, name start, distance and status reads only its page (docs/search.md).
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type {
  Participant,
  ParticipantsPage,
  RegistrationPayment,
} from '@run/contract/domain/api-types';
import { isStoredId } from '@run/contract/domain/ids';
import { nameKeys, nameSearchKey } from '@run/contract/domain/results-names';
import {
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@run/contract/domain/registration-status';

import { decodeCursor } from '../lib/cursor.js';
import { badRequest } from '../lib/http-error.js';
import { applyPlan, DOCUMENT_ID, type QueryPlan } from '../lib/query-plan.js';
import { toIso } from './marathon-doc.js';
import { COLLECTIONS } from './collections.js';
import { DISTANCE_FIELD, distanceOfRecord, distancesOf, type StoredDistance } from './distances.js';
import { pageOf } from './id-page.js';
import { answersOf } from './questions.js';

/** Where runner `uid`'s registration for the marathon at `marathon` is stored. */
export const registrationRef = (marathon: DocumentReference, uid: string): DocumentReference =>
  marathon.collection(COLLECTIONS.registrations).doc(uid);

/** The runner's name as the ledger records it: first and last name of the registration form. */
export const runnerNameOf = (r: DocumentSnapshot): string =>
  `${String(r.get('firstName') ?? '')} ${String(r.get('lastName') ?? '')}`.trim();

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

/** A registration's status; one stored before payments (or a waitlist entry) is confirmed. */
export function statusOf(snapshot: DocumentSnapshot): RegistrationStatus {
  const status: unknown = snapshot.get('status');
  return REGISTRATION_STATUSES.find((s) => s === status) ?? 'confirmed';
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
    ...(typeof d.creditApplied === 'number' ? { creditApplied: d.creditApplied } : {}),
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
    // Set on a registration made by accepting a transfer (store/transfer-doc.ts's TRANSFERRED_FROM).
    byTransfer: typeof snapshot.get('transferredFrom') === 'string',
    disputed: snapshot.get('disputed') === true,
    createdAt: toIso(snapshot.get('createdAt')),
    updatedAt: toIso(snapshot.get('updatedAt')),
  };
}

/** What a registration stores so the organisers' search finds it (docs/search.md). */
export function participantSearchFields(form: { firstName: string; lastName: string }) {
  return { nameKeys: nameKeys(form.firstName, form.lastName) };
}

/** The stored status of a registration that owes nothing: free, or stored before payments. */
export const CONFIRMED_STATUS = { status: 'confirmed' } as const;

export interface ParticipantFilters {
  q?: string | undefined;
  distanceId?: string | undefined;
  status?: RegistrationStatus | undefined;
}

const BIB_QUERY = /^\d{1,6}$/u;

/**
 * The query of one page of the participants list: by document id, filtered by distance, status and a
 * bib (the stored `bib`) or the start of a name (the stored `nameKeys`). A race of one distance
 * filters nothing for its distance (its registrations may predate `distanceId`, as `ofDistance`).
 */
export function participantsPlan(
  filters: ParticipantFilters,
  distances: readonly StoredDistance[],
) {
  const equals: QueryPlan['equals'] = [];
  if (filters.distanceId !== undefined && distances.length > 1) {
    equals.push([DISTANCE_FIELD, filters.distanceId]);
  }
  if (filters.status !== undefined) equals.push(['status', filters.status]);
  const q = filters.q?.trim() ?? '';
  const key = BIB_QUERY.test(q) ? null : nameSearchKey(q);
  if (BIB_QUERY.test(q)) equals.push(['bib', Number(q)]);
  const plan: QueryPlan = {
    collection: COLLECTIONS.registrations,
    equals,
    ...(key !== null ? { contains: ['nameKeys', [key]] as [string, unknown[]] } : {}),
    orderBy: [[DOCUMENT_ID, 'asc']],
  };
  return plan;
}

export async function listParticipants(
  marathon: DocumentSnapshot,
  options: ParticipantFilters & { limit: number; cursor?: string | undefined },
): Promise<ParticipantsPage> {
  const distances = distancesOf(marathon);
  if (options.distanceId !== undefined && !distances.some((d) => d.id === options.distanceId)) {
    throw badRequest('distanceId is not one of this race’s distances.', [
      { field: 'distanceId', message: 'Not one of this race’s distances' },
    ]);
  }
  const query = applyPlan(
    marathon.ref.collection(COLLECTIONS.registrations),
    participantsPlan(options, distances),
  );
  const after = options.cursor ? decodeCursor(options.cursor, isParticipantCursor) : undefined;
  const page = await pageOf(
    query,
    { limit: options.limit, after },
    (p) => toParticipant(p, distances),
    (last) => [last.id] satisfies ParticipantCursor,
  );
  return { participants: page.items, nextCursor: page.nextCursor };
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

/**
 * The ledger entries that are a registration's own (its place's, a paid change of distance's
 * difference): the only entries its refunds and credits come from, never another registration's.
 */
export function ownEntryIds(held: DocumentSnapshot): string[] {
  const ids = ['payment.paymentId', 'payment.difference.paymentId']
    .map((field): unknown => held.get(field))
    .filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set([...ids, ...moreEntryIds(held)])];
}

/** A registration's field: money the organisers recorded by hand while it waited for none. */
export const MORE_ENTRIES = 'paymentIds';

export function moreEntryIds(held: DocumentSnapshot): string[] {
  const more: unknown = held.get(MORE_ENTRIES);
  return Array.isArray(more) ? more.filter((id): id is string => typeof id === 'string') : [];
}
