// Teams: creating one, its captain's view, and a distance's team results (public once the
// distance's results are; the race's staff see them before, never kept by a shared cache).
import * as teams from '@run/contract/endpoints/teams';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../teams/teams.js';

const PUBLIC_60_S = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

export const teamRoutes = [
  handle(teams.createTeam, async ({ params, caller, body }) =>
    reply(teams.createTeam, 201, await service.createTeam(params.id, caller, body)),
  ),

  handle(teams.getTeam, ({ params, caller }) => service.teamView(params.id, caller, params.teamId)),

  handle(teams.teamResults, async ({ params, caller, query }) => {
    const { results, personal } = await service.teamResults(params.id, caller, query.distanceId);
    return reply(
      teams.teamResults,
      200,
      results,
      personal ? { personal: true } : { headers: PUBLIC_60_S },
    );
  }),
];
