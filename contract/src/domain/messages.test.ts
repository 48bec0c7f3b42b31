// A message's merge fields (docs/messages.md): replaced in one pass, unknown ones named, and an SMS's
// segments counted as carriers count them.
import { describe, expect, it } from 'vitest';

import { mergeText, smsSegments, unknownMergeFields } from './messages.js';

const values = {
  firstName: '{raceName}',
  raceName: 'Harbour Run',
  startTime: 'Sunday at 07:30',
  bib: '',
  passLink: 'https://run.example/check-in/m1?pass=p1',
};

describe('merge fields', () => {
  it('replaces each field once: a value holding braces is never read as a field', () => {
    expect(mergeText('Hi {firstName}, {raceName} starts {startTime}. Bib {bib}.', values)).toBe(
      'Hi {raceName}, Harbour Run starts Sunday at 07:30. Bib .',
    );
  });

  it('leaves other braces as they are, and names the fields it does not know', () => {
    expect(mergeText('{name} {} {firstName}', values)).toBe('{name} {} {raceName}');
    expect(unknownMergeFields('Hi {name}, {firstName} {name} {Bib}')).toEqual(['name', 'Bib']);
    expect(unknownMergeFields('Plain {} text and {firstName}')).toEqual([]);
  });
});

describe('SMS segments', () => {
  it('counts 160 GSM characters as one, then 153 a segment', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts 70 as one once a character is outside GSM, then 67 a segment', () => {
    expect(smsSegments('Grüße ✓'.padEnd(70, 'x'))).toBe(1);
    expect(smsSegments('✓'.padEnd(71, 'x'))).toBe(2);
  });
});
