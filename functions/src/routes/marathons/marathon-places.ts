// A marathon's field limit and offer hours, on create and on edit. A change of capacity reshares the
// places among the counter shards and, in the same transaction (settle.ts), offers any new places to
// the first waiting runners; lowering it below the places taken changes nothing and is a 409.
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { UpdateResponse } from '@run/contract/domain/api-types';
import { OFFER_HOURS_DEFAULT, type MarathonInput } from '@run/contract/domain/schemas';

import type { Caller } from '../../lib/auth.js';
import { conflict, forbidden } from '../../lib/http-error.js';
import { notifyRaceChange } from '../../mail/notify.js';
import { offerHoursOf, placesTaken, rebalance } from '../../places/capacity.js';
import { settle } from '../../places/settle.js';
import { editableFields, isCreator, sameEditableFields } from '../../store/marathon-doc.js';

/** Whether an edit names the limit or the offer hours (left out, both stay as stored). */
export const changesPlaces = (input: MarathonInput): boolean =>
  input.capacity !== undefined || input.offerHours !== undefined;

/** The stored fields of a new marathon: no `capacity` field means no limit. */
export function createdPlaces(input: MarathonInput): { capacity?: number; offerHours: number } {
  const offerHours = input.offerHours ?? OFFER_HOURS_DEFAULT;
  return typeof input.capacity === 'number'
    ? { capacity: input.capacity, offerHours }
    : { offerHours };
}

export async function updateMarathonAndPlaces(
  ref: DocumentReference,
  input: MarathonInput,
  caller: Caller,
): Promise<UpdateResponse> {
  const result = await settle(ref, (s): UpdateResponse => {
    if (!isCreator(s.marathon, caller)) throw forbidden('Only the marathon’s creator can do this.');
    const capacity = input.capacity === undefined ? s.capacity : input.capacity;
    const offerHours = input.offerHours ?? offerHoursOf(s.marathon);
    if (
      sameEditableFields(s.marathon, input) &&
      capacity === s.capacity &&
      offerHours === offerHoursOf(s.marathon)
    ) {
      return { matchedCount: 1, modifiedCount: 0 };
    }
    if (capacity !== s.capacity && capacity !== null) {
      const shared = rebalance(s.shards, capacity);
      if (shared === null) {
        const taken = placesTaken(s.shards);
        throw conflict(
          `Capacity cannot be lower than the ${taken} places already taken (registrations and open offers).`,
        );
      }
      shared.forEach((shard, i) => {
        s.shards[i] = shard;
        s.touch(i);
      });
    }
    s.capacity = capacity;
    Object.assign(s.marathonUpdate, editableFields(input), {
      capacity: capacity ?? FieldValue.delete(),
      offerHours,
      updatedAt: Timestamp.now(),
    });
    s.writes.push(() => notifyRaceChange(s.tx, s.marathon, s.marathonUpdate));
    return { matchedCount: 1, modifiedCount: 1 };
  });
  return result ?? { matchedCount: 1, modifiedCount: 0 };
}
