import { describe, expect, it } from 'vitest';

import { paceOf, raceLength } from './results-pace.js';
import { formatRaceTime, parseRaceTime } from './results-times.js';

describe('parseRaceTime', () => {
  it('reads h:mm:ss and mm:ss, with or without tenths, as tenths of a second', () => {
    expect(parseRaceTime('2:31:07')).toBe((2 * 3600 + 31 * 60 + 7) * 10);
    expect(parseRaceTime('02:31:07.4')).toBe((2 * 3600 + 31 * 60 + 7) * 10 + 4);
    expect(parseRaceTime('42:15')).toBe((42 * 60 + 15) * 10);
    expect(parseRaceTime(' 42:15,37 ')).toBe((42 * 60 + 15) * 10 + 3);
    expect(parseRaceTime('75:30')).toBe((75 * 60 + 30) * 10);
    expect(parseRaceTime('26:03:00')).toBe(26 * 36000 + 3 * 600);
  });

  it('refuses what is not a time', () => {
    for (const text of [
      '',
      'DNF',
      '2:61:00',
      '2:31:7',
      '42:5',
      '1:2:3:4',
      '0:00:00',
      '42.15',
      'abc',
    ]) {
      expect(parseRaceTime(text), text).toBeNull();
    }
  });
});

describe('formatRaceTime', () => {
  it('writes hours only when there are some and tenths only when not zero', () => {
    expect(formatRaceTime(parseRaceTime('2:31:07') ?? 0)).toBe('2:31:07');
    expect(formatRaceTime(parseRaceTime('42:15.0') ?? 0)).toBe('42:15');
    expect(formatRaceTime(parseRaceTime('9:58.4') ?? 0)).toBe('9:58.4');
    expect(formatRaceTime(parseRaceTime('1:00:05') ?? 0)).toBe('1:00:05');
  });
});

describe('pace', () => {
  it('reads the length a running distance names, in km or miles', () => {
    expect(raceLength('42.195 km')).toEqual({ length: 42.195, unit: 'km' });
    expect(raceLength('10K')).toEqual({ length: 10, unit: 'km' });
    expect(raceLength('21,1 Kilometres')).toEqual({ length: 21.1, unit: 'km' });
    expect(raceLength('26.2 miles')).toEqual({ length: 26.2, unit: 'mi' });
    expect(raceLength('13.1 mi')).toEqual({ length: 13.1, unit: 'mi' });
    expect(raceLength('Half Marathon')).toEqual({ length: 21.0975, unit: 'km' });
    expect(raceLength('Marathon')).toEqual({ length: 42.195, unit: 'km' });
    expect(raceLength('Fun run')).toBeNull();
  });

  it('gives a pace per km, or per mile for a distance in miles', () => {
    expect(paceOf(parseRaceTime('50:00') ?? 0, '10 km')).toBe('5:00 /km');
    expect(paceOf(parseRaceTime('3:30:00') ?? 0, '42.195 km')).toBe('4:59 /km');
    expect(paceOf(parseRaceTime('3:30:00') ?? 0, '26.2 miles')).toBe('8:01 /mi');
    expect(paceOf(parseRaceTime('30:00') ?? 0, 'Fun run')).toBeNull();
  });
});
