import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { router } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves once the router has loaded the first page's lazy route modules. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// A prerendered page (dist/index.html, see scripts/prerender-plugin.ts) already shows its first
// screen. Once the route's chunk is here, React adopts that markup (hydration: the client's first
// render is the prerender's, auth still loading and the theme read after hydration), so nothing is
// repainted or shifted and focus stays where it is. Before that it would render the loading spinner.
if (root.hasChildNodes()) void routerReady().then(() => hydrateRoot(root, app));
else createRoot(root).render(app);
