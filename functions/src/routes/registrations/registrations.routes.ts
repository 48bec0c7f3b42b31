// Registrations: apply, change, withdraw, the runner's list, and the creator's participants (JSON/CSV).
import { Router } from 'express';

import type { SoldOutBody } from '../../domain/api-types.js';
import { registrationInputSchema } from '../../domain/schemas.js';
import { signedIn } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { requireDocId } from '../../lib/doc-id.js';
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
  signedIn(async (req, res, caller) => {
    const id = requireDocId(req.params.id, 'Marathon');
    const modifiedCount = await applyToMarathon(id, caller, applicationForm(req.body, id, caller));
    cachePrivate(res);
    if (modifiedCount === 'soldOut') {
      res
        .status(409)
        .json({ error: 'This marathon is sold out.', soldOut: true } satisfies SoldOutBody);
      return;
    }
    res.json({ modifiedCount });
  }),
);

registrationsRouter.patch(
  '/registrations/:marathonId',
  signedIn(async (req, res, caller) => {
    const id = requireDocId(req.params.marathonId, 'Marathon');
    const form = parseBody(registrationInputSchema, req.body);
    const result = await updateRegistration(id, caller, form);
    cachePrivate(res);
    res.json(result);
  }),
);

registrationsRouter.delete(
  '/registrations/:marathonId',
  marathonAction(withdrawRegistration, 'marathonId'),
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
