// The entry: the stylesheet (render-blocking, in index.html) and a small loader for the app chunk.
import { directLoadOf } from './app/route-modules';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// dist/index.html carries the home page's prerendered first screen (scripts/prerender-plugin.ts).
// Hosting's clean URLs could serve that file under another path: then it is not this page's markup.
const prerendered = root.dataset.prerendered === window.location.pathname;
if (!prerendered) root.replaceChildren();

function start(container: HTMLElement): void {
  void import('./app/start').then((app) => app.start(container, prerendered));
  // The screen's chunks (and for a protected screen the Auth SDK, which it waits for) come in
  // parallel with the app chunk; the router and AuthLoader then find them already loaded.
  const direct = directLoadOf(window.location.pathname);
  for (const load of direct?.modules ?? []) void load();
  if (direct?.auth) void import('./lib/auth-bridge');
}

/**
 * Runs `callback` once the first contentful paint is on screen (Paint Timing reports it after the
 * frame is presented; a requestAnimationFrame callback runs before it). The timeout covers a page
 * that never paints, e.g. opened in a background tab.
 */
function afterFirstPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  const observer = PerformanceObserver.supportedEntryTypes.includes('paint')
    ? new PerformanceObserver(run)
    : null;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(run, observer ? 3000 : 50);
}

if (prerendered) {
  // The page is already painted from HTML and CSS, so the app's JavaScript (React, the router, the
  // home chunk) starts downloading just after that first paint instead of competing with the
  // stylesheet for the first bytes; the home chunk comes in parallel, not after the router asks.
  afterFirstPaint(() => start(root));
} else {
  // app.html preloads the app chunk (modulepreload links), so this import does not wait on the entry.
  start(root);
}
