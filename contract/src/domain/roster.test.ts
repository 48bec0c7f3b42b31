import { describe, expect, it } from 'vitest';

import { rosterSchema } from './api-types.js';
import { passKeyOf, PASS_KEY_LENGTH, rosterOf, rowsOf, type RosterRunner } from './roster.js';

const ada: RosterRunner = {
  userId: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  bib: 7,
  distanceId: 'full',
  passKey: 'abcdefgh',
  checkedInAt: '2027-04-01T07:42:00.000Z',
};
const bo: RosterRunner = {
  userId: 'u2',
  firstName: 'Bo',
  lastName: '',
  bib: null,
  distanceId: 'gone',
  passKey: null,
  checkedInAt: null,
};

describe('the roster’s columns', () => {
  it('packs rows into columns that the schema accepts and unpacks them as they were', () => {
    const roster = rosterOf([bo, ada], ['half', 'full'], new Date('2027-04-01T06:00:00Z'));
    expect(rosterSchema.parse(roster)).toEqual(roster);
    expect(roster.runners.distance).toEqual([1, 2]);
    expect(roster.distanceIds).toEqual(['half', 'full', 'gone']);
    expect(roster.runners.checkedInAt).toEqual([Date.parse(ada.checkedInAt ?? ''), null]);
    expect(rowsOf(roster)).toEqual([ada, bo]);
  });

  it('orders runners by bib, those without last, each bib sent as its step from the one before', () => {
    const bibs = [12, null, 3, 4, 10];
    const rows = bibs.map((bib, i) => ({ ...ada, bib, firstName: `R${i}` }));
    const roster = rosterOf(rows, ['full'], new Date());
    expect(roster.runners.bibStep).toEqual([3, 1, 6, 2, null]);
    expect(rowsOf(roster).map((r) => [r.firstName, r.bib])).toEqual([
      ['R2', 3],
      ['R3', 4],
      ['R4', 10],
      ['R0', 12],
      ['R1', null],
    ]);
  });

  it('carries an order’s group pass key on its entries only, and back', () => {
    const cy = { ...ada, bib: 8, firstName: 'Cy', groupKey: 'grpkey01' };
    const di = { ...ada, bib: 9, firstName: 'Di', groupKey: 'grpkey01' };
    const roster = rosterOf([di, bo, ada, cy], ['full'], new Date());
    expect(rosterSchema.parse(roster)).toEqual(roster);
    expect(roster.groups).toEqual([{ key: 'grpkey01', rows: [1, 2] }]);
    expect(rowsOf(roster)).toEqual([ada, cy, di, bo]);
    expect(rosterOf([ada], ['full'], new Date())).not.toHaveProperty('groups');
  });

  it('names each field once, however many runners', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ ...ada, bib: i + 1 }));
    const json = JSON.stringify(rosterOf(many, ['full'], new Date()));
    expect(json.split('"firstName"')).toHaveLength(2);
  });
});

describe('passKeyOf', () => {
  it('keeps the first characters of a pass only', () => {
    const pass = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(passKeyOf(pass)).toBe(pass.slice(0, PASS_KEY_LENGTH));
    expect(passKeyOf(pass)).toHaveLength(8);
  });
});
