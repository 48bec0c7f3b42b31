import type { BallotState } from '@run/contract/domain/ballot';
import { describe, expect, it } from 'vitest';

import { entryWindow } from './entry-window';

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Registration closed since yesterday: only a ballot can open the race. */
const dates = {
  startRegistrationDate: iso(-30),
  endRegistrationDate: iso(-1),
  marathonStartDate: iso(30),
};
const ballot = (state: BallotState) => ({
  opensAt: iso(-2),
  closesAt: iso(2),
  drawAt: iso(3),
  payDays: 7,
  state,
});

describe('whether a race with ballots takes runners', () => {
  it('is open while any of its ballots is, whatever the registration dates say', () => {
    expect(entryWindow({ ...dates, distances: [{ ballot: ballot('open') }, {}] })).toBe('open');
  });

  it('follows its ballots when every distance has one', () => {
    const open = { ...dates, endRegistrationDate: iso(10) };
    expect(entryWindow({ ...open, distances: [{ ballot: ballot('upcoming') }] })).toBe('upcoming');
    expect(entryWindow({ ...open, distances: [{ ballot: ballot('drawn') }] })).toBe('closed');
  });

  it('follows the registration dates otherwise', () => {
    expect(entryWindow({ ...dates, distances: [{ ballot: null }] })).toBe('closed');
    const open = { ...dates, endRegistrationDate: iso(10) };
    expect(entryWindow({ ...open, distances: [{ ballot: ballot('drawn') }, {}] })).toBe('open');
  });
});
