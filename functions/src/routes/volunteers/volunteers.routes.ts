// Volunteer offers from signed-in users, at the spec's spelling and its alias (both declared in the contract).
import { addVolunteerOffer as volunteerEndpoint } from '@run/contract/endpoints/community';

import { handle } from '../../lib/endpoint-router.js';
import { addVolunteerOffer } from '../../volunteers/volunteers.js';

export const volunteersRoutes = [
  handle(volunteerEndpoint, async ({ body, caller }) => ({
    insertedId: await addVolunteerOffer(body, caller),
  })),
];
