import { describe, expect, it } from 'vitest';

import { compileRules } from '../../src/rules/rules.js';
import { allowed, request, wrap } from './harness.js';

const alice = { uid: 'alice', token: { email: 'alice@example.com', admin: true, iat: 1700000000 } };

describe('matching paths', () => {
  it("grants only what firestore.rules' deny-all allows: nothing", async () => {
    const rules = wrap('    match /{document=**} {\n      allow read, write: if false;\n    }');
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      expect(await allowed(rules, { method, path: 'marathons/m1', auth: alice })).toBe(false);
    }
  });

  it('expands read to get and list, write to create, update and delete', async () => {
    const rules = wrap(
      '    match /a/{id} {\n      allow read;\n    }\n    match /b/{id} {\n      allow write;\n    }',
    );
    expect(await allowed(rules, { method: 'get', path: 'a/1' })).toBe(true);
    expect(await allowed(rules, { method: 'list', path: 'a' })).toBe(true);
    expect(await allowed(rules, { method: 'create', path: 'a/1' })).toBe(false);
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(await allowed(rules, { method, path: 'b/1' })).toBe(true);
    }
    expect(await allowed(rules, { method: 'get', path: 'b/1' })).toBe(false);
  });

  it('binds {var} segments in nested matches, and applies an allow only where its match ends', async () => {
    const rules = wrap(`
    match /marathons/{marathonId} {
      allow get: if marathonId == 'm1';
      match /live/{docId} {
        allow get: if marathonId == 'm2' && docId == 'counts';
      }
    }`);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1' })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1/live/counts' })).toBe(false);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m2/live/counts' })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m2/live/other' })).toBe(false);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m2/registrations/r1' })).toBe(
      false,
    );
  });

  it('matches {rest=**} over zero or more segments in rules_version 2, binding a path', async () => {
    const rules = wrap(`
    match /{path=**}/live/{docId} {
      allow get: if path == /marathons/m1 || path.size() == 0;
    }`);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1/live/counts' })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'live/counts' })).toBe(false);
    expect(await allowed(rules, { method: 'get', path: 'marathons/m2/live/counts' })).toBe(false);
  });

  it('matches {rest=**} over one or more segments in rules_version 1', async () => {
    const rules =
      'service cloud.firestore { match /databases/{db}/documents { match /a/{rest=**} { allow get; } } }';
    expect(await allowed(rules, { method: 'get', path: 'a/1' })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'a/1/b/2' })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'b/1' })).toBe(false);
  });

  it('binds the database variable', async () => {
    const rules = wrap("    match /a/{id} { allow get: if database == '(default)'; }");
    expect(await allowed(rules, { method: 'get', path: 'a/1' })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'a/1', database: 'other' })).toBe(false);
  });

  it('lets a list on a collection path match {id} without reading it', async () => {
    const rules = wrap(`
    match /open/{id} { allow list; }
    match /mine/{id} { allow list: if id == 'x'; }
    match /limited/{id} { allow list: if request.query.limit <= 10; }`);
    expect(await allowed(rules, { method: 'list', path: 'open' })).toBe(true);
    expect(await allowed(rules, { method: 'list', path: 'mine' })).toBe(false);
    expect(await allowed(rules, { method: 'list', path: 'limited', query: { limit: 10 } })).toBe(
      true,
    );
    expect(await allowed(rules, { method: 'list', path: 'limited', query: { limit: 11 } })).toBe(
      false,
    );
    expect(await allowed(rules, { method: 'list', path: 'limited' })).toBe(false);
  });

  it('grants when any allow grants, whichever block it sits in', async () => {
    const rules = wrap(`
    match /{document=**} { allow get: if false; }
    match /a/{id} { allow get: if resource.data.missing; allow get: if true; }`);
    expect(await allowed(rules, { method: 'get', path: 'a/1' })).toBe(true);
  });
});

describe('functions', () => {
  it('calls functions declared at any enclosing level, with params, lets and path variables', async () => {
    const rules = wrap(`
    function signedIn() { return request.auth != null; }
    match /users/{uid} {
      function isOwner() {
        let me = request.auth.uid;
        return signedIn() && me == uid;
      }
      function twice(n) { return n * 2; }
      allow get: if isOwner() && twice(2) == 4;
    }`);
    expect(await allowed(rules, { method: 'get', path: 'users/alice', auth: alice })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'users/bob', auth: alice })).toBe(false);
    expect(await allowed(rules, { method: 'get', path: 'users/alice' })).toBe(false);
  });

  it('makes a let that fails an error only where it is read', async () => {
    const rules = wrap(`
    match /a/{id} {
      function f() { let broken = resource.data.missing; let fine = 1; return fine == 1; }
      function g() { let broken = resource.data.missing; return broken == 1; }
      allow get: if f();
      allow update: if g();
    }`);
    expect(await allowed(rules, { method: 'get', path: 'a/1' }, { 'a/1': {} })).toBe(true);
    expect(await allowed(rules, { method: 'update', path: 'a/1' }, { 'a/1': {} })).toBe(false);
  });

  it('stops endless recursion with a denial, not a crash', async () => {
    const rules = wrap(
      '    function loop(n) { return loop(n + 1); }\n    match /a/{id} { allow get: if loop(0); }',
    );
    expect(await allowed(rules, { method: 'get', path: 'a/1' })).toBe(false);
  });
});

describe('the decision', () => {
  it('says which allow denied, in the emulator’s words', async () => {
    const rules = compileRules(
      wrap(
        '    match /a/{id} {\n      allow get: if false;\n      allow get: if resource.data.x == 1;\n    }',
      ),
    );
    const lookup = { get: () => Promise.resolve(null) };
    const decision = await rules.decide(
      request({ method: 'get', path: 'a/1', resource: { data: {}, id: '1' } }),
      lookup,
    );
    expect(decision).toEqual({
      allowed: false,
      reason: "false for 'get' @ L5, no field x for 'get' @ L6",
    });
    const none = await rules.decide(request({ method: 'get', path: 'b/1' }), lookup);
    expect(none.reason).toBe("no allow for 'get' matches b/1");
    const granted = await rules.decide(
      request({ method: 'get', path: 'a/1', resource: { data: { x: 1n }, id: '1' } }),
      lookup,
    );
    expect(granted).toEqual({ allowed: true, reason: "true for 'get' @ L6" });
  });
});

describe('collection group queries', () => {
  const rules = wrap(`
    match /marathons/{m}/live/{doc} { allow list: if true; }
    match /{path=**}/finishers/{doc} { allow list: if request.auth != null; }`);
  const alice = { uid: 'alice', token: {} };

  it('apply only matches with a {rest=**} where the group’s parents are', async () => {
    expect(await allowed(rules, { method: 'list', path: '**/live' })).toBe(false);
    expect(await allowed(rules, { method: 'list', path: 'marathons/live' })).toBe(false);
    expect(await allowed(rules, { method: 'list', path: '**/finishers', auth: alice })).toBe(true);
    expect(
      await allowed(rules, { method: 'list', path: 'marathons/m1/**/finishers', auth: alice }),
    ).toBe(true);
    expect(await allowed(rules, { method: 'list', path: '**/finishers' })).toBe(false);
  });

  it('bind the {rest=**} to a value no rule may read', async () => {
    const r = wrap('    match /{path=**}/live/{doc} { allow list: if path is path; }');
    expect(await allowed(r, { method: 'list', path: '**/live' })).toBe(false);
    expect(await allowed(r, { method: 'list', path: 'marathons/m1/live' })).toBe(true);
  });
});

describe('regular expressions', () => {
  it('refuses at load a literal pattern JavaScript cannot run', () => {
    expect(() =>
      compileRules(wrap("    match /a/{id} { allow get: if id.matches('(?<'); }")),
    ).toThrow(/line 4/);
  });

  it('reads RE2 escapes the u flag refuses', async () => {
    const r = wrap("    match /a/{id} { allow get: if id.matches('a\\\\-b'); }");
    expect(await allowed(r, { method: 'get', path: 'a/a-b' })).toBe(true);
  });
});

describe('public live documents beside a deny-all', () => {
  const rules = wrap(`
    match /{document=**} {
      allow read, write: if false;
    }
    match /marathons/{marathonId}/live/{docId} {
      allow get: if docId == 'counts' || docId.matches('finishers-[A-Za-z0-9_-]+');
    }`);

  it('lets anyone read the live documents, present or not, and nothing else', async () => {
    const docs = { 'marathons/m1/live/counts': { registered: 3n } };
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1/live/counts' }, docs)).toBe(
      true,
    );
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1/live/finishers-10k' })).toBe(
      true,
    );
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1/live/secret' })).toBe(false);
    expect(await allowed(rules, { method: 'list', path: 'marathons/m1/live' })).toBe(false);
    expect(await allowed(rules, { method: 'update', path: 'marathons/m1/live/counts' }, docs)).toBe(
      false,
    );
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1' })).toBe(false);
  });
});
