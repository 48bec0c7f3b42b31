import { describe, expect, it } from 'vitest';

import { rosterSchema } from './api-types.js';
import { passKeyOf, PASS_KEY_LENGTH, rosterOf, rowsOf, type RosterRunner } from './roster.js';

const ada: RosterRunner = {
  userId: 'u1',
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
    const roster = rosterOf([ada, bo], ['half', 'full'], new Date('2027-04-01T06:00:00Z'));
    expect(rosterSchema.parse(roster)).toEqual(roster);
    expect(roster.runners.distance).toEqual([1, 2]);
    expect(roster.distanceIds).toEqual(['half', 'full', 'gone']);
    expect(roster.runners.checkedInAt).toEqual([Date.parse(ada.checkedInAt ?? ''), null]);
    expect(rowsOf(roster)).toEqual([ada, bo]);
  });

  it('names each field once, however many runners', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ ...ada, userId: `u${i}` }));
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
