import { describe, expect, it } from 'vitest';

import { isoToZonedInput, zonedInputToIso } from './zoned-input';

describe('a moment on the race’s clock', () => {
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
