// The public GETs of the marathon screens, as path and query. The API calls (get-marathons.ts,
// get-marathon.ts) and the entry's early fetch of a direct load (app/route-modules.ts) share them,
// so both send the same URL. No imports beyond the URL builder: the entry bundles this file.
import type { ApiQuery } from '@/lib/api-url';

export const MARATHONS_PAGE_SIZE = 12;

export function marathonsRequest(
  q: string,
  cursor: string | null,
): { path: string; query: ApiQuery } {
  return {
    path: '/marathons',
    query: { limit: MARATHONS_PAGE_SIZE, q: q || undefined, cursor: cursor ?? undefined },
  };
}

export function marathonRequest(id: string): { path: string } {
  return { path: `/marathon/${encodeURIComponent(id)}` };
}
