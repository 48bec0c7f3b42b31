// Days and counts in the language shown: English exactly as the spec writes them, others by Intl.
import { describe, expect, it } from 'vitest';

import { formatCount, formatLongDate } from './format';

describe('formatLongDate', () => {
  it('spells the stored day in each language, never shifted by the viewer’s time zone', () => {
    const day = '2027-04-05T00:00:00.000Z';
    expect(formatLongDate(day, 'en')).toBe('April 5, 2027');
    expect(formatLongDate(day, 'de')).toBe('5. April 2027');
    expect(formatLongDate(day, 'fr')).toBe('5 avril 2027');
    expect(formatLongDate(day, 'es')).toBe('5 de abril de 2027');
  });
});

describe('formatCount', () => {
  it('groups thousands as each language does', () => {
    expect(formatCount(12000, 'en')).toBe('12,000');
    expect(formatCount(12000, 'de')).toBe('12.000');
    expect(formatCount(12000, 'fr')).toBe('12\u202f000');
    expect(formatCount(999, 'es')).toBe('999');
  });
});
