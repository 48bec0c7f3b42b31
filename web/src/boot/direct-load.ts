// What a direct load of a URL needs at once, from the route table (config/paths.ts): the screen's
// chunks, whether it waits for the Auth SDK, and its first public GETs. The entry (main.tsx) starts
// them in parallel with the app chunk instead of after the router has started (entry -> app ->
// screen -> data was a waterfall).
import { publicReads } from '@run/contract/http/public-reads';

import { paths, routeEntries, type RouteName } from '@/config/paths';
import {
  detailsImage,
  firstRowImages,
  marathonRequest,
  marathonsRequest,
  filtersOf,
} from '@/features/marathons/api/requests';
import { resultsRequest } from '@/features/results/api/requests';
import { filterOf } from '@/features/results/filter-params';
import { loadScreen } from '@/app/screens';
import { routeUrl } from '@/lib/api-url';
import { contentLanguageOf, detectLanguage } from '@/lib/i18n/language';

/** A public GET the entry starts at once; `images` picks the pictures above the fold from its body. */
export interface EarlyRequest {
  url: string;
  images?: (body: unknown) => string[];
}

type EarlyData = (params: Record<string, string>, search: URLSearchParams) => EarlyRequest[];

/** The language the race's texts are asked in, as the screens ask (get-marathon.ts). */
const language = () => contentLanguageOf(detectLanguage());

/** The screens whose first data is a public GET, built as the screen builds it. */
const earlyData: Partial<Record<RouteName, EarlyData>> = {
  marathons: (_, search) => {
    const input = marathonsRequest(filtersOf(search), null);
    return [{ url: routeUrl(publicReads.listMarathons, input), images: firstRowImages }];
  },
  marathon: ({ id = '' }) => [
    {
      url: routeUrl(publicReads.getMarathon, marathonRequest(id, language())),
      images: detailsImage,
    },
  ],
  // The page's heading needs the race; its table, the first page of results.
  raceResults: ({ id = '' }, search) => [
    { url: routeUrl(publicReads.getMarathon, marathonRequest(id, language())) },
    { url: routeUrl(publicReads.listResults, resultsRequest(id, filterOf(search), null)) },
  ],
};

/** The path's params when `pattern` matches it (case-insensitive, as react-router), else null. */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // A malformed escape: let the router answer it.
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

export interface DirectLoadPlan {
  modules: Array<() => Promise<unknown>>;
  /** A protected screen: it waits for the auth state, so the Auth SDK is needed at once too. */
  auth: boolean;
  /** Public GETs to start at once. */
  data: EarlyRequest[];
}

/** What a direct load of `url` will need (nothing for a path only the catch-all answers). */
export function directLoadOf(url: URL): DirectLoadPlan | undefined {
  for (const [name, route] of routeEntries) {
    if (route.path === paths.notFound.path) continue;
    const params = match(route.path, url.pathname);
    if (params === null) continue;
    return {
      modules: [route.layout, route.screen].flatMap((m) => (m ? [loadScreen(m)] : [])),
      auth: route.auth === true,
      data: earlyData[name]?.(params, url.searchParams) ?? [],
    };
  }
  return undefined;
}
