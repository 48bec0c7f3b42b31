// The browser's router over the route tree (route-tree.tsx). createBrowserRouter starts loading the
// first page's lazy route modules at once; boot/start.tsx waits for that when the page was prerendered.
import { createBrowserRouter } from 'react-router';

import { routes } from './route-tree';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The one router, made on the first call rather than when this module is evaluated: ranking the
 * route table and matching the first page is a phone's 80 ms, and boot/start.tsx does it in a task
 * of its own instead of adding it to the app's module evaluation.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
