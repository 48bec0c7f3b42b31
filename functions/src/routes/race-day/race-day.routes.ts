// Race day: bibs (the assignment job, one by hand), check-in and its undo, the roster. The adapter
// admits the roles each declaration names (organisers, or all race staff) and hands over the race.
import * as raceDay from '@run/contract/endpoints/race-day';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import { notFound } from '../../lib/http-error.js';
import { setBibByHand } from '../../race-day/bibs.js';
import { readBibJob, startBibJob } from '../../race-day/bib-job.js';
import { checkIn, compactRoster, rosterPage, undoCheckIn } from '../../race-day/check-in-desk.js';

export const raceDayRoutes = [
  handle(raceDay.assignBibs, async ({ race, body }) =>
    reply(raceDay.assignBibs, 202, { jobId: await startBibJob(race.ref, body.order) }),
  ),

  handle(raceDay.bibJob, async ({ race, params }) => {
    const job = await readBibJob(race, params.jobId);
    if (job === null) throw notFound('No such bib assignment.');
    return job;
  }),

  handle(raceDay.setBib, ({ race, params, body }) => setBibByHand(race, params.userId, body.bib)),

  handle(raceDay.checkIn, ({ race, body, caller }) => checkIn(race, body, caller.uid)),

  handle(raceDay.undoCheckIn, ({ race, params }) => undoCheckIn(race, params.userId)),

  handle(raceDay.roster, ({ race, query }) => rosterPage(race, query)),

  handle(raceDay.compactRoster, ({ race }) => compactRoster(race)),
];
