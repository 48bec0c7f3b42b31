import { teamSettingsSchema } from '@run/contract/domain/teams';
import { describe, expect, it } from 'vitest';

import { teamKey, teamsInput, teamValuesOf } from './team-form-values';

const issues = (sent: unknown) =>
  teamSettingsSchema.safeParse(sent).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a distance’s teams on the race form', () => {
  it('sends back the rule it was filled with', () => {
    expect(teamsInput(teamValuesOf(2, { minSize: 3, maxSize: 6 }), 2)).toEqual({
      teams: { minSize: 3, maxSize: 6 },
    });
  });

  it('sends nothing for a distance that never had teams, and null to remove them', () => {
    expect(teamsInput(teamValuesOf(0, undefined), 0)).toEqual({});
    const unticked = {
      ...teamValuesOf(0, { minSize: 3, maxSize: 6 }),
      [teamKey(0, 'enabled')]: '',
    };
    expect(teamsInput(unticked, 0)).toEqual({ teams: null });
  });

  it('sends the sizes as typed once ticked, for the contract to name what is wrong', () => {
    const values = {
      ...teamValuesOf(0, undefined),
      [teamKey(0, 'enabled')]: 'true',
      [teamKey(0, 'minSize')]: '',
      [teamKey(0, 'maxSize')]: '4',
    };
    const sent = teamsInput(values, 0).teams;
    expect(sent).toEqual({ minSize: '', maxSize: 4 });
    expect(issues(sent)).toEqual([
      ['minSize', 'A team’s smallest size must be a whole number from 2 to 10'],
    ]);
  });

  it('a largest size under the smallest is the largest size’s error', () => {
    const values = {
      [teamKey(1, 'enabled')]: 'true',
      [teamKey(1, 'minSize')]: '5',
      [teamKey(1, 'maxSize')]: '3',
    };
    expect(issues(teamsInput(values, 1).teams)).toEqual([
      ['maxSize', 'A team’s largest size must be at least its smallest'],
    ]);
  });
});
