import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, restoreFetchAndTimers } from './fetch.test-support';
import { send, startEarlyFetch } from './transport';

afterEach(restoreFetchAndTimers);

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

    const taken = await send('/api/x', {}, true);
    expect(await taken.json()).toEqual([{ marathonImageURL: '/a.svg' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(seen).toEqual([[{ marathonImageURL: '/a.svg' }]]));
    await send('/api/x', {}, true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops a request nobody took within ten seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyFetch('/api/old');
    vi.advanceTimersByTime(10_001);
    await send('/api/old', {}, true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not handed to a request that may not take it (a signed-in call, a write)', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json([])));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyFetch('/api/y');
    await send('/api/y', { headers: { Authorization: 'Bearer t' } }, false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
