import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { compileRules, RulesError } from '../../src/rules/rules.js';
import { allowed, wrap } from './harness.js';

/** The RulesError compileRules throws for `source`, or undefined if it compiles. */
function refusal(source: string): RulesError | undefined {
  try {
    compileRules(source);
    return undefined;
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
}

describe('compiling a rules file', () => {
  it("compiles the project's firestore.rules", () => {
    const source = readFileSync(new URL('../../../../firestore.rules', import.meta.url), 'utf8');
    expect(refusal(source)).toBeUndefined();
  });

  it('compiles the common constructs: functions with lets, nested matches, methods, paths', () => {
    const source = wrap(`
    function signedIn() { return request.auth != null; }
    match /users/{uid} {
      function isOwner(id) {
        let me = request.auth.uid;
        return signedIn() && me == id;
      }
      allow read: if isOwner(uid);
      allow create: if isOwner(uid) && request.resource.data.keys().hasOnly(['name', 'age'])
        && request.resource.data.name is string && request.resource.data.name.size() < 50;
      allow update: if isOwner(uid)
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name']);
      allow delete: if get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.role == 'admin';
      match /posts/{post=**} {
        allow read;
      }
    }`);
    expect(refusal(source)).toBeUndefined();
  });

  it("reads allow statements without a trailing ';', as Google's samples write them", async () => {
    const source = wrap(`
    match /boards/{id} {
      allow read: if true
      allow create: if request.auth != null
    }
    match /open/{id} {
      allow read
    }`);
    expect(refusal(source)).toBeUndefined();
    expect(await allowed(source, { method: 'get', path: 'boards/b1' })).toBe(true);
    expect(await allowed(source, { method: 'create', path: 'boards/b1' })).toBe(false);
    expect(await allowed(source, { method: 'get', path: 'open/o1' })).toBe(true);
  });

  it.each([
    [
      'an unknown function',
      'allow read: if hashing.sha256(request.auth.uid) == "x";',
      'hashing.sha256',
    ],
    ['an unknown method', "allow read: if resource.data.name.startsWith('a');", 'startsWith'],
    ['an unknown name', 'allow read: if userId == request.auth.uid;', "'userId'"],
    ['a wrong number of arguments', "allow read: if resource.data.get('a') == 1;", 'get() takes 2'],
    ['an unknown type', 'allow read: if resource.data.a is integer;', "'integer'"],
    ['an unknown method name in allow', 'allow read, modify: if true;', "'modify'"],
    ['a bytes literal', "allow read: if resource.data.b == b'abc';", 'bytes'],
    [
      'a path segment mixing text and $()',
      'allow read: if exists(/databases/$(database)/documents/a/x$(request.auth.uid));',
      'mixing',
    ],
    [
      'a function called with too few arguments',
      'function f(a, b) { return a == b; } allow read: if f(1);',
      'f() takes 2',
    ],
  ])('refuses %s, naming its line', (_what, statement, mentions) => {
    const error = refusal(wrap(`    match /things/{thing} {\n      ${statement}\n    }`));
    expect(error).toBeInstanceOf(RulesError);
    expect(error?.line).toBe(5);
    expect(error?.message).toContain(mentions);
  });

  it('refuses a syntax error with its line and column', () => {
    const error = refusal(
      wrap('    match /a/{b} {\n      allow read: if request.auth.uid == ;\n    }'),
    );
    expect(error).toMatchObject({ line: 5, column: 42 });
  });

  it('refuses a service other than cloud.firestore', () => {
    expect(
      refusal('service firebase.storage {\n match /b/{bucket}/o { allow read; } }')?.line,
    ).toBe(1);
  });

  it('refuses a rules_version other than 1 or 2, and a recursive wildcard before the end in version 1', () => {
    expect(refusal("rules_version = '3';\nservice cloud.firestore {}")?.line).toBe(1);
    const v1 =
      'service cloud.firestore {\n  match /databases/{d}/documents {\n    match /{p=**}/live/{doc} { allow read; }\n  }\n}';
    expect(refusal(v1)?.line).toBe(3);
    expect(refusal(`rules_version = '2';\n${v1}`)).toBeUndefined();
  });

  it('refuses a function declared twice in one block, and text after the service block', () => {
    expect(
      refusal(wrap('function f() { return true; }\nfunction f() { return false; }'))?.line,
    ).toBe(5);
    expect(refusal(`${wrap('')}\nmatch`)?.line).toBe(7);
  });

  it('refuses numbers it cannot read as Firestore does: too large, hex, exponents', () => {
    for (const n of ['9223372036854775809', '0x1F', '1e3']) {
      expect(refusal(wrap(`    match /a/{b} { allow read: if ${n} > 0; }`))?.line).toBe(4);
    }
    expect(
      refusal(wrap('    match /a/{b} { allow read: if -9223372036854775808 < 0; }')),
    ).toBeUndefined();
  });

  it('refuses unterminated strings and comments', () => {
    expect(refusal(wrap("    match /a/{b} { allow read: if 'x == 'x'; }"))).toBeInstanceOf(
      RulesError,
    );
    expect(refusal(wrap('    /* never closed'))).toBeInstanceOf(RulesError);
  });
});
