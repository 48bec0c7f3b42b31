// The entry: the stylesheet (render-blocking, in index.html) and a small loader for the app chunk.
import { directLoadOf } from './app/route-modules';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// dist/index.html carries the home page's prerendered first screen, dist/app.html the layout with a
// spinner (scripts/prerender-plugin.ts). Only the former is this page's own markup, to be hydrated;
// otherwise React's first render replaces what is there.
const prerendered = root.dataset.prerendered === window.location.pathname;

function start(container: HTMLElement): void {
  void import('./app/start').then((app) => app.start(container, prerendered));
  // The screen's chunks (and for a protected screen the Auth SDK, which it waits for) come in
  // parallel with the app chunk; the router and AuthLoader then find them already loaded.
  const direct = directLoadOf(window.location.pathname);
  for (const load of direct?.modules ?? []) void load();
  if (direct?.auth) void import('./lib/auth-bridge');
}

if (prerendered) {
  // The page is already painted from HTML and CSS, so the app's JavaScript (React, the router, the
  // home chunk) starts downloading just after that first paint instead of competing with the
  // stylesheet for the first bytes; the home chunk comes in parallel, not after the router asks.
  requestAnimationFrame(() => setTimeout(() => start(root), 0));
} else {
  // app.html preloads the app chunk (modulepreload links), so this import does not wait on the entry.
  start(root);
}
