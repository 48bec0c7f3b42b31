// Race day: bibs (the assignment job, one by hand), check-in and its undo, the roster. Each for the
// roles its declaration names (organisers, or all race staff), checked against the race.
import * as raceDay from '@run/contract/endpoints/race-day';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import { notFound } from '../../lib/http-error.js';
import { setBibByHand } from '../../race-day/bibs.js';
import { readBibJob, startBibJob } from '../../race-day/bib-job.js';
import { COLLECTIONS } from '../../store/collections.js';
import { creatorsMarathon } from '../../store/marathon-doc.js';
import * as service from './race-day.service.js';
import { marathonStats } from './stats.service.js';

const ORGANISERS_ONLY = 'Only the marathon’s organisers can do this.';
const STAFF_ONLY = 'Only the marathon’s staff can do this.';

export const raceDayRoutes = [
  handle(raceDay.assignBibs, async ({ params, caller, body }) => {
    const marathon = await creatorsMarathon(params.id, caller, ORGANISERS_ONLY);
    const jobId = await startBibJob(marathon.ref, body.order);
    return reply(raceDay.assignBibs, 202, { jobId });
  }),

  handle(raceDay.bibJob, async ({ params, caller }) => {
    const marathon = await creatorsMarathon(params.id, caller, ORGANISERS_ONLY);
    const job = await readBibJob(marathon.ref.collection(COLLECTIONS.bibJobs).doc(params.jobId));
    if (job === null) throw notFound('No such bib assignment.');
    return job;
  }),

  handle(raceDay.setBib, async ({ params, caller, body }) => {
    const marathon = await creatorsMarathon(params.id, caller, ORGANISERS_ONLY);
    return setBibByHand(marathon, params.userId, body.bib);
  }),

  handle(raceDay.checkIn, async ({ params, caller, body }) => {
    const marathon = await creatorsMarathon(params.id, caller, STAFF_ONLY, 'race staff');
    return service.checkIn(marathon, body, caller.uid);
  }),

  handle(raceDay.undoCheckIn, async ({ params, caller }) => {
    const marathon = await creatorsMarathon(params.id, caller, ORGANISERS_ONLY);
    return service.undoCheckIn(marathon, params.userId);
  }),

  handle(raceDay.marathonStats, async ({ params, caller }) =>
    marathonStats(await creatorsMarathon(params.id, caller, ORGANISERS_ONLY)),
  ),

  handle(raceDay.roster, async ({ params, caller, query }) => {
    const marathon = await creatorsMarathon(params.id, caller, STAFF_ONLY, 'race staff');
    return service.roster(marathon, query);
  }),
];
