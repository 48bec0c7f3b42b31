// GETs the entry starts on a direct load, before React and the router have arrived: the screen's
// public data then travels in parallel with the JavaScript instead of after it. The fetch wrapper
// (api-client.ts) takes a started request for the same URL once; later calls fetch as usual.
// One not taken soon is dropped: the screen asks at once, so a later ask for that URL comes from a
// later visit (e.g. back to /marathons after signing in) and must not get an old answer.
const FRESH_MS = 10_000;
const started = new Map<string, { request: Promise<Response>; at: number }>();

/**
 * The request exactly as apiRequest() sends an anonymous GET. `onJson` sees a copy of a successful
 * JSON body (the entry uses it to preload the screen's first images); it runs before anyone takes the
 * response, so the copy is made before the body is read.
 */
export function startEarlyFetch(url: string, onJson?: (body: unknown) => void): void {
  if (started.has(url)) return;
  const request = fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  // A failure is handled by whoever takes the request; until then it must not be reported as unhandled.
  request.catch(() => undefined);
  if (onJson) {
    request
      .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
      .then((body) => body !== undefined && onJson(body))
      .catch(() => undefined);
  }
  started.set(url, { request, at: Date.now() });
}

export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const entry = started.get(url);
  started.delete(url);
  return entry && Date.now() - entry.at <= FRESH_MS ? entry.request : undefined;
}
