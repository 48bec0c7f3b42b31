import { describe, expect, it } from 'vitest';

import { captainKey, shiftInputOf, shiftValues } from './shift-form-values';

describe('the shift form’s body', () => {
  it('sends a whole capacity as a number and the ticked volunteers as captains', () => {
    const values = {
      ...shiftValues(null, 'UTC'),
      role: 'Course Marshals',
      name: 'Bridge',
      startsAt: '2027-04-11T07:00',
      endsAt: '2027-04-11T11:00',
      capacity: '12',
      [captainKey('u1')]: 'true',
      [captainKey('u2')]: '',
    };
    expect(shiftInputOf(values, 'UTC')).toEqual({
      role: 'Course Marshals',
      name: 'Bridge',
      description: '',
      location: '',
      startsAt: '2027-04-11T07:00:00.000Z',
      endsAt: '2027-04-11T11:00:00.000Z',
      capacity: 12,
      captainUids: ['u1'],
    });
  });

  it('holds a stored shift with its captains ticked', () => {
    const values = shiftValues(
      {
        shiftId: 's',
        role: 'Finish Line Crew',
        name: 'Medals',
        description: '',
        location: 'Finish',
        startsAt: '2027-04-11T09:00:00.000Z',
        endsAt: '2027-04-11T13:00:00.000Z',
        capacity: 8,
        placesLeft: 8,
        waiting: 0,
        captainUids: ['u1'],
      },
      'UTC',
    );
    expect(values).toMatchObject({
      startsAt: '2027-04-11T09:00',
      capacity: '8',
      [captainKey('u1')]: 'true',
    });
  });
});
