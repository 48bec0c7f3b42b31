// The web's languages (docs/languages.md): the browser's language decides on a first visit, the
// switcher (footer, header menu) changes it at once and it survives a reload; signed in, the account
// keeps it and another browser takes it on sign-in; a race's translated texts show in its language,
// never in its edit form; a form says its fields’ messages in the language shown; English is
// unchanged.
import { expect, test, type Page } from '@playwright/test';

import * as community from '@run/contract/endpoints/community';
import * as translations from '@run/contract/endpoints/translations';

import { api, apiRoute, createAccount } from './support/api.js';
import { fillLogin, signIn } from './support/auth.js';
import { expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { scrolledTo } from './support/in-view.js';
import { organiserWithMarathon } from './support/marathons.js';

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

    // The choice reaches Hosting too (its language cookie): the page arrives prerendered in French.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<html lang="fr">');
    await expect(
      page.getByRole('contentinfo').getByRole('navigation', { name: 'Liens rapides' }),
    ).toBeVisible();
    await expect.poll(() => htmlLang(page)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  });

  test('is served the page prerendered in German, which the app adopts rather than replaces', async ({
    page,
  }) => {
    // The footer as the HTML parser made it, taken before any module script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as { prerenderedFooter?: Element | null }).prerenderedFooter =
          document.querySelector('footer');
      });
    });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Schnellzugriff');
    // The switcher answers once the app is live; an adopted footer is the same element throughout.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
    await expect(footer.getByRole('navigation', { name: 'Liens rapides' })).toBeVisible();
    const adopted = await page.evaluate(
      () =>
        document.querySelector('footer') ===
        (window as { prerenderedFooter?: Element | null }).prerenderedFooter,
    );
    expect(adopted).toBe(true);
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
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<html lang="en">');
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

test.describe('a signed-in runner', () => {
  test.use({ locale: 'en-US' });

  test('the language chosen follows the account to another browser on sign-in', async ({
    page,
    browser,
  }) => {
    const runner = await createAccount({ prefix: 'language' });
    await signIn(page, runner);
    const saved = page.waitForResponse(
      (res) =>
        apiRoute(community.updatePreferences).test(res.url()) && res.request().method() === 'PATCH',
    );
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: 'Language' })
      .selectOption('de');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => htmlLang(page)).toBe('de');

    // Another browser, English by its own settings, until this account signs in there.
    const other = await browser.newContext({ locale: 'en-US' });
    const second = await other.newPage();
    await second.goto('/login');
    await expect(
      second.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }),
    ).toHaveValue('en');
    await fillLogin(second, runner.email, runner.password);
    await expect(
      second.getByRole('contentinfo').getByRole('navigation', { name: 'Schnellzugriff' }),
    ).toBeVisible();
    await expect.poll(() => htmlLang(second)).toBe('de');
    expect(await second.evaluate(() => localStorage.getItem('lang'))).toBe('de');

    await second.reload();
    await expect(
      second.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' }),
    ).toHaveValue('de');
    await other.close();
  });

  test('a form says its fields’ messages in German, their labels too', async ({ page }) => {
    await signIn(page, await createAccount({ prefix: 'field-words' }));
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: 'Language' })
      .selectOption('de');
    await expect.poll(() => htmlLang(page)).toBe('de');
    const section = await scrolledTo(page, 'Werde Teil des Helferteams');
    const email = section.getByLabel('E-Mail', { exact: true });
    // The contract's "Email must be at most 254 characters", said in German with its label.
    await email.fill(`${'a'.repeat(250)}@run.example`);
    await section.getByRole('button', { name: 'Fürs Helferteam anmelden' }).click();
    await expect(email).toHaveAccessibleDescription('E-Mail darf höchstens 254 Zeichen lang sein');
    await expect(email).toBeFocused();
  });
});

test.describe('a race its organiser translated into German', () => {
  test.use({ locale: 'en-US' });

  test('shows its German texts in German, the original in English and always in its edit form', async ({
    page,
  }) => {
    const { organiser, input, id } = await organiserWithMarathon('open');
    const german = {
      title: `Stadtlauf ${id.slice(0, 6)}`,
      description: 'Flach und schnell durch die Altstadt.',
    };
    await api.ok(translations.putTranslation, {
      params: { id, lang: 'de' },
      body: german,
      token: organiser.idToken,
    });
    const footerLanguage = (name: string) =>
      page.getByRole('contentinfo').getByRole('combobox', { name });

    await signIn(page, organiser, `/marathons/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
    await footerLanguage('Language').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: german.title })).toBeVisible();
    await expect(page.getByText(german.description)).toBeVisible();

    // The organiser edits the original, whatever language the web shows.
    await page.goto(`/updateMarathon/${id}`);
    await expect(page.getByLabel('Titel des Marathons')).toHaveValue(input.title);
    await footerLanguage('Sprache').selectOption('en');
    await expect(page.getByLabel('Marathon Title')).toHaveValue(input.title);
    await page.goto(`/marathons/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
  });
});
