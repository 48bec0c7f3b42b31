// Teams (docs/teams.md): creating one on a distance that allows them, the captain's view of its
// members and join link, and the distance's team results.
import { z } from 'zod';

import {
  teamCreatedSchema,
  teamCreateSchema,
  teamResultsSchema,
  teamViewSchema,
} from '../domain/teams.js';
import { declare } from './declare.js';
import { answer, conflict, failure, refusalsText } from './common.js';

const PUBLIC_CACHE = { 'Cache-Control': 'Published team results are public for 60 seconds.' };

export const { createTeam, getTeam, teamResults } = declare('teams', {
  createTeam: {
    summary:
      'Create a team on a distance that allows teams, while registration is open: the caller, registered for that distance, is its captain and first member',
    body: teamCreateSchema,
    responses: {
      201: answer('Created: its id and join link.', teamCreatedSchema),
      409: conflict(
        `${refusalsText('no_teams', 'team_needs_registration', 'already_in_team', 'team_name_taken')} (a name that looks the same counts), or registration is not open`,
      ),
    },
  },

  getTeam: {
    summary: 'The team’s members and join link, for its captain (and the race’s organisers)',
    responses: {
      200: answer('The team.', teamViewSchema),
      404: failure('No such team, or not the caller’s to see.'),
    },
  },

  teamResults: {
    // Public once published (cached 60 s, per Authorization); the race's staff also see them before.
    cache: 'public',
    summary:
      'A distance’s team results: each team’s time is the sum of its best `minSize` chip times; teams short of finishers are unplaced',
    query: z.object({
      distanceId: z
        .string()
        .max(40)
        .optional()
        .describe('Which distance; the first with teams if left out.'),
    }),
    responses: {
      200: {
        ...answer('The teams, placed first by time, then the unplaced.', teamResultsSchema),
        headers: PUBLIC_CACHE,
      },
      404: failure('No such marathon, no distance with teams, or its results are not published.'),
    },
  },
});
