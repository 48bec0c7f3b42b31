import { describe, expect, it } from 'vitest';

import { registrationBadge } from './registration-window.js';

const dates = {
  startRegistrationDate: '2027-03-05T00:00:00.000Z',
  endRegistrationDate: '2027-04-01T23:59:59.999Z',
  marathonStartDate: '2027-04-25T08:00:00.000Z',
};

describe('the card badge', () => {
  it('says when registration opens before the window, open during it, closed after it', () => {
    expect(registrationBadge(dates, new Date('2027-03-04T23:59:59Z'))).toBe('Opens March 5');
    expect(registrationBadge(dates, new Date('2027-03-05T00:00:00Z'))).toBe('Registration Open');
    expect(registrationBadge(dates, new Date('2027-04-01T23:59:59Z'))).toBe('Registration Open');
    expect(registrationBadge(dates, new Date('2027-04-02T00:00:00Z'))).toBe('Registration Closed');
  });
});
