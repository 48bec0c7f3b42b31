// What the tests of the fetch wrapper and the API client share: a JSON answer as the server sends
// one, and undoing each test's fetch stub and fake timers.
import { vi } from 'vitest';

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

export function restoreFetchAndTimers(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
