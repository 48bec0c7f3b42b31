// GETs the entry starts on a direct load, before React and the router have arrived: the screen's
// public data then travels in parallel with the JavaScript instead of after it. The fetch wrapper
// (api-client.ts) takes a started request for the same URL once; later calls fetch as usual.
const started = new Map<string, Promise<Response>>();

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
  started.set(url, request);
}

export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const request = started.get(url);
  started.delete(url);
  return request;
}
