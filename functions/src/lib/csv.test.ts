import { describe, expect, it } from 'vitest';

import { csvCell, csvFilename, csvRow } from './csv.js';

describe('participants CSV', () => {
  it('quotes cells holding commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula-looking cell %j',
    (value) => {
      expect(csvCell(value).replace(/^"/u, '').startsWith("'")).toBe(true);
    },
  );

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
  });

  it('builds an ASCII filename from the title', () => {
    expect(csvFilename('Café Run: 10K / "Night"')).toBe('participants-cafe-run-10k-night.csv');
    expect(csvFilename('日本')).toBe('participants-marathon.csv');
  });
});
