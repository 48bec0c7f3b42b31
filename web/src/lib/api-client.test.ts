import { routes } from '@run/contract/http/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiRequest } from './api-client';
import { routeUrl } from './api-url';
import { setCurrentLanguage } from './i18n/language';
import { startEarlyFetch } from './transport';
import { signOutUser } from './auth';
import { json, restoreFetchAndTimers } from './fetch.test-support';

// The auth module's SDK side is not what these tests are about: a signed-in caller with a token.
vi.mock('./auth', () => ({
  idToken: vi.fn(() => Promise.resolve('token-1')),
  signOutUser: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  restoreFetchAndTimers();
  vi.clearAllMocks();
});

describe("a direct load's early GET", () => {
  it('is taken over once by the first anonymous GET of its URL; the next one fetches', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json([{ _id: 'a' }])));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyFetch(routeUrl(routes.featuredMarathons, {}));
    expect((await apiRequest(routes.featuredMarathons, {})).data).toEqual([{ _id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest(routes.featuredMarathons, {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the language', () => {
  afterEach(() => setCurrentLanguage('en'));

  it('is the one shown, sent on every request (the mails of what it registers go in it)', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({ modifiedCount: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    const sent = () =>
      (fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers as Record<
        string,
        string
      >;
    setCurrentLanguage('de');
    await apiRequest(routes.featuredMarathons, {});
    expect(sent()['Accept-Language']).toBe('de');
    setCurrentLanguage('pseudo');
    await apiRequest(routes.featuredMarathons, {});
    expect(sent()['Accept-Language']).toBe('en');
  });
});

describe('downloads', () => {
  it('send the token, ask for the file type and hand back the body as a Blob', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const input = { params: { id: 'm1' }, query: { format: 'csv' } };
    const { data } = await apiRequest(routes.listParticipants, input, { download: 'text/csv' });
    expect(await (data as unknown as Blob).text()).toBe('a,b\n1,2\n');
    expect(fetchMock).toHaveBeenCalledWith(
      routeUrl(routes.listParticipants, input),
      expect.objectContaining({
        headers: { Accept: 'text/csv', 'Accept-Language': 'en', Authorization: 'Bearer token-1' },
      }),
    );
  });

  it('sign the user out on a 403, like every other authenticated call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 403 }))),
    );
    await expect(
      apiRequest(
        routes.listWaitlist,
        { params: { id: 'm1' }, query: { format: 'csv' } },
        { download: 'text/csv', failure: 'No file.' },
      ),
    ).rejects.toMatchObject({ status: 403, message: 'No file.' });
    await vi.waitFor(() => expect(signOutUser).toHaveBeenCalledTimes(1));
  });
});
