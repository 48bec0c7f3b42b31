// Registrations: apply, change, withdraw, the runner's list, and the creator's participants (JSON/CSV).
import { Router } from 'express';

import type { SoldOutBody } from '../../domain/api-types.js';
import { registrationInputSchema } from '../../domain/schemas.js';
import { requireAuth, requireCaller } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { requireDocId } from '../../lib/doc-id.js';
import { forbidden } from '../../lib/http-error.js';
import { downloadListQuery } from '../../lib/query.js';
import { parseBody, parseQuery } from '../../lib/validate.js';
import { creatorsMarathon, NO_COUNTS, toMarathon } from '../marathons/marathon-doc.js';
import { csvFilename, PARTICIPANT_CSV_HEADER, participantRow, sendCsv } from './csv.js';
import { allParticipants, listParticipants } from './participants.service.js';
import {
  applyToMarathon,
  myRegistrations,
  updateRegistration,
  withdrawRegistration,
} from './registrations.service.js';

export const registrationsRouter = Router();

registrationsRouter.patch('/marathonApply/:id', requireAuth, async (req, res) => {
  const id = requireDocId(req.params.id, 'Marathon');
  const form = parseBody(registrationInputSchema, req.body);
  const modifiedCount = await applyToMarathon(id, requireCaller(req), form);
  cachePrivate(res);
  if (modifiedCount === 'soldOut') {
    res
      .status(409)
      .json({ error: 'This marathon is sold out.', soldOut: true } satisfies SoldOutBody);
    return;
  }
  res.json({ modifiedCount });
});

registrationsRouter.patch('/registrations/:marathonId', requireAuth, async (req, res) => {
  const id = requireDocId(req.params.marathonId, 'Marathon');
  const form = parseBody(registrationInputSchema, req.body);
  const result = await updateRegistration(id, requireCaller(req), form);
  cachePrivate(res);
  res.json(result);
});

registrationsRouter.delete('/registrations/:marathonId', requireAuth, async (req, res) => {
  const result = await withdrawRegistration(
    requireDocId(req.params.marathonId, 'Marathon'),
    requireCaller(req),
  );
  cachePrivate(res);
  res.json(result);
});

registrationsRouter.get('/my-registrations/:userId', requireAuth, async (req, res) => {
  const caller = requireCaller(req);
  if (req.params.userId !== caller.uid) throw forbidden('You can only see your own registrations.');
  const list = await myRegistrations(caller);
  cachePrivate(res);
  res.json(list);
});

registrationsRouter.get('/marathon/:id/registrations', requireAuth, async (req, res) => {
  const id = requireDocId(req.params.id, 'Marathon');
  const query = parseQuery(downloadListQuery, req.query);
  const marathon = await creatorsMarathon(
    id,
    requireCaller(req),
    'Only the marathon’s creator can see its participants.',
  );
  cachePrivate(res);
  if (query.format === 'json') {
    res.json(
      await listParticipants(
        marathon.ref,
        query.cursor ? { limit: query.limit, cursor: query.cursor } : { limit: query.limit },
      ),
    );
    return;
  }
  await sendCsv(
    res,
    csvFilename(toMarathon(marathon, NO_COUNTS).title),
    PARTICIPANT_CSV_HEADER,
    allParticipants(marathon.ref),
    participantRow,
  );
});
