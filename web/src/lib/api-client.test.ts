import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiRequest } from './api-client';
import { startEarlyFetch } from './transport';
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

describe("a direct load's early GET", () => {
  it('is taken over once by the first anonymous GET of its URL; the next one fetches', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json([{ _id: 'a' }])));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyFetch('/api/x');
    expect((await apiRequest('/x')).data).toEqual([{ _id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest('/x');
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
