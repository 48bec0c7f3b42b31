// An account's preferences: the caller's own language, kept beside the profile and never anyone
// else's to read or change.
import * as community from '@run/contract/endpoints/community';
import { describe, expect, it } from 'vitest';

import { api, expectRefused } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts, signUp } from './users.js';

const [other] = accounts('preferences-other');

const stored = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data();

describe('GET and PATCH /users/{userId}/preferences', () => {
  it('keeps the caller’s language: none at first, then what they chose, the profile untouched', async () => {
    const me = await signUp('preferences');
    const params = { userId: me.uid };
    const before = await api.call(community.getPreferences, { token: me.token, params });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ language: null });

    await api.call(community.upsertProfile, { token: me.token, body: { name: 'Lena Berg' } });
    const saved = await api.call(community.updatePreferences, {
      token: me.token,
      params,
      body: { language: 'de' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: 'de' });
    expect(await stored(me.uid)).toMatchObject({
      name: 'Lena Berg',
      email: me.email,
      language: 'de',
    });

    const changed = await api.call(community.updatePreferences, {
      token: me.token,
      params,
      body: { language: 'es' },
    });
    expect(changed.body).toEqual({ language: 'es' });
    const after = await api.call(community.getPreferences, { token: me.token, params });
    expect(after.body).toEqual({ language: 'es' });
    expect(after.headers.get('cache-control')).toMatch(/private|no-store/u);
  });

  it('saves a language for an account that has no profile yet', async () => {
    const me = await signUp('preferences');
    const res = await api.call(community.updatePreferences, {
      token: me.token,
      params: { userId: me.uid },
      body: { language: 'fr' },
    });
    expect(res.status).toBe(200);
    expect(await stored(me.uid)).toMatchObject({ language: 'fr' });
  });

  it('refuses another account’s preferences (403) and a caller signed out (401), changing nothing', async () => {
    const me = await signUp('preferences');
    const params = { userId: me.uid };
    await api.call(community.updatePreferences, {
      token: me.token,
      params,
      body: { language: 'de' },
    });
    const read = await api.call(community.getPreferences, { token: other.token, params });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({
      error: 'You can only see and change your own preferences.',
      code: 'not_own_preferences',
    });
    const write = await api.call(community.updatePreferences, {
      token: other.token,
      params,
      body: { language: 'fr' },
    });
    expect(write.status).toBe(403);
    const anonymous = await api.call(community.updatePreferences, {
      params,
      body: { language: 'fr' },
    });
    expect(anonymous.status).toBe(401);
    expect((await stored(me.uid))?.language).toBe('de');
  });

  it.each([
    ['an unknown language', { language: 'it' }, 'language'],
    ['the test language', { language: 'pseudo' }, 'language'],
    ['no language', {}, 'language'],
    ['an unknown field', { language: 'de', theme: 'dark' }, 'theme'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, body, field) => {
    const me = await signUp('preferences');
    const res = await api.call(community.updatePreferences, {
      token: me.token,
      params: { userId: me.uid },
      body: body as { language: 'de' },
    });
    expectRefused(res, field);
    expect(res.body.error).toBeTruthy();
    expect(await stored(me.uid)).toBeUndefined();
  });
});
