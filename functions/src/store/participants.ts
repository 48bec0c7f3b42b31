// A marathon's participants, for its organisers: pages ordered by runner uid (the document id), because
// registrations' createdAt is exempt from indexing (docs/data-model.md) and ids give stable
// cursors; a search by bib, name start, distance and status reads only its page (docs/search.md).
import { isStoredId } from '@run/contract/domain/ids';
import type { Participant, ParticipantsPage } from '@run/contract/domain/api-types';
import type { RegistrationStatus } from '@run/contract/domain/registration-status';
import { nameSearchKey } from '@run/contract/domain/results-names';

import { decodeCursor } from '../lib/cursor.js';
import { badRequest } from '../lib/http-error.js';
import { applyPlan, DOCUMENT_ID, type QueryPlan } from '../lib/query-plan.js';
import { COLLECTIONS } from './collections.js';
import { DISTANCE_FIELD, distancesOf, type StoredDistance } from './distances.js';
import { pageOf } from './id-page.js';
import { marathonOf, marathonRef, type MarathonRead } from './marathon-doc.js';
import { registrationsOf, toParticipant } from './registration-doc.js';

type ParticipantCursor = [uid: string];

function isParticipantCursor(value: unknown): value is ParticipantCursor {
  return Array.isArray(value) && value.length === 1 && isStoredId(value[0]);
}

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
  race: MarathonRead,
  options: ParticipantFilters & { limit: number; cursor?: string | undefined },
): Promise<ParticipantsPage> {
  const marathon = marathonOf(race);
  const distances = distancesOf(marathon);
  if (options.distanceId !== undefined && !distances.some((d) => d.id === options.distanceId)) {
    throw badRequest('distance_id_not_in_race', [
      { field: 'distanceId', message: 'Not one of this race’s distances' },
    ]);
  }
  const query = applyPlan(
    registrationsOf(marathonRef(marathon.id)),
    participantsPlan(options, distances),
  );
  const after = options.cursor ? decodeCursor(options.cursor, isParticipantCursor) : undefined;
  const page = await pageOf(
    query,
    { limit: options.limit, after },
    (p) => toParticipant(p.data(), distances),
    (last) => [last.id] satisfies ParticipantCursor,
  );
  return { participants: page.items, nextCursor: page.nextCursor };
}

/** Every participant, page by page, for the CSV download without holding 100,000 rows in memory. */
export async function* allParticipants(
  marathon: MarathonRead,
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
