// Race day: bibs (the assignment job, one by hand), check-in and its undo (a volunteer's check-in and
// check-out too), the roster. The adapter
// admits the roles each declaration names (organisers, or all race staff) and hands over the race.
import * as raceDay from '@run/contract/endpoints/race-day';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../race-day/race-day.js';
import * as shifts from '../../shifts/shifts.js';

export const raceDayRoutes = [
  handle(raceDay.assignBibs, async ({ race, body }) =>
    reply(raceDay.assignBibs, 202, { jobId: await service.startBibJob(race.ref, body.order) }),
  ),

  handle(raceDay.bibJob, ({ race, params }) => service.bibJobOf(race, params.jobId)),

  handle(raceDay.setBib, ({ race, params, body }) =>
    service.setBibByHand(race, params.userId, body.bib),
  ),

  // A pass may be a volunteer's (docs/volunteers.md): the shifts' desk looks, then the runners'.
  handle(raceDay.checkIn, ({ race, role, body, caller }) =>
    shifts.checkInAtDesk(race, role, caller, body),
  ),

  handle(raceDay.checkOut, ({ race, role, body, caller }) =>
    shifts.volunteerCheckOut(race, role, caller, body),
  ),

  handle(raceDay.undoCheckIn, ({ race, params }) => service.undoCheckIn(race, params.userId)),

  handle(raceDay.roster, ({ race, query }) => service.rosterPage(race, query)),

  handle(raceDay.compactRoster, ({ race }) => service.compactRoster(race)),
];
