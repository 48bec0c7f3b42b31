// The functions' shape on this repository, and on a small one made here (so each check can fail).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notBindings, rawFieldReads } from './code-shape.js';
import { repoRoot } from '../stack/paths.js';

describe('on a repository made here', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-shape-'));
    write('functions/src/routes/a/a.routes.ts', 'export const aRoutes = [];\n');
    write('functions/src/routes/a/a.routes.test.ts', "db().collection('x');\n");
    write('functions/src/routes/b/b.routes.ts', "await db().runTransaction(async () => {});\n");
    write('functions/src/routes/b/b.service.ts', 'export {};\n');
    write('functions/src/store/x-doc.ts', "snap.get('title');\n");
    write('functions/src/a/a.ts', "const t = snap.get('title');\nconst ok = map.get(key);\n");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names route files that call Firestore and files that are not routes files', () => {
    expect(notBindings(root)).toEqual([
      'functions/src/routes/b/b.routes.ts: calls \\bdb\\(\\)',
      'functions/src/routes/b/b.routes.ts: calls \\brunTransaction\\b',
      'functions/src/routes/b/b.service.ts: not a routes file',
    ]);
  });

  it('names raw field reads outside the store, by line', () => {
    expect(rawFieldReads(root)).toEqual(['functions/src/a/a.ts:1']);
  });
});

describe('this repository', () => {
  it('holds only bindings under functions/src/routes', () => {
    expect(notBindings(repoRoot)).toEqual([]);
  });

  it('reads no stored field by name outside functions/src/store', () => {
    expect(rawFieldReads(repoRoot)).toEqual([]);
  });
});
