// Pages arrive painted from HTML (web/scripts/prerender-plugin.ts) before the app's JavaScript: the
// public pages with their first screen, every other path with the shell. These tests hold the app's
// chunks back, act on the HTML as a fast visitor would, then let the app in.
import { expect, test, type Page } from '@playwright/test';

import { createAccount } from './support/api.js';
import { closePopup } from './support/auth.js';

/**
 * Opens `path` holding every script but those the HTML itself names before first paint (the entry,
 * index-*.js, and the few small chunks it preloads beside it) until `release()`: the app, React, the
 * screens.
 */
async function openWithTheAppHeld(page: Page, path: string): Promise<{ release: () => void }> {
  const html = await (await page.request.get('/')).text();
  const named = new Set(
    [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/gu)].map((m) => m[1]),
  );
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/u, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!named.has(file)) await released;
    await route.continue();
  });
  await page.goto(path);
  return { release };
}

test('/login is painted, titled and usable before the app arrives: what was typed and tapped counts', async ({
  page,
}) => {
  const account = await createAccount();
  const app = await openWithTheAppHeld(page, '/login');
  await expect(page).toHaveTitle('RUN | Login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Held, not submitted natively: no reload, nothing typed lands in the URL.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');

  app.release();
  await closePopup(page, 'Login Successful!');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('/register keeps what was typed before the app arrived, and judges that password at once', async ({
  page,
}) => {
  const app = await openWithTheAppHeld(page, '/register');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Password', { exact: true }).fill('abc');

  app.release();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
});

test('a protected path paints the shell with a spinner, then the app sends a visitor to /login', async ({
  page,
}) => {
  const app = await openWithTheAppHeld(page, '/marathons');
  await expect(page.getByRole('banner').getByRole('link', { name: 'RUN.' })).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  app.release();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page).toHaveTitle('RUN | Login');
});

test('a button tapped on the prerendered home before the app arrives acts once the app is live', async ({
  page,
}) => {
  const app = await openWithTheAppHeld(page, '/');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/u);

  app.release();
  await expect(page.locator('html')).toHaveClass(/dark/u);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('a language chosen on the prerendered home before the app arrives is shown once it is live', async ({
    page,
  }) => {
    const app = await openWithTheAppHeld(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });

    app.release();
    await expect(footer.getByRole('navigation', { name: 'Liens rapides' })).toBeVisible();
    await expect(footer.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  });
});

test('a link tapped on the home page while the app takes it over opens its page', async ({
  page,
}) => {
  // A phone's slower CPU (Lighthouse's 4x) keeps the takeover long enough for taps to land in it:
  // hydrating in a transition once dropped them, React holding each tap until hydration finished.
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const wait of [0, 300, 600, 900]) {
    await page.goto('/');
    await page.waitForTimeout(wait);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page, `a tap ${wait} ms after the load`).toHaveURL(
      (url) => url.pathname === '/contact',
    );
  }
});

test('a visitor who scrolled the prerendered home before the app arrives keeps their place', async ({
  page,
}) => {
  // The router's scroll restoration, finding no saved position, once sent them back to the top as
  // the app took over: a tap begun on a footer link then landed on the hero.
  const app = await openWithTheAppHeld(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The header stays in view: the held tap on its toggle tells when the app is live.
  await page.getByRole('button', { name: 'Dark mode' }).click();

  app.release();
  await expect(page.locator('html')).toHaveClass(/dark/u);
  await expect(footer).toBeInViewport();
});
