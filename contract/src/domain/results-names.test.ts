import { describe, expect, it } from 'vitest';

import { foldName, nameKeys, nameSearchKey } from './results-names.js';

describe('foldName', () => {
  it.each([
    ['José María García-López', 'jose maria garcia lopez'],
    ['ÅSA Øberg', 'asa oberg'],
    ['Łukasz Straße', 'lukasz strasse'],
    ["Seán O'Brien", 'sean obrien'],
    ['  Zoë   Ng ', 'zoe ng'],
  ])('drops accents and case, spells special letters, keeps words apart: %j', (name, folded) =>
    expect(foldName(name)).toBe(folded),
  );
});

describe('nameKeys and nameSearchKey', () => {
  const keys = nameKeys('José María', 'García-López');
  const finds = (query: string) => keys.includes(nameSearchKey(query) ?? '\u0000');

  it('finds a runner by the start of any name, accented or not', () => {
    for (const query of ['jo', 'José', 'JOSE', 'mar', 'garc', 'GARCÍA', 'lopez', 'López']) {
      expect(finds(query), query).toBe(true);
    }
  });

  it('finds a runner by a first name followed by the start of the next', () => {
    expect(finds('maria garc')).toBe(true);
    expect(finds('José María Gar')).toBe(true);
    expect(finds('garcia-lo')).toBe(true);
  });

  it('does not find by the middle of a name or another name', () => {
    for (const query of ['arcia', 'ose', 'pedro', 'maria lopez']) {
      expect(finds(query), query).toBe(false);
    }
  });

  it('has no search key for a query without letters or digits', () => {
    expect(nameSearchKey('  -- ')).toBeNull();
  });
});
