// Signing in as a person does, through the login form, in a Playwright page of the bench's Chromium:
// the session lives in the profile's IndexedDB from then on, so later loads of that profile are
// signed in. The lighthouse and payments-tab sections sign in this way.
import type { Page } from '@playwright/test';

import { BENCH_PASSWORD, type Runner } from './auth-emulator.js';

export async function signInThroughForm(
  page: Page,
  siteUrl: string,
  runner: Runner,
): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel(/email/iu).first().fill(runner.email);
  await page
    .getByLabel(/password/iu)
    .first()
    .fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: /^log ?in$/iu }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
}
