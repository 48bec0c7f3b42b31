// The functions' shape on this repository, and on a small one made here (so each check can fail).
import { describe, expect, it } from 'vitest';

import { notBindings, rawFieldReads, refsOutsideStore } from './code-shape.js';
import { repoMadeHere } from '../repo-made-here.js';
import { repoRoot } from '../stack/paths.js';

describe('on a repository made here', () => {
  const root = repoMadeHere('code-shape-', {
    'functions/src/routes/a/a.routes.ts': 'export const aRoutes = [];\n',
    'functions/src/routes/a/a.routes.test.ts': "db().collection('x');\n",
    'functions/src/routes/b/b.routes.ts': 'await db().runTransaction(async () => {});\n',
    'functions/src/routes/b/b.service.ts': 'export {};\n',
    'functions/src/store/x-doc.ts': "snap.get('title');\n",
    'functions/src/a/a.ts': "const t = snap.get('title');\nconst ok = map.get(key);\n",
    'functions/src/b/b.ts':
      "const r = registrationRef(m, uid);\nconst q = db().collectionGroup('payments');\nm.ref.collection('x').doc(id);\n",
    'functions/src/lib/firestore.ts': "db().collection('health').doc('ping');\n",
  });

  it('names route files that call Firestore and files that are not routes files', () => {
    expect(notBindings(root())).toEqual([
      'functions/src/routes/b/b.routes.ts: calls \\bdb\\(\\)',
      'functions/src/routes/b/b.routes.ts: calls \\brunTransaction\\b',
      'functions/src/routes/b/b.service.ts: not a routes file',
    ]);
  });

  it('names raw field reads outside the store, by line', () => {
    expect(rawFieldReads(root())).toEqual(['functions/src/a/a.ts:1']);
  });

  it('names Firestore references built outside the store and lib, by line', () => {
    expect(refsOutsideStore(root())).toEqual(['functions/src/b/b.ts:2', 'functions/src/b/b.ts:3']);
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
