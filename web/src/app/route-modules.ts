// Each screen's lazy route module. The route tree (route-tree.tsx) and the entry (main.tsx) share
// them: on a direct load the entry starts fetching the screen's chunk in parallel with the app chunk,
// instead of after the router has started (entry -> app -> screen was a waterfall).
import { paths } from '@/config/paths';

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

interface DirectLoad {
  path: string;
  modules: Array<() => Promise<unknown>>;
  /** A protected screen: it waits for the auth state, so the Auth SDK is needed at once too. */
  auth: boolean;
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
  { path: paths.marathons.path, modules: [m.marathons], auth: true },
  { path: paths.marathon.path, modules: [m.marathon], auth: true },
  { path: paths.updateMarathon.path, modules: [m.updateMarathon], auth: true },
  { path: paths.marathonRegister.path, modules: [m.marathonRegister], auth: true },
  { path: paths.description.path, modules: [m.description], auth: true },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((part, i) => part.startsWith(':') || part.toLowerCase() === got[i]?.toLowerCase())
  );
}

/** The route modules a direct load of `pathname` will need (none for an unknown path). */
export function directLoadOf(pathname: string): DirectLoad | undefined {
  return directLoads.find((load) => matches(load.path, pathname));
}
