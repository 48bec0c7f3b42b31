import { ballotSettingsSchema } from '@run/contract/domain/ballot';
import { describe, expect, it } from 'vitest';

import { ballotInput, ballotKey, ballotValuesOf } from './ballot-form-values';

const ballot = {
  opensAt: '2030-03-01T09:00:00.000Z',
  closesAt: '2030-03-15T17:30:00.000Z',
  drawAt: '2030-03-16T12:00:00.000Z',
  payDays: 5,
  state: 'upcoming' as const,
};

describe('a distance’s ballot on the race form', () => {
  it('sends back the ballot it was filled with', () => {
    const { state: _state, ...settings } = ballot;
    expect(ballotInput(ballotValuesOf(1, ballot), 1)).toEqual({ ballot: settings });
  });

  it('sends nothing for a distance that never had a ballot, and null to remove one', () => {
    expect(ballotInput(ballotValuesOf(0, null), 0)).toEqual({});
    const cleared = {
      ...ballotValuesOf(0, ballot),
      [ballotKey(0, 'opensAt')]: '',
      [ballotKey(0, 'closesAt')]: '',
      [ballotKey(0, 'drawAt')]: '',
    };
    expect(ballotInput(cleared, 0)).toEqual({ ballot: null });
  });

  it('leaves empty pay days to the default and a missing time to the schema to name', () => {
    const values = {
      ...ballotValuesOf(0, ballot),
      [ballotKey(0, 'payDays')]: '',
      [ballotKey(0, 'closesAt')]: '',
    };
    const sent = ballotInput(values, 0).ballot;
    expect(sent).not.toHaveProperty('payDays');
    const parsed = ballotSettingsSchema.safeParse(sent);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('closesAt');
  });
});
