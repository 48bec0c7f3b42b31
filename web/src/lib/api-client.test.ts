import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiRequest, startEarlyFetch, takeEarlyFetch } from './api-client';
import { signOutUser } from './auth';

// The auth module's SDK side is not what these tests are about: a signed-in caller with a token.
vi.mock('./auth', () => ({
  idToken: vi.fn(() => Promise.resolve('token-1')),
  signOutUser: vi.fn(() => Promise.resolve()),
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('early fetch', () => {
  it('sends the GET once, hands it over once, and lets onJson read a copy of the body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json([{ marathonImageURL: '/a.svg' }])));
    vi.stubGlobal('fetch', fetchMock);
    const seen: unknown[] = [];
    startEarlyFetch('/api/x', (body) => seen.push(body));
    startEarlyFetch('/api/x');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });

    const taken = takeEarlyFetch('/api/x');
    expect(taken).toBeDefined();
    expect(await (await taken)?.json()).toEqual([{ marathonImageURL: '/a.svg' }]);
    await vi.waitFor(() => expect(seen).toEqual([[{ marathonImageURL: '/a.svg' }]]));
    expect(takeEarlyFetch('/api/x')).toBeUndefined();
  });

  it('drops a request nobody took within ten seconds', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json([]))));
    startEarlyFetch('/api/old');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyFetch('/api/old')).toBeUndefined();
  });
});

describe('downloads', () => {
  it('send the token, ask for the file type and hand back the body as a Blob', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { data } = await apiRequest<Blob>('/x', { auth: 'required', download: 'text/csv' });
    expect(await data.text()).toBe('a,b\n1,2\n');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        headers: { Accept: 'text/csv', Authorization: 'Bearer token-1' },
      }),
    );
  });

  it('sign the user out on a 403, like every other authenticated call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 403 }))),
    );
    await expect(
      apiRequest('/x', { auth: 'required', download: 'text/csv', failure: 'No file.' }),
    ).rejects.toMatchObject({ status: 403, message: 'No file.' });
    await vi.waitFor(() => expect(signOutUser).toHaveBeenCalledTimes(1));
  });
});
