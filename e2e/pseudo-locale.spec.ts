// Every text a person reads comes from the catalogue (docs/languages.md): in the pseudo-locale each
// catalogue text is accented ("Ƥàĝē Ńōţ Ƒōũńď"), so a word of plain ASCII letters on a page is either
// data (what the API or the live listeners sent: a race's title, a runner's name) or a text that
// bypasses the catalogue. What is not words is marked `translate="no"`. Every route of the route table, signed out, as a runner and as an organiser,
// and every tab of the race console.
import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/auth.js';
import { publishedRaceForTheFile, FINISHERS } from './support/results.js';
import { routePaths } from './support/routes.js';

/**
 * Words that are not the catalogue's and need not be: what `Intl` writes (month and day names for a
 * language without its own, the pseudo-locale formats as English), language names in themselves (the
 * switcher), the brand, currency and unit codes, and what the page quotes from its address.
 */
const NOT_CATALOGUE = new Set(
  [
    ...'January February March April May June July August September October November December'.split(
      ' ',
    ),
    ...'Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec'.split(' '),
    ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Wed Thu Fri Sat Sun'.split(
      ' ',
    ),
    'English',
    'Deutsch',
    'Français',
    'Español',
    'RUN',
    'USD',
    'EUR',
    'GBP',
    'UTC',
    'GMT',
    'PDF',
    'CSV',
    'ICS',
    'QR',
    'SEPA',
    'IBAN',
    'BIC',
    'Stripe',
    'PayPal',
    // Proper nouns the site quotes as they are: its operator's name and address
    // (web/src/config/site.ts), the about page's team (features/about/components/about-content.ts).
    ...'Events Inc Marathon Way Suite Boston'.split(' '),
    ...'Maya Chen Daniel Okoro Sofia Martinez Liam Walsh'.split(' '),
    'no-such-payment',
    'no-such-team',
    'no-such-page',
  ].map((w) => w.toLowerCase()),
);

/** A word, in any alphabet ("Français" is one word, not "Fran" and "ais"). */
const WORD = /\p{L}[\p{L}'’-]*/gu;
/** Plain English: three ASCII letters in a row (the accented alphabet leaves only v and x alone). */
const PLAIN = /[A-Za-z]{3}/u;

/**
 * Every string value in a JSON answer, its plain words: what the page may show as data. A refusal's
 * English sentence (`error`, `details`) is not: the web says it in its own words, by its `code`.
 */
function wordsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const w of value.match(WORD) ?? []) into.add(w.toLowerCase());
  } else if (Array.isArray(value)) for (const v of value) wordsOf(v, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, v] of Object.entries(value)) {
      if (key !== 'error' && key !== 'details') wordsOf(v, into);
    }
}

/** Collects the API's words as the page receives them. */
function watchData(page: Page, data: Set<string>): void {
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json') && !type.includes('csv')) return;
    try {
      const body = await response.text();
      if (type.includes('json')) wordsOf(JSON.parse(body), data);
      else wordsOf(body, data);
    } catch {
      // A response the page never read (a redirect, a closed page) carries nothing shown.
    }
  });
}

/** The visible texts of the page: each text node shown, and each field's placeholder. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.nodeValue?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null) continue;
      // `translate="no"` marks what is not words (a file format's sample), as for translation tools.
      if (parent.closest('script, style, noscript, template, [translate="no"]')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      texts.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      if (field.checkVisibility() && field.closest('[translate="no"]') === null)
        texts.push(field.placeholder);
    }
    return texts;
  });
}

/** The plain words of a page that are neither data nor known: each with the text it stands in. */
async function bypassing(page: Page, data: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const text of await visibleTexts(page)) {
    // An address or an email is data however it is shown.
    const words = text.replace(/\S+@\S+|https?:\/\/\S+/gu, ' ').match(WORD) ?? [];
    const strays = words.filter((w) => {
      const word = w.toLowerCase();
      return PLAIN.test(w) && !data.has(word) && !NOT_CATALOGUE.has(word);
    });
    if (strays.length > 0) found.push(`"${text.slice(0, 120)}" (${strays.join(', ')})`);
  }
  return found;
}

async function settled(page: Page, where: string): Promise<void> {
  // The spinner's "Loading" (web/src/components/ui/spinner.tsx), accented.
  const loading = page.locator('main [role="status"]').filter({ hasText: /^Ĺōàďĩńĝ$/u });
  await expect(loading, `${where} still loading`).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main h1, main h2').first(), `${where} has a heading`).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('html'), `${where} in the pseudo-locale`).toHaveAttribute(
    'lang',
    'en-XA',
  );
}

/** Visits each path in the pseudo-locale and lists what bypasses the catalogue, path by path. */
async function sweep(page: Page, paths: string[], data: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page, path);
    for (const stray of await bypassing(page, data)) found.push(`${path}: ${stray}`);
  }
  return found;
}

const world = publishedRaceForTheFile();

/** The page in the pseudo-locale from its first script on, and the data it receives watched. */
async function inPseudo(page: Page): Promise<Set<string>> {
  await page.addInitScript(() => localStorage.setItem('lang', 'pseudo'));
  const data = new Set<string>();
  // The live board's names come from the listeners (Firestore), not from a JSON answer.
  for (const f of FINISHERS) wordsOf([f.firstName, f.lastName], data);
  watchData(page, data);
  return data;
}

for (const who of ['signed out', 'a runner', 'an organiser'] as const) {
  test(`in the pseudo-locale no route shows a text outside the catalogue, ${who}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { race, runner } = world();
    // Signed in first, in English (the sign-in helper reads the English popup), then the test language.
    if (who === 'a runner') await signIn(page, runner);
    if (who === 'an organiser') await signIn(page, race.organiser);
    const data = await inPseudo(page);
    const found = await sweep(page, routePaths(race.id), data);
    if (who === 'an organiser') {
      await page.goto(`/dashboard/races/${race.id}`);
      await settled(page, 'the race console');
      const tabs = await page.getByRole('tab').count();
      for (let i = 0; i < tabs; i += 1) {
        await page.getByRole('tab').nth(i).click();
        await settled(page, `the console's tab ${i + 1}`);
        for (const stray of await bypassing(page, data))
          found.push(`console tab ${i + 1}: ${stray}`);
      }
    }
    expect(found, `texts outside the catalogue ${who}:\n${found.join('\n')}`).toEqual([]);
  });
}
