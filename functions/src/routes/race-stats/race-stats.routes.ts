// The race console's statistics, for the race's organisers.
import * as raceDay from '@run/contract/endpoints/race-day';

import { handle } from '../../lib/endpoint-router.js';
import { marathonStats } from '../../activity/activity.js';

export const raceStatsRoutes = [handle(raceDay.marathonStats, ({ race }) => marathonStats(race))];
