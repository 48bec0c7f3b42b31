import { describe, expect, it } from 'vitest';

import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each(['/dashboard', '/marathons/abc?tab=1#top', '/login?next=%2Fdashboard'])(
    'follows the same-site path %s',
    (next) => expect(safeNext(next)).toBe(next),
  );

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a relative path', 'dashboard'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash that browsers read as a slash', '/\\evil.example/x'],
    ['a backslash later on', '/a\\b'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline', '/dash\nboard'],
    ['DEL', '/dash\u007fboard'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('falls back to / for %s', (_label, next) => expect(safeNext(next)).toBe('/'));
});
