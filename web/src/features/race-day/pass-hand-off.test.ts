import { describe, expect, it } from 'vitest';

import { arrivingPassOf, isRaceStaff } from './pass-hand-off';

describe('arrivingPassOf', () => {
  it('reads the pass handed to the check-in screen, and nothing else', () => {
    expect(arrivingPassOf({ arrivingPass: { passId: 'p-1' } })).toEqual({ passId: 'p-1' });
    expect(arrivingPassOf({ arrivingPass: { groupPassId: 'g-1' } })).toEqual({
      groupPassId: 'g-1',
    });
    expect(arrivingPassOf(null)).toBeNull();
    expect(arrivingPassOf({ arrivingPass: { passId: '' } })).toBeNull();
    expect(arrivingPassOf({ arrivingPass: 'p-1' })).toBeNull();
    expect(arrivingPassOf({ arrivingPass: { passId: 7 } })).toBeNull();
    expect(arrivingPassOf('p-1')).toBeNull();
  });
});

describe('isRaceStaff', () => {
  const view = { uid: 'u1', organiserUid: 'org', staffRaceIds: ['m2'], marathonId: 'm1' };

  it('lets the organiser and the race staff check its passes in', () => {
    expect(isRaceStaff({ ...view, organiserUid: 'u1' })).toBe(true);
    expect(isRaceStaff({ ...view, staffRaceIds: ['m2', 'm1'] })).toBe(true);
  });

  it('sends everyone else, staff of another race too, to the explanation', () => {
    expect(isRaceStaff(view)).toBe(false);
    expect(isRaceStaff({ ...view, organiserUid: undefined })).toBe(false);
  });
});
