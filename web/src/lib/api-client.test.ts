import { afterEach, describe, expect, it, vi } from 'vitest';

import { startEarlyFetch, takeEarlyFetch } from './api-client';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
