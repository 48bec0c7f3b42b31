// Sign-in steps as a person takes them: the /login form, the popups, the header.
import { expect, type Page } from '@playwright/test';

import type { Account } from './api.js';

/** Waits for a popup by title (and text), then closes it so it does not cover the page. */
export async function closePopup(page: Page, title: string | RegExp, text?: string): Promise<void> {
  const popup = page.getByRole('alertdialog', { name: title });
  // Generous: the first popup of a page may wait for the Firebase SDK to download.
  await expect(popup).toBeVisible({ timeout: 20_000 });
  if (text) await expect(popup).toContainText(text);
  // It also closes itself after 3 s; on a busy machine that can win the race with the click.
  await popup
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 2500 })
    .catch(() => undefined);
  await expect(popup).toBeHidden();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs in through /login (with `next` when given) and waits until the header shows the signed-in
 * state and, for a path on this site, the page is `next`.
 */
export async function signIn(page: Page, account: Account, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await fillLogin(page, account.email, account.password);
  await closePopup(page, 'Login Successful!');
  await expect(
    page.getByRole('button', { name: 'Logout', includeHidden: true }).first(),
  ).toBeAttached();
  if (next?.startsWith('/') && !next.startsWith('//')) {
    await expect(page).toHaveURL((url) => url.pathname === next.split('?')[0]);
  }
}

/** Waits for the first auth report, so the header shows its final links. */
export async function waitForAuthReady(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const signedOut = header.getByRole('link', { name: 'Login', includeHidden: true });
  const signedIn = header.getByRole('button', { name: 'Logout', includeHidden: true });
  await expect(signedOut.or(signedIn).first()).toBeAttached();
}
