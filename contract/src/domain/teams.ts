// Teams (docs/teams.md): a distance may let runners form teams of `minSize` to `maxSize`; a team has a
// name unique in its race (never personal data), a captain and a join link; results rank teams by the
// sum of their best `minSize` finishers' chip times, and a team with fewer finishers is unplaced.
import { z } from 'zod';

import { filledText, wholeNumber } from './field-schemas.js';
export const TEAM_SIZE = { min: 2, minMax: 10, max: 50 } as const;
export const TEAM_NAME_MAX = 60;
export const TEAM_NAME_BIDI = 'Team name must not hold text-direction controls';

/** Why a team, or joining one, is refused, by code: each a 409 with its own sentence. */
export const TEAM_REFUSALS = {
  no_teams: 'This distance has no teams.',
  team_name_taken: 'A team of that name (or one that looks the same) already exists in this race.',
  team_needs_registration:
    'Only a runner registered for this distance makes a team: register first.',
  already_in_team: 'Your registration is in a team already.',
  team_other_distance: 'This team runs another distance.',
  team_full: 'This team is full.',
  team_link_invalid: 'This team link is not valid.',
  captain_only: 'Only the team’s captain adds a runner to it by its id; others use its join link.',
} as const;

/** A team or team results that are not there (404). */
export const TEAM_LOOKUP_REFUSALS = {
  no_such_team: 'No such team of yours.',
  no_team_results: 'This distance has no team results.',
} as const;

const MIN_MESSAGE = `A team’s smallest size must be a whole number from ${TEAM_SIZE.min} to ${TEAM_SIZE.minMax}`;
const MAX_MESSAGE = `A team’s largest size must be a whole number from ${TEAM_SIZE.min} to ${TEAM_SIZE.max}`;

/** A distance's team rule as the race form sends it; null or left out: no teams. */
export const teamSettingsSchema = z
  .strictObject({
    minSize: wholeNumber(TEAM_SIZE.min, TEAM_SIZE.minMax, MIN_MESSAGE),
    maxSize: wholeNumber(TEAM_SIZE.min, TEAM_SIZE.max, MAX_MESSAGE),
  })
  .refine((t) => t.maxSize >= t.minSize, {
    message: 'A team’s largest size must be at least its smallest',
    path: ['maxSize'],
  });
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** Joining a team while registering: the captain by its id, anyone by its join link's token. */
export const teamJoinFields = {
  teamId: z
    .string({ error: 'teamId must be a team’s id' })
    .min(1, 'teamId must be a team’s id')
    .max(64, 'teamId must be a team’s id')
    .optional()
    .describe('The team to join: its captain’s own team, by id.'),
  teamToken: z
    .string({ error: 'teamToken must be a team link’s token' })
    .min(1, 'teamToken must be a team link’s token')
    .max(64, 'teamToken must be a team link’s token')
    .optional()
    .describe('The team to join, by its join link’s token.'),
};

export const teamCreateSchema = z.strictObject({
  name: filledText('Team name', TEAM_NAME_MAX)
    .regex(/^[^\p{Cc}]*$/u, 'Team name must be one line')
    // Bidi controls turn the text shown around (a name that reads as another, or reverses the page).
    .regex(/^[^\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u, TEAM_NAME_BIDI),
  distanceId: z.string({ error: 'distanceId must be text' }).max(40),
});

export const teamCreatedSchema = z.object({
  teamId: z.string(),
  joinUrl: z.string().describe('The link a runner opens to register into the team.'),
});

export const teamViewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  distanceId: z.string(),
  minSize: z.number().int(),
  maxSize: z.number().int(),
  joinUrl: z.string(),
  members: z.array(
    z.object({
      registrationId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      status: z.string(),
      bib: z.number().int().nullable(),
    }),
  ),
});
export type TeamView = z.infer<typeof teamViewSchema>;

export const teamResultsSchema = z.object({
  distanceId: z.string(),
  minSize: z.number().int().describe('Finishers whose chip times a team’s time adds up.'),
  teams: z.array(
    z.object({
      teamId: z.string(),
      name: z.string(),
      place: z.number().int().nullable().describe('Null: fewer finishers than `minSize`.'),
      time: z.string().nullable().describe('The sum of the counted chip times, `h:mm:ss`.'),
      finishers: z.number().int(),
      counted: z.array(
        z.object({
          bib: z.number().int(),
          name: z.string().describe('“Hidden” for a runner who hid their name.'),
          chipTime: z.string(),
        }),
      ),
    }),
  ),
});
export type TeamResults = z.infer<typeof teamResultsSchema>;
