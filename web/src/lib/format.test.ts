// Days, counts and amounts in the language shown: English exactly as the spec writes them, others by
// Intl; and what a form reads of an amount or a limit typed.
import { describe, expect, it } from 'vitest';

import { centsOf, formatCount, formatLongDate, limitOf, mainUnitsOf } from './format';

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

describe('amounts and limits typed in a form', () => {
  it('reads a main-unit amount as cents and shows cents so again', () => {
    expect(centsOf('12.50')).toBe(1250);
    expect(mainUnitsOf(1250)).toBe('12.50');
    expect(mainUnitsOf(0)).toBe('0.00');
    expect(centsOf('12,50')).toBe('12,50');
  });

  it('reads an empty limit as none, and leaves what is not a whole number for the schema', () => {
    expect(limitOf('')).toBeNull();
    expect(limitOf(' 100 ')).toBe(100);
    expect(limitOf('1.5')).toBe('1.5');
  });
});
