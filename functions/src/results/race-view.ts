// The race a results read names, and whether the caller is its staff: staff see results before they
// are published (and their answers are never kept by a shared cache); anyone else sees them once
// published. A visibility rule, not an access check: the public reads are declared for anyone.
import { mayDo } from '@run/contract/domain/race-roles';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { notFound } from '../lib/http-error.js';
import { raceRoleOf, readRace } from '../store/marathon-doc.js';

export async function raceAsSeenBy(
  id: string,
  caller: Caller | undefined,
): Promise<{ race: DocumentSnapshot; staff: boolean }> {
  const race = await readRace(id);
  if (!race.exists) throw notFound('marathon_not_found');
  const role = caller === undefined ? null : raceRoleOf(race, caller);
  return { race, staff: mayDo(role, 'race staff') };
}
