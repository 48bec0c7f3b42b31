// Each screen's lazy route module. The route tree (route-tree.tsx) and the entry (main.tsx) share
// them: on a direct load the entry starts fetching the screen's chunk in parallel with the app chunk,
// instead of after the router has started (entry -> app -> screen was a waterfall). A screen whose
// first data is a public GET names it here too, for the entry to start it (startEarlyFetch in lib/api-client.ts).
import { paths } from '@/config/paths';
import {
  detailsImage,
  firstRowImages,
  marathonRequest,
  marathonsRequest,
} from '@/features/marathons/api/requests';
import { apiUrl } from '@/lib/api-url';

export const routeModules = {
  home: () => import('./routes/home'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  about: () => import('./routes/about'),
  dashboardLayout: () => import('./routes/dashboard/layout'),
  addMarathon: () => import('./routes/dashboard/add-marathon'),
  myMarathons: () => import('./routes/dashboard/my-marathons'),
  appliedMarathons: () => import('./routes/dashboard/applied-marathons'),
  marathons: () => import('./routes/marathons'),
  marathon: () => import('./routes/marathon-details'),
  updateMarathon: () => import('./routes/update-marathon'),
  marathonRegister: () => import('./routes/marathon-register'),
  description: () => import('./routes/description'),
  notFound: () => import('./routes/not-found'),
};

/** A public GET the entry starts at once; `images` picks the pictures above the fold from its body. */
export interface EarlyRequest {
  url: string;
  images?: (body: unknown) => string[];
}

interface DirectLoad {
  path: string;
  modules: Array<() => Promise<unknown>>;
  /** A protected screen: it waits for the auth state, so the Auth SDK is needed at once too. */
  auth: boolean;
  /** The screen's first public GETs, from the path's params and the query string. */
  data?: (params: Record<string, string>, search: URLSearchParams) => EarlyRequest[];
}

const m = routeModules;
const dashboard = [m.dashboardLayout];
const directLoads: DirectLoad[] = [
  { path: paths.home.path, modules: [m.home], auth: false },
  { path: paths.login.path, modules: [m.login], auth: false },
  { path: paths.register.path, modules: [m.register], auth: false },
  { path: paths.about.path, modules: [m.about], auth: false },
  { path: paths.dashboard.path, modules: [...dashboard, m.addMarathon], auth: true },
  { path: paths.addMarathon.path, modules: [...dashboard, m.addMarathon], auth: true },
  { path: paths.myMarathons.path, modules: [...dashboard, m.myMarathons], auth: true },
  { path: paths.appliedMarathons.path, modules: [...dashboard, m.appliedMarathons], auth: true },
  {
    path: paths.marathons.path,
    modules: [m.marathons],
    auth: true,
    // The search box starts from ?q= (routes/marathons.tsx), trimmed.
    data: (_, search) => {
      const { path, query } = marathonsRequest((search.get('q') ?? '').trim(), null);
      return [{ url: apiUrl(path, query), images: firstRowImages }];
    },
  },
  {
    path: paths.marathon.path,
    modules: [m.marathon],
    auth: true,
    data: ({ id = '' }) => [{ url: apiUrl(marathonRequest(id).path), images: detailsImage }],
  },
  { path: paths.updateMarathon.path, modules: [m.updateMarathon], auth: true },
  { path: paths.marathonRegister.path, modules: [m.marathonRegister], auth: true },
  { path: paths.description.path, modules: [m.description], auth: true },
];

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
  modules: DirectLoad['modules'];
  auth: boolean;
  /** Public GETs to start at once. */
  data: EarlyRequest[];
}

/** What a direct load of `url` will need (nothing for an unknown path). */
export function directLoadOf(url: URL): DirectLoadPlan | undefined {
  for (const load of directLoads) {
    const params = match(load.path, url.pathname);
    if (params === null) continue;
    return {
      modules: load.modules,
      auth: load.auth,
      data: load.data?.(params, url.searchParams) ?? [],
    };
  }
  return undefined;
}
