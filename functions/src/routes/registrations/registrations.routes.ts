// Registrations: apply, change, withdraw, the runner's list, and the creator's participants (JSON/CSV).
import { Router } from 'express';
import { z } from 'zod';

import { registrationInputSchema } from '../../domain/schemas.js';
import { requireAuth, requireCaller } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { requireDocId } from '../../lib/doc-id.js';
import { db } from '../../lib/firestore.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { cursorParam, limitParam } from '../../lib/query.js';
import { parseBody, parseQuery } from '../../lib/validate.js';
import { isCreator, toMarathon } from '../marathons/marathon-doc.js';
import { applicationForm } from './apply-body.js';
import { csvFilename, csvRow, PARTICIPANT_CSV_HEADER, participantRow } from './csv.js';
import { allParticipants, listParticipants } from './participants.service.js';
import {
  applyToMarathon,
  myRegistrations,
  updateRegistration,
  withdrawRegistration,
} from './registrations.service.js';

const participantsQuery = z.object({
  limit: limitParam(50, 500),
  cursor: cursorParam,
  format: z
    .enum(['json', 'csv'], { error: 'format must be json or csv' })
    .optional()
    .default('json'),
});

export const registrationsRouter = Router();

registrationsRouter.patch('/marathonApply/:id', requireAuth, async (req, res) => {
  const id = requireDocId(req.params.id, 'Marathon');
  const caller = requireCaller(req);
  const modifiedCount = await applyToMarathon(id, caller, applicationForm(req.body, id, caller));
  cachePrivate(res);
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
  const query = parseQuery(participantsQuery, req.query);
  const marathon = await db().collection('marathons').doc(id).get();
  if (!marathon.exists) throw notFound('Marathon not found.');
  if (!isCreator(marathon, requireCaller(req)))
    throw forbidden('Only the marathon’s creator can see its participants.');
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
  const filename = csvFilename(toMarathon(marathon, 0).title);
  res.status(200);
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  res.write(csvRow(PARTICIPANT_CSV_HEADER));
  for await (const page of allParticipants(marathon.ref)) {
    res.write(page.map(participantRow).join(''));
  }
  res.end();
});
