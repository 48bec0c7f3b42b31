// What the tests do with a marathon itself through the API: read it as anyone does, edit it (and what
// an edit form sends back of it), list its participants. Each answers the API's response or body.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import type { Marathon } from '@run/contract/domain/api-types';

import { api, createMarathon } from './helpers.js';
import type { TestUser } from './users.js';

/** `user` edits marathon `id`. */
export function editMarathon(id: string, user: TestUser, body: unknown) {
  return api.call(marathons.updateMarathon, { params: { id }, token: user.token, body });
}

/** The participants of marathon `id` as `user` asks for them: a JSON page, or with `format` the CSV. */
export function participantsOf(
  id: string,
  user: TestUser,
  query?: {
    format?: 'csv';
    limit?: number;
    cursor?: string;
    q?: string;
    distanceId?: string;
    status?: string;
  },
) {
  return api.call(registrations.listParticipants, { params: { id }, token: user.token, query });
}

/** A marathon as anyone reads it. */
export const marathonOf = async (id: string) =>
  (await api.call(marathons.getMarathon, { params: { id } })).body;

/**
 * `owner`'s new race of `overrides` (createMarathon's body beneath them), as anyone reads it, and
 * its distances' ids by name as the API gave them ('' for a name it has not).
 */
export async function raceWithDistances(owner: TestUser, overrides: Record<string, unknown>) {
  const id = await createMarathon(owner, overrides);
  const race = await marathonOf(id);
  const idOf = (name: string) => race.distances.find((d) => d.name === name)?.id ?? '';
  return { id, race, idOf };
}

/** What an edit form sends back of a marathon as read, besides its distances, questions and waiver. */
export function editableOf(m: Marathon) {
  return {
    title: m.title,
    startRegistrationDate: m.startRegistrationDate,
    endRegistrationDate: m.endRegistrationDate,
    marathonStartDate: m.marathonStartDate,
    location: m.location,
    // Without `distances`, the race's one distance; with them, ignored.
    runningDistance: m.runningDistance,
    marathonImageURL: m.marathonImageURL,
    description: m.description,
  };
}
