// The doc path check: on a small repository made here it finds exactly the paths that do not exist,
// and on this repository it finds none.
import { describe, expect, it } from 'vitest';

import { missingPaths, namedPaths, pathInCode, pathInLink } from './doc-paths.js';
import { repoMadeHere } from '../repo-made-here.js';
import { repoRoot } from '../stack/paths.js';

describe('what counts as a path', () => {
  it.each([
    ['web/src/boot/main.tsx', 'web/src/boot/main.tsx'],
    ['docs/', 'docs/'],
    ['./README.md', 'README.md'],
    ['package.json', 'package.json'],
  ])('a code span naming %s', (span, expected) => {
    expect(pathInCode(span)).toBe(expected);
  });

  it.each([
    '/marathons',
    '/api/openapi.json',
    'https://example.com/a.md',
    'npm run bench -- --only web',
    'marathons/{id}/registrations',
    'web/dist-<offset>',
    'index-*.js',
    '@run/contract',
    'application/json',
    'web/.env.production',
    'registered',
    'x.y',
    '--port',
  ])('not a code span naming %s', (span) => {
    expect(pathInCode(span)).toBeNull();
  });

  it('reads relative link targets, without their anchor, and skips URLs and anchors', () => {
    expect(pathInLink('docs/api.md#errors')).toBe('docs/api.md');
    expect(pathInLink('../README.md')).toBe('../README.md');
    expect(pathInLink('https://firebase.google.com')).toBeNull();
    expect(pathInLink('mailto:someone@example.com')).toBeNull();
    expect(pathInLink('#layout')).toBeNull();
  });

  it('skips fenced code blocks and names each path with its line', () => {
    const markdown = [
      'See `a/b.ts` and [the API](docs/api.md).',
      '```sh',
      'cat `not/read.ts`',
      '```',
      'Then `c.md`.',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      { line: 1, named: 'a/b.ts' },
      { line: 1, named: 'docs/api.md' },
      { line: 5, named: 'c.md' },
    ]);
  });
});

describe('missingPaths', () => {
  const root = repoMadeHere('doc-paths-', {
    'src/app.ts': 'export {};\n',
    'web/src/boot/main.tsx': 'export {};\n',
    'web/src/boot/README.md': '`main.tsx` is the entry; `web/src/boot/main.tsx` too.\n',
    'node_modules/pkg/README.md': '`not/checked.ts`\n',
    'README.md': [
      '# Fixture',
      'The app is `src/app.ts`; the logs are in `.run/logs/`.',
      'The entry was `web/src/main.tsx` and the prerender `app/prerender.tsx`.',
      'See [the docs](docs/missing.md) and [the app](src/app.ts#L1).',
    ].join('\n'),
  });

  it('fails on each path that exists neither beside the file nor at the root', () => {
    expect(missingPaths(root())).toEqual([
      { file: 'README.md', line: 3, named: 'web/src/main.tsx' },
      { file: 'README.md', line: 3, named: 'app/prerender.tsx' },
      { file: 'README.md', line: 4, named: 'docs/missing.md' },
    ]);
  });

  it('finds every path this repository’s docs name', () => {
    const missing = missingPaths(repoRoot).map((m) => `${m.file}:${m.line} ${m.named}`);
    expect(missing).toEqual([]);
  });
});
