// Starts the app in #root: React, the router and the providers (main.tsx loads this chunk).
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { releaseEarlyInput } from '@/lib/early-input';

import { AppProvider } from './provider';
import { router } from './router';

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

/**
 * Its effect runs once the first render is committed: the app is live. A wrapper, not a sibling:
 * a sibling would turn the providers' child into a list, which changes every useId() below and no
 * longer matches the prerendered markup's ids.
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(releaseEarlyInput, []);
  return children;
}

/**
 * `prerendered`: #root holds this path's build-time markup (a page of dist/, see
 * scripts/prerender-plugin.ts). Once the route's chunk is here React adopts it (hydration: the
 * client's first render equals the prerender, auth still loading and the saved theme read just after),
 * so nothing is repainted or shifted and focus stays put. Rendering before that would show the
 * loading spinner in its place.
 */
export async function start(root: HTMLElement, prerendered: boolean): Promise<void> {
  const app = (
    <StrictMode>
      <AppProvider>
        <Live>
          <RouterProvider router={router} />
        </Live>
      </AppProvider>
    </StrictMode>
  );
  if (!prerendered) {
    // The first commit replaces what #root holds (app.html's shell) with the same layout and spinner.
    createRoot(root).render(app);
    return;
  }
  await routerReady();
  hydrateRoot(root, app);
}
