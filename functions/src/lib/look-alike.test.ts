import { describe, expect, it } from 'vitest';

import { lookAlikeKey } from './look-alike.js';

describe('lookAlikeKey', () => {
  const plain = lookAlikeKey('Harbour Harriers');

  it.each([
    ['case and spaces', '  harbour   HARRIERS '],
    ['a zero-width space', 'Harbour Har\u200briers'],
    ['a zero-width joiner and a soft hyphen', 'Har\u200dbour Har\u00adriers'],
    ['Cyrillic letters', 'H\u0430rbour \u041d\u0430rriers'],
    ['Greek capitals', '\u0397\u0391RBOUR \u0397\u0391RRI\u0395RS'],
    ['full-width letters', '\uff28\uff41\uff52\uff42\uff4f\uff55\uff52 Harriers'],
    ['a right-to-left mark', 'Harbour\u200f Harriers'],
  ])('folds %s into the plain name’s key', (_, name) => {
    expect(lookAlikeKey(name)).toBe(plain);
  });

  it('keeps different names apart', () => {
    expect(lookAlikeKey('Harbour Hares')).not.toBe(plain);
    expect(lookAlikeKey('Harbour Harriers 2')).not.toBe(plain);
    expect(lookAlikeKey('Ζürich Runners')).not.toBe(lookAlikeKey('Zurich Runners'));
  });
});
