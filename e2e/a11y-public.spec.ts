// Axe on the public screens, in both themes: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** A screen is ready once its heading shows. */
const showsHeading = (level: 1 | 2, name: string) => (page: Page) =>
  expect(page.getByRole('heading', { level, name })).toBeVisible();

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
    ready: showsHeading(1, 'Login'),
  },
  {
    name: 'Register',
    path: '/register',
    ready: showsHeading(1, 'Register'),
  },
  {
    name: 'About',
    path: '/about',
    ready: showsHeading(2, 'Meet the team'),
  },
  {
    name: 'Contact',
    path: '/contact',
    ready: showsHeading(1, 'Get in touch'),
  },
  {
    name: 'FAQs',
    path: '/faq',
    ready: showsHeading(1, 'Frequently Asked Questions'),
  },
  {
    name: 'Terms of Service',
    path: '/terms',
    ready: showsHeading(1, 'Terms of Service'),
  },
  {
    name: 'Privacy Policy',
    path: '/privacy',
    ready: showsHeading(1, 'Privacy Policy'),
  },
  {
    name: 'Unsubscribe',
    path: '/unsubscribe?token=not-a-real-token',
    ready: showsHeading(1, 'Unsubscribe from news'),
  },
  {
    name: '404',
    path: '/blog',
    ready: showsHeading(1, 'Page Not Found'),
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
