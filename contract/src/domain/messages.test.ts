// A message's merge fields (docs/messages.md): replaced in one pass, unknown ones named, and an SMS's
// segments counted as carriers count them.
import { describe, expect, it } from 'vitest';

import { mergeText, phoneE164, smsSegments, unknownMergeFields } from './messages.js';

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

describe('a stored phone in E.164', () => {
  it('keeps the digits of a number with its country code, however it was typed', () => {
    const typed = ['+44 20 7946 0958', '+44 (0) 20 7946-0958', '0044 20.7946.0958'];
    expect(typed.map(phoneE164)).toEqual(Array(3).fill('+442079460958'));
    expect(phoneE164(' +1 (555) 010-0123 ')).toBe('+15550100123');
  });

  it('guesses no country for a national number, and refuses what is no number', () => {
    const refused = ['020 7946 0958', '+44 20 7946 0958 ext 12', '', '+0 123 456 789'];
    expect(refused.map(phoneE164)).toEqual(refused.map(() => null));
  });
});
