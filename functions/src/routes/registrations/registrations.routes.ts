// Registrations: apply, change, withdraw, the runner's list, and the creator's participants (JSON/CSV).
import { Router } from 'express';

import type { SoldOutBody } from '../../domain/api-types.js';
import { registrationInputSchema } from '../../domain/schemas.js';
import { callersOwnList, marathonAction } from '../../lib/route-handlers.js';
import { parseBody } from '../../lib/validate.js';
import { applicationForm } from './apply-body.js';
import { creatorsList } from './creators-list.js';
import { PARTICIPANT_CSV_HEADER, participantRow } from './csv.js';
import { allParticipants, listParticipants } from './participants.service.js';
import {
  applyToMarathon,
  myRegistrations,
  updateRegistration,
  withdrawRegistration,
} from './registrations.service.js';

export const registrationsRouter = Router();

registrationsRouter.patch(
  '/marathonApply/:id',
  marathonAction(applyToMarathon, {
    input: (req, id, caller) => applicationForm(req.body, id, caller),
    answer: (res, modifiedCount) => {
      if (modifiedCount === 'soldOut') {
        res
          .status(409)
          .json({ error: 'This marathon is sold out.', soldOut: true } satisfies SoldOutBody);
      } else res.json({ modifiedCount });
    },
  }),
);

registrationsRouter.patch(
  '/registrations/:marathonId',
  marathonAction(updateRegistration, {
    param: 'marathonId',
    input: (req) => parseBody(registrationInputSchema, req.body),
  }),
);

registrationsRouter.delete(
  '/registrations/:marathonId',
  marathonAction(withdrawRegistration, { param: 'marathonId' }),
);

registrationsRouter.get(
  '/my-registrations/:userId',
  callersOwnList(myRegistrations, 'You can only see your own registrations.'),
);

registrationsRouter.get(
  '/marathon/:id/registrations',
  creatorsList({
    refusal: 'Only the marathon’s creator can see its participants.',
    page: listParticipants,
    all: allParticipants,
    csvHeader: PARTICIPANT_CSV_HEADER,
    csvRow: participantRow,
  }),
);
