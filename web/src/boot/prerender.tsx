// Build-time render (scripts/prerender-plugin.ts writes the results into dist/), so pages paint
// before any JavaScript arrives, in each of the web's languages:
// - `prerender(path)`: a public page's first screen, the real route tree exactly as the browser's first
//   render has it (auth still loading, so the header is in its signed-out state; data as skeletons),
//   which the browser then hydrates. Also the page's <title>.
// - `prerenderShell()`: header, footer and the loading spinner, for dist/app.html (every other path,
//   protected screens included), which the app's first render adopts: it renders the same layout and
//   spinner while the router loads the screen.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';

import { AppProvider } from '@/app/provider';
import { RootLayout } from '@/app/root-layout';
import { routes } from '@/app/route-tree';
import { Spinner } from '@/components/ui/spinner';
import { routeEntries } from '@/config/paths';
import { activateLanguage, LANGUAGES, type Language } from '@/lib/i18n';
import { takeServerTitle } from '@/lib/use-document-title';

export interface Prerendered {
  markup: string;
  title: string | null;
}

async function render(tree: RouteObject[], pathname: string): Promise<Prerendered> {
  const handler = createStaticHandler(tree);
  // query() resolves the lazy route modules of this path (and would run loaders).
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender of ${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { markup, title: takeServerTitle() };
}

/** The route table's prerendered pages, each with its file in the output folder. */
export function prerenderedPages(): Array<{ path: string; file: string }> {
  return routeEntries.flatMap(([, route]) =>
    route.prerender ? [{ path: route.path, file: `${route.path.slice(1) || 'index'}.html` }] : [],
  );
}

/** Every language a page is prerendered in (Hosting serves the visitor's: firebase.json "i18n"). */
export const prerenderLanguages: readonly Language[] = LANGUAGES;

export async function prerender(pathname: string, language: Language): Promise<Prerendered> {
  await activateLanguage(language);
  return render(routes, pathname);
}

/** The layout around route-tree.tsx's HydrateFallback, at a path no navigation link marks current. */
export async function prerenderShell(language: Language): Promise<Prerendered> {
  await activateLanguage(language);
  const shell: RouteObject[] = [
    { path: '*', Component: RootLayout, children: [{ path: '*', Component: () => <Spinner /> }] },
  ];
  return render(shell, '/loading');
}
