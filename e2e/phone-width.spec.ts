// A 390 px phone never scrolls sideways (docs/product.md, "Phones"): every route of the route table
// (web/src/config/paths.ts), signed in as a runner and as an organiser, keeps the page's scrollWidth
// within the viewport; and what a person needs is inside the viewport without scrolling a box
// sideways: My Marathons' actions, the results' Time column, every tab of the race console.
import { expect, test, type Page } from '@playwright/test';

import { signIn } from './support/auth.js';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { expectInside, expectNotScrolling } from './support/in-view.js';
import { publishedRaceForTheFile, type ResultsRace } from './support/results.js';
import { routePaths } from './support/routes.js';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** Waits for the screen to be drawn: no spinner left in <main> (web/src/components/ui/spinner.tsx), a heading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main [role="status"]').filter({ hasText: /^Loading$/u })).toHaveCount(
    0,
    {
      timeout: 20_000,
    },
  );
  await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 20_000 });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
}

/** Nor a box of the screen: each table shown holds its rows (a phone's cards, or a table that fits). */
async function expectNoScrollingBox(page: Page, where: string): Promise<void> {
  const boxes = page.locator('main [role="region"]').locator('visible=true');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    await expectNotScrolling(boxes.nth(i), `a box of ${where}`);
  }
}

async function everyRoute(page: Page, race: ResultsRace, who: string): Promise<void> {
  for (const path of routePaths(race.id)) {
    await page.goto(path);
    await settled(page);
    await expectNoSidewaysScroll(page, `${path} as ${who}`);
    await expectNoScrollingBox(page, `${path} as ${who}`);
  }
}

// One world for both tests (its race, runners and results take a while to make).
const world = publishedRaceForTheFile();

test('no route scrolls sideways for a runner, and the results’ times are in view', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { race, runner } = world();
  await signIn(page, runner);
  await everyRoute(page, race, 'a runner');

  await page.goto(`/marathons/${race.id}/results`);
  await expect(page.getByText('2:31:05').first()).toBeVisible();
  await expectInside(page.getByText(/^\d:\d\d:\d\d/u), 'a result’s time');
  await expectNoSeriousViolationsLightAndDark(page, 'the results as cards at 390 px');
});

test('no route scrolls sideways for an organiser; My Marathons’ actions and the console’s tabs are in view', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { race } = world();
  await signIn(page, race.organiser);
  await everyRoute(page, race, 'an organiser');

  await page.goto('/dashboard/my-marathons');
  await expect(page.getByText(race.title).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'My Marathons');
  await expectInside(page.getByRole('button', { name: `Edit ${race.title}` }), 'Edit');
  await expectInside(page.getByRole('button', { name: `Delete ${race.title}` }), 'Delete');
  await expectInside(
    page.getByRole('button', { name: `Applicants of ${race.title}` }),
    'Applicants',
  );
  await expectInside(page.getByRole('link', { name: 'Open console' }), 'Open console');
  await expectNoSeriousViolations(page, 'My Marathons at 390 px (light)');

  await page.goto(`/dashboard/races/${race.id}`);
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expectInside(page.getByRole('tab'), 'a console tab');
  for (const name of await page.getByRole('tab').allTextContents()) {
    await page.getByRole('tab', { name: name.trim(), exact: true }).click();
    await settled(page);
    await expectNoSidewaysScroll(page, `the console’s ${name.trim()} tab`);
    await expectNoScrollingBox(page, `the console’s ${name.trim()} tab`);
  }
  // The participants: each row's fields under the name, not a table 960 px wide.
  await page.getByRole('tab', { name: 'Participants', exact: true }).click();
  const participants = page.getByRole('region', { name: `Participants of ${race.title}` });
  await expect(participants.getByText('Email:').first()).toBeVisible();
  await expectNotScrolling(participants, 'the participants table');
  await page.getByRole('tab', { name: 'Overview', exact: true }).click();
  await expectNoSeriousViolationsLightAndDark(page, 'the console’s wrapped tabs at 390 px');
  await page.goto('/dashboard/my-marathons');
  await expect(page.getByText(race.title).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'My Marathons at 390 px (dark)');
});
