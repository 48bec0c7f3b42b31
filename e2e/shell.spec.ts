// The shell: header in both sign-in states, logout, theme, the 404 page, skip link and the mobile menu.
import { expect, test, type Locator } from '@playwright/test';

import { createAccount } from './support/api.js';
import { closePopup, signIn, waitForAuthReady } from './support/auth.js';
import { openThenEscape } from './support/keyboard.js';

test('the signed-out header offers Login and Register but no Dashboard or Logout', async ({
  page,
}) => {
  await page.goto('/');
  await waitForAuthReady(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'RUN.' })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Marathons', 'About'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register' }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page).toHaveTitle('RUN | Home');
});

test('the signed-in header shows Dashboard, the avatar with initials and Logout; logout signs out', async ({
  page,
}) => {
  const account = await createAccount({ displayName: 'Grace Hopper' });
  await signIn(page, account);
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  const avatar = header.getByRole('img', { name: 'Grace Hopper' }).first();
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText('GH');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Register' })).toHaveCount(0);

  await header.getByRole('button', { name: 'Logout' }).first().click();
  await closePopup(page, 'Logged Out Successfully', 'You have been signed out');
  await expect(header.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('the theme is light by default, and dark stays dark across a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/u);
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html).toHaveClass(/dark/u);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/u);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).not.toHaveClass(/dark/u);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

for (const path of ['/no-such-page/at-all', '/blog', '/training']) {
  test(`${path} shows the 404 page with a way home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /404/u })).toBeVisible();
    await expect(page).toHaveTitle('RUN | Page Not Found');
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Run Beyond Your Limits' }),
    ).toBeVisible();
  });
}

// The site's own pages (web/src/config/site.ts): reached from the footer, each with its heading,
// the operator's details where they belong, and nothing wider than a phone.
for (const [link, heading, path] of [
  ['Contact', 'Get in touch', '/contact'],
  ['FAQs', 'Frequently Asked Questions', '/faq'],
  ['Terms of Service', 'Terms of Service', '/terms'],
  ['Privacy Policy', 'Privacy Policy', '/privacy'],
] as const) {
  test(`the footer's ${link} opens the site's ${path} page, which fits a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`RUN | ${link}`);
    const main = page.getByRole('main');
    if (path === '/contact') {
      await expect(main.getByText('123 Marathon Way, Suite 42, Boston, MA 02116')).toBeVisible();
      await expect(main.getByRole('link', { name: 'hello@run-events.example' })).toHaveAttribute(
        'href',
        'mailto:hello@run-events.example',
      );
    }
    if (path === '/privacy')
      await expect(main.getByRole('heading', { name: 'Who sees it' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
}

/** The navigation's links, in order: each one's name and where it goes, and no other link. */
async function expectLinks(nav: Locator, links: Array<[name: string, href: string]>) {
  await expect(nav.getByRole('link')).toHaveText(links.map(([name]) => name));
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(links.map(([, href]) => href));
}

test('the footer links to the quick links, resources and contact, with the current year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The footer's two lists of docs/product.md, in their order and nothing else.
  await expectLinks(footer.getByRole('navigation', { name: 'Quick Links' }), [
    ['Home', '/'],
    ['Marathons', '/marathons'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
  ]);
  await expectLinks(footer.getByRole('navigation', { name: 'Resources' }), [
    ['Blog', '/blog'],
    ['FAQs', '/faq'],
    ['Training Plans', '/training'],
    ['Terms of Service', '/terms'],
  ]);
  await expect(footer.getByText('Mon-Fri 9AM-5PM')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Get In Touch' })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} RUN`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await footer.getByRole('button', { name: 'Instagram (coming soon)' }).click();
  await closePopup(page, 'Coming soon');
});

test('the skip link is the first tab stop and moves focus to the page content', async ({
  page,
}) => {
  await page.goto('/');
  // The layout renders after its chunk arrives; Tab before that would start from an empty page.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Run Beyond Your Limits' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button shows and hides the links, and a navigation closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForAuthReady(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await openThenEscape(page, menu, mobileNav, () =>
      expect(mobileNav.getByRole('link', { name: 'About' })).toBeVisible(),
    );

    await menu.click();
    await mobileNav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await expect(mobileNav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('logout from the mobile menu closes it and says so', async ({ page }) => {
    const account = await createAccount();
    await signIn(page, account);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const panel = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await panel.getByRole('button', { name: 'Logout' }).click();
    await closePopup(page, 'Logged Out Successfully', 'You have been signed out');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
});
