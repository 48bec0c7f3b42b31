import { describe, expect, it } from 'vitest';

import { csvCell, csvFilename, csvRow } from './csv.js';

describe('participants CSV', () => {
  it('quotes every cell, doubling quotes inside (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', ';=1+1', 'a,=1+1', 'a; @x', ' =1'])(
    'neutralises the formula-looking cell %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    },
  );

  it.each(['Smith', 'a;b', 'Jr., MD', '10 km'])('leaves the plain cell %j as it is', (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('"a","b"\r\n');
  });

  it('builds an ASCII filename from the title', () => {
    expect(csvFilename('Café Run: 10K / "Night"')).toBe('participants-cafe-run-10k-night.csv');
    expect(csvFilename('日本')).toBe('participants-marathon.csv');
  });
});
