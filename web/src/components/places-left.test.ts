import { describe, expect, it } from 'vitest';

import { isSoldOut, placesLeftText } from './places-left';

describe('places left', () => {
  it('says nothing for an unlimited race, so it looks as before', () => {
    expect(placesLeftText({ placesLeft: null })).toBeNull();
    expect(isSoldOut({ placesLeft: null })).toBe(false);
  });

  it('counts the places left, one place in the singular', () => {
    expect(placesLeftText({ placesLeft: 312 })).toBe('312 places left');
    expect(placesLeftText({ placesLeft: 1 })).toBe('1 place left');
    expect(placesLeftText({ placesLeft: 12000 })).toBe('12,000 places left');
  });

  it('says sold out when no place is left', () => {
    expect(placesLeftText({ placesLeft: 0 })).toBe('Sold out');
    expect(isSoldOut({ placesLeft: 0 })).toBe(true);
  });
});
