import { describe, expect, it } from 'vitest';

import { foldIcs } from './ics-fold.js';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/gu, '');

describe('folding an iCalendar file at 75 octets', () => {
  it('folds a multi-byte title into lines of at most 75 octets, never inside a character', () => {
    const title = `SUMMARY:${'ঢাকা ম্যারাথন 🏃 '.repeat(8)}`;
    const folded = foldIcs(`BEGIN:VEVENT\r\n${title}\r\nEND:VEVENT\r\n`);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${title}\r\nEND:VEVENT\r\n`);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves short lines alone and unfolds what was folded by characters first', () => {
    expect(foldIcs('A:b\r\nC:d\r\n')).toBe('A:b\r\nC:d\r\n');
    const long = `DESCRIPTION:${'x'.repeat(100)}`;
    const folded = foldIcs(`${long.slice(0, 40)}\r\n ${long.slice(40)}\r\n`);
    expect(folded.split('\r\n')[0]).toHaveLength(75);
    expect(unfold(folded)).toBe(`${long}\r\n`);
  });
});
