// Axe on the public screens, in both themes: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const screens: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'Home',
    path: '/',
    ready: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Run Beyond Your Limits' }),
      ).toBeVisible();
      // Every lazily loaded section, so axe checks the whole page.
      await expect(async () => {
        await page.mouse.wheel(0, 1200);
        await expect(
          page.getByRole('heading', { level: 2, name: 'Become a Volunteer' }),
        ).toBeAttached({ timeout: 500 });
      }).toPass({ timeout: 30_000 });
      await expect(
        page.getByRole('region', { name: 'Featured Running Events' }).getByRole('status'),
      ).toHaveCount(0);
    },
  },
  {
    name: 'Login',
    path: '/login',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible(),
  },
  {
    name: 'Register',
    path: '/register',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible(),
  },
  {
    name: 'About',
    path: '/about',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 2, name: 'Meet the team' })).toBeVisible(),
  },
  {
    name: '404',
    path: '/contact',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible(),
  },
];

for (const screen of screens) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${screen.name} has no serious or critical accessibility violations (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(screen.path);
      await screen.ready(page);
      // Animations finished, so colours are measured at rest.
      await page.waitForTimeout(400);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}

test('the mobile menu and the login form work from the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type('nobody@e2e.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Password is required',
  );
});
