// GETs the entry starts on a direct load, before React and the router have arrived: the screen's
// public data then travels in parallel with the JavaScript instead of after it. The fetch wrapper
// (api-client.ts) takes a started request for the same URL once; later calls fetch as usual.
const started = new Map<string, Promise<Response>>();

/** The request exactly as apiRequest() sends an anonymous GET. */
export function startEarlyFetch(url: string): void {
  if (started.has(url)) return;
  const request = fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  // A failure is handled by whoever takes the request; until then it must not be reported as unhandled.
  request.catch(() => undefined);
  started.set(url, request);
}

export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const request = started.get(url);
  started.delete(url);
  return request;
}
