// The entry: the stylesheet (render-blocking, in index.html) and a small loader for the app chunk.
import { env } from '@/config/env';
import { sessionHint } from '@/lib/auth/session-hint';
import { startEarlyFetch } from '@/lib/transport';

import { directLoadOf } from './direct-load';
import { holdEarlyInput } from './early-input';
import '../index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Every page arrives painted from HTML (scripts/prerender-plugin.ts): a public page with its first
// screen (data-prerendered, hydrated below), any other path with the shell of app.html (data-shell:
// header, spinner, footer, which the app's first render adopts). Hosting's clean URLs
// could serve a prerendered file under another path: then it is not this page's markup.
const url = new URL(window.location.href);
const prerendered = root.dataset.prerendered === url.pathname;
const shell = root.dataset.shell !== undefined;
if (!prerendered && !shell) root.replaceChildren();

holdEarlyInput(root);

const direct = directLoadOf(url);
// A protected screen is only shown once the Auth SDK reports a user; with no sign-in remembered
// here its data would be wasted, as the visitor is sent to /login.
const expectSignedIn = direct?.auth === true && sessionHint.get();
/** The screen's first images, fetched as soon as the data names them: ready when the screen renders. */
function preloadImages(urls: string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

if (direct && (!direct.auth || expectSignedIn)) {
  // Not script, so not competing with the first paint: the data travels with the JavaScript.
  for (const { url: dataUrl, images } of direct.data) {
    startEarlyFetch(dataUrl, images && ((body) => preloadImages(images(body))));
  }
}
if (expectSignedIn) {
  // The SDK's first act is a lookup of the saved session on the Auth origin: open the connection now.
  const preconnect = document.createElement('link');
  preconnect.rel = 'preconnect';
  preconnect.href = new URL(env.authEmulatorUrl ?? 'https://identitytoolkit.googleapis.com').origin;
  preconnect.crossOrigin = 'anonymous';
  document.head.append(preconnect);
}

function start(container: HTMLElement): void {
  // Auth's first act is a lookup of the saved session on the Auth origin, and the screen waits for
  // it: start the SDK (a chunk free of React) first, so that round trip overlaps React's download.
  if (expectSignedIn) void import('@/lib/firebase').then(({ firebaseAuth }) => firebaseAuth());
  void import('./start').then((app) =>
    app.start(container, prerendered ? 'page' : shell ? 'shell' : 'none'),
  );
  // The screen's chunks (and for a protected screen the Auth SDK, which it waits for) come in
  // parallel with the app chunk; the router and AuthLoader then find them already loaded. Without a
  // remembered session the SDK is not started at all (lib/auth/index.tsx): the visitor goes to /login.
  for (const load of direct?.modules ?? []) void load();
  if (expectSignedIn) void import('@/lib/auth/auth-sdk');
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

if (prerendered || shell) {
  // The page is already painted from HTML and CSS, so the app's JavaScript (React, the router, the
  // screen's chunk) starts downloading just after that first paint instead of competing with the
  // stylesheet for the first bytes.
  afterFirstPaint(() => start(root));
} else {
  start(root);
}
