// Starts the app in #root: React, the router and the providers (main.tsx loads this chunk).
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// From react-router/dom: the one that hands React DOM's flushSync to the router, so a navigation
// asked with `flushSync: true` (the check-in desk's mode switch) commits at once.
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '@/app/provider';
import { appRouter } from '@/app/router';
import { activateLanguage, detectLanguage } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';

import { releaseEarlyInput } from './early-input';

/** Resolves once the router has loaded the first page's lazy route modules. */
function routerReady(router: ReturnType<typeof appRouter>): Promise<void> {
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
 * `markup`: what #root holds (see scripts/prerender-plugin.ts).
 * - 'page': this path's prerendered first screen. Once the route's chunk is here React adopts it
 *   (hydration: the client's first render equals the prerender, auth still loading and the saved theme
 *   read just after), so nothing is repainted or shifted and focus stays put. Rendering before that
 *   would show the loading spinner in its place.
 * - 'shell': app.html's layout and spinner, which is what the app renders while the router loads the
 *   screen: adopted at once, so the page is not laid out again. Should the router be ready first, the
 *   render differs and React replaces the shell instead; that fallback is expected, not an error.
 * - 'none': an empty #root.
 */
export async function start(root: HTMLElement, markup: 'page' | 'shell' | 'none'): Promise<void> {
  registerServiceWorker();
  // Hosting serves the markup prerendered in the first of the visitor's languages it has (or the
  // switcher's cookie), and <html lang> says which. Another language's first render cannot adopt it,
  // so React renders this one in its place once the catalogue is here (docs/languages.md).
  const prerenderedIn = document.documentElement.lang;
  const language = detectLanguage();
  await activateLanguage(language);
  if (language !== prerenderedIn) markup = 'none';
  // A new task: the app's modules were just evaluated in one, and the router is the next long piece.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = appRouter();
  const app = (
    <StrictMode>
      <AppProvider>
        <Live>
          <RouterProvider router={router} />
        </Live>
      </AppProvider>
    </StrictMode>
  );
  if (markup === 'none') {
    createRoot(root).render(app);
    return;
  }
  if (markup === 'shell') {
    hydrateRoot(root, app, { onRecoverableError: () => undefined });
    return;
  }
  await routerReady(router);
  // In a transition, hydration yields to the browser every few milliseconds instead of adopting the
  // whole page in one task, so a slow phone's main thread is never blocked for long.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
