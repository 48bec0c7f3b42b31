import { describe, expect, it } from 'vitest';

import {
  captainKey,
  isoToZonedInput,
  shiftInputOf,
  shiftValues,
  zonedInputToIso,
} from './shift-form-values';

describe('a shift’s times on the race’s clock', () => {
  it('shows an instant as the race’s wall time, summer and winter', () => {
    expect(isoToZonedInput('2027-04-11T05:30:00.000Z', 'Europe/Berlin')).toBe('2027-04-11T07:30');
    expect(isoToZonedInput('2027-01-11T06:30:00.000Z', 'Europe/Berlin')).toBe('2027-01-11T07:30');
    expect(isoToZonedInput('2027-07-04T12:00:00.000Z', 'America/Chicago')).toBe('2027-07-04T07:00');
  });

  it('sends the race’s wall time as the instant it is there', () => {
    expect(zonedInputToIso('2027-04-11T07:30', 'Europe/Berlin')).toBe('2027-04-11T05:30:00.000Z');
    expect(zonedInputToIso('2027-07-04T07:00', 'America/Chicago')).toBe('2027-07-04T12:00:00.000Z');
  });

  it('sends what is not a date-time as typed, for the schema to name', () => {
    expect(zonedInputToIso('', 'Europe/Berlin')).toBe('');
    expect(zonedInputToIso('soon', null)).toBe('soon');
  });

  it('reads and writes a race without a zone on this device’s clock', () => {
    const iso = new Date(2027, 3, 11, 7, 30).toISOString();
    expect(isoToZonedInput(iso, undefined)).toBe('2027-04-11T07:30');
    expect(zonedInputToIso('2027-04-11T07:30', undefined)).toBe(iso);
  });
});

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
