// The functions' shape on this repository, and on a small one made here (so each check can fail).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notBindings, rawFieldReads, refsOutsideStore } from './code-shape.js';
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
    write('functions/src/routes/b/b.routes.ts', 'await db().runTransaction(async () => {});\n');
    write('functions/src/routes/b/b.service.ts', 'export {};\n');
    write('functions/src/store/x-doc.ts', "snap.get('title');\n");
    write('functions/src/a/a.ts', "const t = snap.get('title');\nconst ok = map.get(key);\n");
    write(
      'functions/src/b/b.ts',
      "const r = registrationRef(m, uid);\nconst q = db().collectionGroup('payments');\nm.ref.collection('x').doc(id);\n",
    );
    write('functions/src/lib/firestore.ts', "db().collection('health').doc('ping');\n");
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

  it('names Firestore references built outside the store and lib, by line', () => {
    expect(refsOutsideStore(root)).toEqual(['functions/src/b/b.ts:2', 'functions/src/b/b.ts:3']);
  });
});

describe('this repository', () => {
  it('holds only bindings under functions/src/routes', () => {
    expect(notBindings(repoRoot)).toEqual([]);
  });

  it('reads no stored field by name outside functions/src/store', () => {
    expect(rawFieldReads(repoRoot)).toEqual([]);
  });

  it('builds no Firestore reference outside functions/src/store and functions/src/lib', () => {
    expect(refsOutsideStore(repoRoot)).toEqual([]);
  });
});
