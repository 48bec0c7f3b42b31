import type { MyBallotEntry } from '@run/contract/domain/ballot';
import { describe, expect, it } from 'vitest';

// The app's language (English, as it starts), in which the states are said.
import '@/lib/i18n';

import { entryStatus } from './ballot-entries';

const entry: MyBallotEntry = {
  marathonId: 'm1',
  title: 'City Marathon',
  distanceId: 'full',
  distanceName: 'Marathon',
  entryId: 'e1',
  state: 'entered',
  drawAt: '2030-03-16T12:00:00.000Z',
  reserveNumber: null,
  dueAt: null,
};

describe('a ballot entry’s state in My Apply List', () => {
  it('says each state in the product’s words', () => {
    expect(entryStatus(entry)).toBe('In the ballot (draw on March 16, 2030)');
    expect(entryStatus({ ...entry, state: 'drawn', dueAt: '2030-03-23T12:00:00.000Z' })).toBe(
      'Drawn: pay by March 23, 2030',
    );
    expect(entryStatus({ ...entry, state: 'reserve', reserveNumber: 12 })).toBe(
      'Not drawn: reserve number 12',
    );
  });

  it('says a free distance’s winner has the place', () => {
    expect(entryStatus({ ...entry, state: 'drawn' })).toBe('Drawn: your place is confirmed');
  });
});
