import { describe, expect, it } from 'vitest';

import { indexGram, matchesSearch, searchGrams } from './search.js';

describe('marathon search', () => {
  it('stores every lowercase 3-character piece of title and location', () => {
    const grams = searchGrams('Dhaka Run', 'BD');
    expect(grams).toContain('dha');
    expect(grams).toContain('a r');
    expect(grams).not.toContain('bd');
  });

  it('asks the index for a gram of the query that the document must contain', () => {
    const gram = indexGram('  New YORK ');
    expect(gram).not.toBeNull();
    expect(searchGrams('The New York City Marathon', 'USA')).toContain(gram);
    expect(indexGram('ny')).toBeNull();
  });

  it('prefers letter grams over digits and spaces', () => {
    expect(indexGram('10 km')).toBe(' km');
  });

  it('matches a substring of title or location, ignoring case', () => {
    expect(matchesSearch({ title: 'Berlin Marathon', location: 'Germany' }, 'MARATH')).toBe(true);
    expect(matchesSearch({ title: 'Berlin Marathon', location: 'Germany' }, 'germ')).toBe(true);
    expect(
      matchesSearch({ title: 'Berlin Marathon', location: 'Germany' }, 'marathon germany'),
    ).toBe(false);
  });
});
