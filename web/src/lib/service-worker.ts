// The service worker (vite.config.ts, Workbox) registered once the page has loaded: it keeps the app's
// pages and scripts so a runner's race pass opens offline. Not in the dev server, which has none.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
