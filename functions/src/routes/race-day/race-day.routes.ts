// Race day: bibs (the assignment job, one by hand), check-in and its undo, the roster. The adapter
// admits the roles each declaration names (organisers, or all race staff) and hands over the race.
import * as raceDay from '@run/contract/endpoints/race-day';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../race-day/race-day.js';

export const raceDayRoutes = [
  handle(raceDay.assignBibs, async ({ race, body }) =>
    reply(raceDay.assignBibs, 202, { jobId: await service.startBibJob(race.ref, body.order) }),
  ),

  handle(raceDay.bibJob, ({ race, params }) => service.bibJobOf(race, params.jobId)),

  handle(raceDay.setBib, ({ race, params, body }) =>
    service.setBibByHand(race, params.userId, body.bib),
  ),

  handle(raceDay.checkIn, ({ race, body, caller }) => service.checkIn(race, body, caller.uid)),

  handle(raceDay.undoCheckIn, ({ race, params }) => service.undoCheckIn(race, params.userId)),

  handle(raceDay.roster, ({ race, query }) => service.rosterPage(race, query)),

  handle(raceDay.compactRoster, ({ race }) => service.compactRoster(race)),
];
