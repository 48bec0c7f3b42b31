// The API's URLs, shared by the fetch wrapper (api-client.ts) and the entry, which starts a direct
// load's first GET itself (startEarlyFetch): both must build the very same string.
import { env } from '@/config/env';

export type ApiQuery = Record<string, string | number | undefined>;

export function apiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${env.apiBase}${path}${qs ? `?${qs}` : ''}`;
}
