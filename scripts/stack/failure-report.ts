// What `npm test` prints again under its summary for a failed test step.
import { stripVTControlCharacters } from 'node:util';

/**
 * The part of a failed step's output that says what failed: vitest's "Failed Tests" section or
 * Playwright's numbered failures, else the output's end; at most 80 lines.
 */
export function failureReport(output: string): string {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((l) => /⎯ Failed Tests \d+ ⎯|^\s+1\) \S/.test(l));
  const from = start === -1 ? Math.max(0, lines.length - 40) : start;
  return lines.slice(from, from + 80).join('\n');
}
