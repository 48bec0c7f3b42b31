import { describe, expect, it } from 'vitest';

import { distanceLabel, distanceOf, distancePlacesText, distancesLine } from './distance-places';
import { hasFieldLimit } from './places-left';

describe('a race’s distances', () => {
  it('name the running distance once when it is the name, else both', () => {
    expect(distanceLabel({ name: '21 KM', runningDistance: '21 KM' })).toBe('21 KM');
    expect(distanceLabel({ name: 'Half Marathon', runningDistance: '21 KM' })).toBe(
      'Half Marathon · 21 KM',
    );
  });

  it('fit in one line: the names of several, the running distance of one', () => {
    const one = { runningDistance: '21 KM', distances: [{ name: 'Half' }] };
    expect(distancesLine(one)).toBe('21 KM');
    const two = { runningDistance: '42 KM', distances: [{ name: 'Marathon' }, { name: '10K' }] };
    expect(distancesLine(two)).toBe('Marathon · 10K');
  });

  it('say each one’s places left, sold out, or no limit', () => {
    expect(distancePlacesText({ placesLeft: 3 })).toBe('3 places left');
    expect(distancePlacesText({ placesLeft: 0 })).toBe('Sold out');
    expect(distancePlacesText({ placesLeft: null })).toBe('No limit');
  });

  it('find a record’s distance by id', () => {
    const distances = [{ id: 'a' }, { id: 'b' }];
    expect(distanceOf(distances, 'b')).toBe(distances[1]);
    expect(distanceOf(distances, 'c')).toBeUndefined();
  });

  it('have a waitlist when any distance has a field limit', () => {
    expect(hasFieldLimit({ distances: [{ capacity: null }, { capacity: 5 }] as never })).toBe(true);
    expect(hasFieldLimit({ distances: [{ capacity: null }] as never })).toBe(false);
  });
});
