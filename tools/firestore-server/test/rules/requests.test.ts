import { describe, expect, it } from 'vitest';

import { compileRules } from '../../src/rules/rules.js';
import { allowed, request, wrap, type Docs } from './harness.js';

const alice = {
  uid: 'alice',
  token: { email: 'alice@example.com', admin: true, iat: 1700000000, roles: ['a'] },
};

describe('request.auth', () => {
  const rules = wrap(`
    match /users/{uid} {
      allow get: if request.auth.uid == uid;
      allow update: if request.auth.token.admin == true && request.auth.token.email.matches('.*@example[.]com');
      allow delete: if request.auth.token.iat is int && 'a' in request.auth.token.roles;
    }`);

  it('reads the uid and the token claims, and denies an unauthenticated client', async () => {
    expect(await allowed(rules, { method: 'get', path: 'users/alice', auth: alice })).toBe(true);
    expect(await allowed(rules, { method: 'get', path: 'users/bob', auth: alice })).toBe(false);
    expect(await allowed(rules, { method: 'get', path: 'users/alice' })).toBe(false);
    expect(await allowed(rules, { method: 'update', path: 'users/bob', auth: alice })).toBe(true);
    expect(await allowed(rules, { method: 'delete', path: 'users/bob', auth: alice })).toBe(true);
  });

  it('reads request.method and request.path', async () => {
    const r = wrap(
      "    match /a/{id} { allow read, write: if request.method == 'update' && request.path == /databases/(default)/documents/a/$(id); }",
    );
    expect(await allowed(r, { method: 'update', path: 'a/1' })).toBe(true);
    expect(await allowed(r, { method: 'get', path: 'a/1' })).toBe(false);
  });
});

describe('request.resource and resource', () => {
  const rules = wrap(`
    match /posts/{id} {
      allow create: if resource == null && request.resource.data.keys().hasOnly(['title', 'by'])
        && request.resource.data.title is string && request.resource.data.by == request.auth.uid
        && request.resource.id == id;
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title']);
      allow delete: if resource.data.by == request.auth.uid;
    }`);
  const post = { title: 'Hi', by: 'alice' };

  it('validates the document a create would write', async () => {
    const create = (data: Record<string, string>) =>
      allowed(rules, {
        method: 'create',
        path: 'posts/p1',
        auth: alice,
        requestResource: { data, id: 'p1' },
      });
    expect(await create(post)).toBe(true);
    expect(await create({ ...post, extra: 'x' })).toBe(false);
    expect(await create({ ...post, by: 'bob' })).toBe(false);
  });

  it('compares an update with the stored document', async () => {
    const update = (data: Record<string, string>) =>
      allowed(
        rules,
        { method: 'update', path: 'posts/p1', requestResource: { data, id: 'p1' } },
        { 'posts/p1': post },
      );
    expect(await update({ ...post, title: 'Hello' })).toBe(true);
    expect(await update({ ...post, by: 'bob' })).toBe(false);
  });

  it('reads the stored document on delete, and a missing one as null', async () => {
    expect(
      await allowed(
        rules,
        { method: 'delete', path: 'posts/p1', auth: alice },
        { 'posts/p1': post },
      ),
    ).toBe(true);
    expect(await allowed(rules, { method: 'delete', path: 'posts/p1', auth: alice })).toBe(false);
  });
});

describe('get() and exists()', () => {
  const rules = wrap(`
    function role() { return get(/databases/$(database)/documents/staff/$(request.auth.uid)).data.role; }
    match /marathons/{m} {
      allow get: if role() == 'organiser';
      allow list: if exists(/databases/$(database)/documents/staff/$(request.auth.uid));
      allow update: if getAfter(/databases/$(database)/documents/marathons/$(m)).data.title.size() > 0;
      allow delete: if !existsAfter(/databases/$(database)/documents/marathons/$(m));
      allow create: if get(/databases/$(database)/documents/nothing/here) == null;
    }`);
  const docs: Docs = { 'staff/alice': { role: 'organiser' }, 'staff/bob': { role: 'volunteer' } };
  const bob = { uid: 'bob', token: {} };

  it('reads another document to decide', async () => {
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1', auth: alice }, docs)).toBe(
      true,
    );
    expect(await allowed(rules, { method: 'get', path: 'marathons/m1', auth: bob }, docs)).toBe(
      false,
    );
    expect(await allowed(rules, { method: 'list', path: 'marathons', auth: bob }, docs)).toBe(true);
    expect(
      await allowed(
        rules,
        { method: 'list', path: 'marathons', auth: { uid: 'eve', token: {} } },
        docs,
      ),
    ).toBe(false);
  });

  it('answers null for a missing document', async () => {
    expect(await allowed(rules, { method: 'create', path: 'marathons/m1' }, docs)).toBe(true);
  });

  it('reads the request’s own document as written with getAfter() and existsAfter()', async () => {
    const update = (title: string) =>
      allowed(
        rules,
        { method: 'update', path: 'marathons/m1', requestResource: { data: { title }, id: 'm1' } },
        { 'marathons/m1': { title: 'Old' } },
      );
    expect(await update('New')).toBe(true);
    expect(await update('')).toBe(false);
    expect(
      await allowed(
        rules,
        { method: 'delete', path: 'marathons/m1' },
        { 'marathons/m1': { title: 'Old' } },
      ),
    ).toBe(true);
  });

  it('uses the lookup’s getAfter when it has one (a batch’s other writes)', async () => {
    const lookup = {
      get: () => Promise.resolve(null),
      getAfter: () => Promise.resolve({ title: 'Batch' }),
    };
    const req = request({
      method: 'update',
      path: 'marathons/m1',
      requestResource: { data: { title: '' }, id: 'm1' },
    });
    expect(await compileRules(rules).allows(req, lookup)).toBe(true);
  });

  it('refuses a path outside the request’s database or not naming a document', async () => {
    const r = wrap(`
    match /a/{id} {
      allow get: if exists(/databases/other/documents/staff/x);
      allow list: if exists(/databases/$(database)/documents/staff);
    }`);
    const docs2: Docs = { 'staff/x': {} };
    expect(await allowed(r, { method: 'get', path: 'a/1' }, docs2)).toBe(false);
    expect(await allowed(r, { method: 'list', path: 'a' }, docs2)).toBe(false);
  });

  it('reads each document once per request', async () => {
    let reads = 0;
    const lookup = { get: () => (reads++, Promise.resolve({ role: 'organiser' })) };
    const r = compileRules(
      wrap(`
    function role() { return get(/databases/$(database)/documents/staff/$(request.auth.uid)).data.role; }
    match /a/{id} { allow get: if role() == 'x'; allow get: if role() == 'organiser'; }`),
    );
    expect(await r.allows(request({ method: 'get', path: 'a/1', auth: alice }), lookup)).toBe(true);
    expect(reads).toBe(1);
  });
});
