// Registrations: apply, change, withdraw, the runner's list, and the creator's participants (JSON/CSV).
import * as registrations from '@run/contract/endpoints/registrations';

import { handle } from '../../lib/endpoint-router.js';
import { applicationForm } from './apply-body.js';
import { creatorsList } from '../../lib/creators-list.js';
import { participantsCsv } from '../../lib/csv.js';
import { allParticipants, listParticipants } from '../../store/registration-doc.js';
import * as service from './registrations.service.js';

export const registrationsRoutes = [
  handle(registrations.applyToMarathon, async ({ params, caller, body }) => {
    const result = await service.applyToMarathon(
      params.id,
      caller,
      applicationForm(body, params.id, caller),
    );
    return { modifiedCount: result };
  }),

  handle(registrations.updateRegistration, ({ params, caller, body }) =>
    service.updateRegistration(params.marathonId, caller, body),
  ),

  handle(registrations.withdrawRegistration, ({ params, caller }) =>
    service.withdrawRegistration(params.marathonId, caller),
  ),

  handle(registrations.myRegistrations, ({ caller }) => service.myRegistrations(caller)),

  handle(
    registrations.listParticipants,
    creatorsList({
      refusal: 'Only the marathon’s creator can see its participants.',
      page: listParticipants,
      all: allParticipants,
      csv: participantsCsv,
    }),
  ),
];
