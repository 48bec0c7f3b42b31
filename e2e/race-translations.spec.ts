// A race's own texts in another language, translated in the race console (docs/languages.md): the
// organiser opens the Translations tab, chooses Deutsch, translates the title and a distance's name
// and saves; the race's page, read in German, then shows them. axe finds nothing serious on the
// tab at a phone's and a laptop's width, light and dark.
import { expect, test, type Page } from '@playwright/test';

import * as translations from '@run/contract/endpoints/translations';

import { apiRoute, getMarathon } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { organiserWithMarathon, T_SHIRT_QUESTION } from './support/marathons.js';

test.use({ locale: 'en-US' });

/** An open race of two distances, a choice question and a waiver: every kind of text to translate. */
function raceToTranslate() {
  return organiserWithMarathon('open', {
    distances: [
      { name: 'Half Marathon', runningDistance: '21 KM', capacity: 50 },
      { name: '10K', runningDistance: '10 KM', capacity: 50 },
    ],
    questions: [T_SHIRT_QUESTION],
    waiver: { text: 'I take part at my own risk and follow the marshals’ instructions.' },
  });
}

/** The console's Translations tab, loaded (its form shown). */
async function openTranslations(page: Page, id: string): Promise<void> {
  await page.goto(`/dashboard/races/${id}?tab=translations`);
  await expect(page.getByRole('tab', { name: 'Translations', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('form', { name: 'Texts in Deutsch' })).toBeVisible();
}

test('the organiser translates the title and a distance into German; read in German, the race page shows them', async ({
  page,
}) => {
  const { organiser, input, id } = await raceToTranslate();
  const german = { title: `Stadtlauf ${id.slice(0, 6)}`, distance: 'Halbmarathon' };
  const halfId = (await getMarathon(id)).distances[0]?.id ?? '';

  await signIn(page, organiser, `/dashboard/races/${id}`);
  await page.getByRole('tab', { name: 'Translations', exact: true }).click();
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  const form = page.getByRole('form', { name: 'Texts in Deutsch' });
  await expect(page.getByText('Not translated yet.')).toBeVisible();
  // Each input stands beside its original, which describes it.
  const title = form.getByRole('textbox', { name: 'Title in Deutsch' });
  await expect(title).toHaveAccessibleDescription(new RegExp(`Original\\s*${input.title}`, 'u'));
  await title.fill(german.title);
  await form.getByRole('textbox', { name: 'Distance 1 in Deutsch' }).fill(german.distance);
  const saved = page.waitForResponse(
    (res) =>
      apiRoute(translations.putTranslation).test(res.url()) &&
      res.url().includes(`/${id}/`) &&
      res.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save translation' }).click();
  const put = await saved;
  expect(put.status()).toBe(200);
  // Only what was filled in is sent: the rest stays in the original.
  expect(put.request().postDataJSON()).toEqual({
    title: german.title,
    distances: { [halfId]: german.distance },
  });
  await closePopup(page, 'Translation saved');
  await expect(page.getByText('Translated into Deutsch.')).toBeVisible();

  // Reopened, the tab holds what was saved; the console itself still reads the original.
  await openTranslations(page, id);
  await expect(form.getByRole('textbox', { name: 'Title in Deutsch' })).toHaveValue(german.title);
  await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();

  // Read in German (a race's page is for signed-in visitors), the race's page shows the translation.
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.goto(`/marathons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: german.title })).toBeVisible();
  await expect(page.getByText(german.distance).first()).toBeVisible();
});

test('axe finds nothing serious on the Translations tab at 390 and 1366 px, light and dark', async ({
  page,
}) => {
  // Two widths, two themes, an axe run on each.
  test.setTimeout(120_000);
  const { organiser, id } = await raceToTranslate();
  await signIn(page, organiser, `/dashboard/races/${id}`);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await openTranslations(page, id);
    // On a phone each original stacks above its input: nothing runs off the side.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `the tab fits ${width} px`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, `the Translations tab at ${width} px (light)`);
    await reloadDark(page);
    await expect(page.getByRole('form', { name: 'Texts in Deutsch' })).toBeVisible();
    await expectNoSeriousViolations(page, `the Translations tab at ${width} px (dark)`);
  }
});
