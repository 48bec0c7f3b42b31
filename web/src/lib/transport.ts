// The one place the browser's fetch is called; the API client (api-client.ts) builds on it. It sits in
// the entry chunk, kept small: the entry starts a direct load's first public GET here, before React and
// the router have arrived, so the screen's data travels in parallel with the JavaScript instead of
// after it, and the API client's first call for that URL takes the started request over.

// One not taken soon is dropped: the screen asks at once, so a later ask for that URL comes from a
// later visit (e.g. back to /marathons after signing in) and must not get an old answer.
const FRESH_MS = 10_000;
const started = new Map<string, { request: Promise<Response>; at: number }>();

/** The request an anonymous GET of the API client sends (`send` with `takeEarly`). */
const EARLY_INIT: RequestInit = { headers: { Accept: 'application/json' }, cache: 'no-cache' };

/**
 * Starts the request exactly as the API client sends an anonymous GET. `onJson` sees a copy of a
 * successful JSON body (the entry uses it to preload the screen's first images); it runs before
 * anyone takes the response, so the copy is made before the body is read.
 */
export function startEarlyFetch(url: string, onJson?: (body: unknown) => void): void {
  if (started.has(url)) return;
  const request = fetch(url, EARLY_INIT);
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

function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const entry = started.get(url);
  started.delete(url);
  return entry && Date.now() - entry.at <= FRESH_MS ? entry.request : undefined;
}

/** Sends the request; with `takeEarly` (an anonymous GET), a started one for the URL is taken once. */
export function send(url: string, init: RequestInit, takeEarly: boolean): Promise<Response> {
  return (takeEarly && takeEarlyFetch(url)) || fetch(url, init);
}
