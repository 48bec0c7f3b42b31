import { describe, expect, it } from 'vitest';

import { filterOf, openBib, withParams } from './filter-params';

describe('the results page’s URL', () => {
  it('reads the filter, ignoring what is not one', () => {
    expect(filterOf(new URLSearchParams('distance=10k&q=%20ana%20&gender=F&age=F35-39'))).toEqual({
      distanceId: '10k',
      q: 'ana',
      gender: 'F',
      ageGroup: 'F35-39',
    });
    expect(filterOf(new URLSearchParams('gender=Q&q=%20'))).toEqual({
      distanceId: undefined,
      q: undefined,
      gender: undefined,
      ageGroup: undefined,
    });
  });

  it('reads the open card’s bib', () => {
    expect(openBib(new URLSearchParams('bib=104'))).toBe(104);
    expect(openBib(new URLSearchParams('bib=x'))).toBeNull();
    expect(openBib(new URLSearchParams(''))).toBeNull();
  });

  it('changes and removes keys', () => {
    const next = withParams(new URLSearchParams('q=ana&bib=3'), { bib: undefined, age: 'Open' });
    expect(next.toString()).toBe('q=ana&age=Open');
  });
});
