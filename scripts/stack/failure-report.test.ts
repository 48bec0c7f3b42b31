import { describe, expect, it } from 'vitest';

import { failureReport } from './failure-report.js';

describe('failureReport', () => {
  it("keeps vitest's Failed Tests section, without colours", () => {
    const output = [
      ' ✓ test/a.test.ts (3 tests) 120ms',
      '\u001b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
      ' FAIL  api  test/b.test.ts > places > gives the last place once',
      'AssertionError: expected 409 to be 201',
      ' Test Files  1 failed | 1 passed (2)',
    ].join('\n');
    expect(failureReport(output)).toBe(
      [
        '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
        ' FAIL  api  test/b.test.ts > places > gives the last place once',
        'AssertionError: expected 409 to be 201',
        ' Test Files  1 failed | 1 passed (2)',
      ].join('\n'),
    );
  });

  it("keeps Playwright's numbered failures", () => {
    const output = [
      '  ✓  1 [chromium] › e2e/a.spec.ts:3:1 › works',
      '',
      '  1) [chromium] › e2e/b.spec.ts:9:1 › pays',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
    ].join('\n');
    expect(failureReport(output).split('\n')[0]).toBe('  1) [chromium] › e2e/b.spec.ts:9:1 › pays');
  });

  it('falls back to the last 40 lines', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const report = failureReport(output).split('\n');
    expect(report).toHaveLength(40);
    expect(report[0]).toBe('line 60');
  });
});
