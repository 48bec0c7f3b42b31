// Build-time render of a page's first screen (scripts/prerender-plugin.ts puts it into
// dist/index.html), so the home page paints before any JavaScript arrives. It renders the real route
// tree exactly as the browser's first render does: auth still loading (header in its signed-out
// state), featured events as skeletons, lower sections as their placeholders.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from './provider';
import { routes } from './route-tree';

export async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  // query() resolves the lazy route modules of this path (and would run loaders).
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender of ${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
