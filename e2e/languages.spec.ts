// The web's languages (docs/languages.md): the browser's language decides on a first visit, the
// switcher (footer, header menu) changes it at once and it survives a reload; English is unchanged.
import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolationsLightAndDark } from './support/axe.js';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the German page, switches to French in the footer, and French survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Schnellzugriff' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Schreib uns' })).toBeVisible();
    await expect.poll(() => htmlLang(page)).toBe('de');

    await footer.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
    await expect(footer.getByRole('navigation', { name: 'Liens rapides' })).toBeVisible();
    await expect.poll(() => htmlLang(page)).toBe('fr');

    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Liens rapides' }),
    ).toBeVisible();
    await expect.poll(() => htmlLang(page)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  });

  test('the header menu has the switcher on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü' }).click();
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Sprache' })
      .selectOption({ label: 'Español' });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect.poll(() => htmlLang(page)).toBe('es');
  });

  for (const width of [390, 1366]) {
    test(`axe finds nothing serious in German at ${width} px, light and dark`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('contentinfo').getByText('Schnellzugriff')).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page, `home in German at ${width} px`);
    });
  }
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test("keeps SPEC's English texts and <html lang=en>", async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get In Touch' })).toBeVisible();
    await expect(footer.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    expect(await htmlLang(page)).toBe('en');
  });
});
