// The router's tree, derived from the route table (config/paths.ts); the browser router (router.tsx)
// and the build-time prerender (boot/prerender.tsx) share it. Each screen is its own lazily loaded chunk
// (screens.ts). The shell (header, footer) and the error boundary are in the app chunk: as lazy routes
// they made a chain of requests (entry -> layout -> error page -> screen) before anything painted.
// Now the shell paints with the spinner (HydrateFallback) in <main> while the screen's chunk loads.
import type { RouteObject } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { routeEntries } from '@/config/paths';

import { ErrorBoundary } from './error-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { loadScreen } from './screens';

type Entry = (typeof routeEntries)[number][1];

/** Each entry as a route; those sharing a layout go under it (pathless: they keep their full paths). */
function withLayouts(entries: Entry[]): RouteObject[] {
  const out: RouteObject[] = [];
  const layouts = new Map<string, RouteObject[]>();
  for (const entry of entries) {
    const route: RouteObject = { path: entry.path, lazy: loadScreen(entry.screen) };
    if (!entry.layout) {
      out.push(route);
      continue;
    }
    let children = layouts.get(entry.layout);
    if (!children) {
      children = [];
      layouts.set(entry.layout, children);
      out.push({ lazy: loadScreen(entry.layout), children });
    }
    children.push(route);
  }
  return out;
}

const entries = routeEntries.map(([, entry]) => entry);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Routing errors render inside the layout, keeping header and footer.
        ErrorBoundary,
        HydrateFallback: () => <Spinner />,
        children: [
          ...withLayouts(entries.filter((entry) => !entry.auth)),
          { Component: RequireAuth, children: withLayouts(entries.filter((entry) => entry.auth)) },
        ],
      },
    ],
  },
];
