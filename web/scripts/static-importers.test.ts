// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { staticImporters } from './static-importers';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-importers-'));
const src = path.join(root, 'src');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  fs.writeFileSync(path.join(src, file), text);
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

write('schema.ts', "import { z } from 'zod';\nexport const s = z.string();\n");
write('form.tsx', "import { s } from './schema';\nexport const f = s;\n");
write('lib/uses-form.ts', "import { f } from '@/form';\nexport { f };\n");
write('reexport.ts', "export { f } from './form';\n");
write('types-only.ts', "import type { s } from './schema';\nexport type T = typeof s;\n");
write('lazy.ts', "export const load = () => import('./form');\n");
write('plain.ts', "import { load } from './lazy';\nexport { load };\n");
write('multi-line.ts', "import {\n  f,\n} from './form';\nexport { f };\n");
write('form.test.ts', "import { f } from './form';\n");

const reach = staticImporters(
  { aliases: { '@/': `${src}/` }, folders: [src] },
  (dep) => dep === 'zod',
);
const names = [...reach].map((file) => path.relative(src, file)).sort();

describe('staticImporters', () => {
  it('follows value imports, re-exports and aliases, directly or not', () => {
    expect(names).toEqual([
      'form.tsx',
      'lib/uses-form.ts',
      'multi-line.ts',
      'reexport.ts',
      'schema.ts',
    ]);
  });

  it('ignores type-only imports, dynamic imports and test files', () => {
    for (const file of ['types-only.ts', 'lazy.ts', 'plain.ts', 'form.test.ts']) {
      expect(names).not.toContain(file);
    }
  });
});
