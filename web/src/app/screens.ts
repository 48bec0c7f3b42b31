// Every route module in app/routes/, by the name the route table gives it (config/paths.ts `screen`,
// `layout`). Each is its own lazily loaded chunk; the router and the entry (on a direct load, in
// parallel with the app chunk) load them through the same function, so the browser fetches each once.
import type { RouteObject } from 'react-router';

type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'>;

const modules = import.meta.glob<RouteModule>('./routes/**/*.tsx');

export function loadScreen(name: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`The route table names app/routes/${name}.tsx, which does not exist`);
  return load;
}
