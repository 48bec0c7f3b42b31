// A distance's teams (docs/teams.md) as flat form values `distances.{i}.teams.{field}`, and the
// `teams` it sends. "Allow teams" ticked sends both sizes (as typed, for the schema to name what is
// wrong); unticked, a distance that had teams sends null to remove them and one that never had any
// sends nothing, as before teams existed.
import type { TeamSettings } from '@run/contract/domain/teams';

import { TICKED } from '@/components/ui/checkbox-field';

export const TEAM_FIELDS = ['enabled', 'minSize', 'maxSize'] as const;
type TeamField = (typeof TEAM_FIELDS)[number];

export type TeamKey = `distances.${number}.teams.${TeamField}` | `distances.${number}.hadTeams`;

export const teamKey = (index: number, field: TeamField): TeamKey =>
  `distances.${index}.teams.${field}`;
const hadKey = (index: number): TeamKey => `distances.${index}.hadTeams`;

/** Row `index`'s team fields, empty or holding the distance's rule. */
export function teamValuesOf(
  index: number,
  teams: TeamSettings | null | undefined,
): Record<TeamKey, string> {
  return {
    [teamKey(index, 'enabled')]: teams ? TICKED : '',
    [teamKey(index, 'minSize')]: teams ? String(teams.minSize) : '',
    [teamKey(index, 'maxSize')]: teams ? String(teams.maxSize) : '',
    [hadKey(index)]: teams ? 'yes' : '',
  };
}

/** A size as the schema should see it: a number when it reads as one, else the text it names. */
function size(value: string): number | string {
  const trimmed = value.trim();
  return /^\d+$/u.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The `teams` field of row `index`'s distance, or nothing. */
export function teamsInput(values: Partial<Record<string, string>>, index: number) {
  if (values[teamKey(index, 'enabled')] !== TICKED) {
    return values[hadKey(index)] ? { teams: null } : {};
  }
  return {
    teams: {
      minSize: size(values[teamKey(index, 'minSize')] ?? ''),
      maxSize: size(values[teamKey(index, 'maxSize')] ?? ''),
    },
  };
}
