// The dashboard: add a marathon, My Added Marathons (applicants, edit modal, delete), the side menu,
// and the runner's home (My Apply List and /dashboard's "Your races").
import { expect, test } from '@playwright/test';

import { myRegistrations } from '@run/contract/endpoints/registrations';

import { apiRoute, createAccount, createMarathon, failCalls, register } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { openThenEscape } from './support/keyboard.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { expectInside, expectNotScrolling } from './support/in-view.js';
import {
  dayFromToday,
  marathonInput,
  organiserWithMarathon,
  uniqueTitle,
} from './support/marathons.js';
import { expectPaymentDueAbovePasses, pricedRace } from './support/payments.js';
import { raceIsOver } from './support/results.js';

test('adding a marathon shows it in My Marathons and on /marathons, and resets the form', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  await signIn(page, organiser, '/dashboard');
  await expect(page).toHaveTitle('RUN | Add Marathon');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Marathon' })).toBeVisible();

  // Nothing filled: every field reports, the first gets focus.
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await expect(page.getByLabel('Marathon Title')).toBeFocused();
  await expect(page.getByLabel('Marathon Title')).toHaveAccessibleDescription('Title is required');
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription(
    'Description is required',
  );

  const title = uniqueTitle('Harbour Run');
  await page.getByLabel('Marathon Title').fill(title);
  await page.getByLabel('Start Registration Date').fill(dayFromToday(-1));
  await page.getByLabel('End Registration Date').fill(dayFromToday(-3));
  await page.getByLabel('Marathon Start Date').fill(dayFromToday(40));
  await page.getByLabel('Location').fill('Hamburg, Germany');
  await page.getByLabel('Running Distance').fill('42 KM');
  await page.getByLabel('Image URL').fill('/images/marathons/coast.svg');
  await expect(
    page.getByRole('img').and(page.locator('[src="/images/marathons/coast.svg"]')),
  ).toHaveCount(0);
  await expect(page.getByText('Image preview', { exact: true })).toBeVisible();
  await page.getByLabel('Description').fill('Along the harbour and the Elbe beach.');

  // The dates out of order: the schema's message on the later field.
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  const end = page.getByLabel('End Registration Date');
  await expect(end).toBeFocused();
  await expect(end).toHaveAccessibleDescription(
    'Registration end date must be on or after the registration start date',
  );

  await end.fill(dayFromToday(20));
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await closePopup(page, 'Marathon added successfully!');
  await expect(page.getByLabel('Marathon Title')).toHaveValue('');

  await page.getByRole('link', { name: 'My Marathons' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Added Marathons' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/marathons');
  await page.getByRole('searchbox', { name: 'Search by title or location' }).fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the creator sees applicants, edits through the modal and deletes with a confirmation', async ({
  page,
}) => {
  const { organiser, input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id, { firstName: 'Ann', lastName: 'Applicant' });

  await signIn(page, organiser, '/dashboard/my-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: input.title })).toHaveAttribute(
    'href',
    `/marathons/${id}`,
  );

  const applicantsButton = row.getByRole('button', { name: `Applicants of ${input.title}` });
  await applicantsButton.click();
  const applicants = page.getByRole('dialog', { name: `Applicants: ${input.title}` });
  await expect(applicants.getByRole('row', { name: /Ann Applicant/u })).toContainText(runner.email);
  await page.keyboard.press('Escape');
  await expect(applicants).toBeHidden();
  await expect(applicantsButton).toBeFocused();

  await row.getByRole('button', { name: `Edit ${input.title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${input.title}”` });
  const renamed = `${input.title} (edited)`;
  await edit.getByLabel('Marathon Title').fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Marathon Updated!');
  await expect(edit).toBeHidden();
  const renamedRow = page.getByRole('row', {
    name: new RegExp(renamed.replace(/[()]/gu, '\\$&'), 'u'),
  });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this marathon?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  // The race has a runner: Delete waits until its name is typed.
  const deleteButton = confirm.getByRole('button', { name: 'Delete', exact: true });
  await expect(deleteButton).toBeDisabled();
  const typed = confirm.getByLabel(`Type “${renamed}” to delete it`);
  await typed.fill(input.title);
  await expect(deleteButton).toBeDisabled();
  await typed.fill(renamed);
  await deleteButton.click();
  await closePopup(page, 'Marathon Deleted!');
  await expect(page.getByRole('heading', { name: 'No marathons yet' })).toBeVisible();

  await page.goto(`/marathons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marathon not found' })).toBeVisible();
});

test('on a small screen the side menu is a drawer behind a labelled toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await createAccount();
  await signIn(page, user, '/dashboard');
  const toggle = page.getByRole('button', { name: 'Dashboard menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();

  const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
  // My Apply List comes first: the runner's home.
  await openThenEscape(page, toggle, drawer, () =>
    expect(drawer.getByRole('link', { name: 'My Apply List' })).toBeFocused(),
  );

  await toggle.click();
  await drawer.getByRole('link', { name: 'My Apply List' }).click();
  await expect(page).toHaveURL('/dashboard/applied-marathons');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Apply List' })).toBeVisible();
});

test('My Apply List shows its loading text, then the empty state', async ({ page }) => {
  const user = await createAccount();
  await signIn(page, user, '/');
  await page.route(apiRoute(myRegistrations), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/dashboard/applied-marathons');
  await expect(page.getByText('Data Is Coming..............', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No registrations yet' })).toBeVisible();
});

test('My Apply List says something went wrong when the list fails to load', async ({ page }) => {
  const user = await createAccount();
  await signIn(page, user, '/');
  await failCalls(page, myRegistrations, 500, 'Server trouble.');
  await page.goto('/dashboard/applied-marathons');
  await expect(page.getByText('Something Went Wrong..............', { exact: true })).toBeVisible();
});

// The runner's home (docs/product.md, "My Apply List"), at 390 x 844 and 1366 x 900, light and dark:
// the place held unpaid sits in "Needs your attention" above every race pass, a pass opens full size
// and closes with Escape, a race run two days ago sits under "Past races", and /dashboard shows "Your
// races" above the add form, which stays; the menu lists My Apply List first.
const HOME_SCREENS = [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
  { name: '1366 px', viewport: { width: 1366, height: 900 } },
] as const;

for (const screen of HOME_SCREENS) {
  for (const dark of [false, true]) {
    const look = dark ? 'dark' : 'light';
    test.describe(`the runner's home on ${screen.name} (${look})`, () => {
      test.use({ viewport: screen.viewport });

      test('urgent first, compact passes, past races below, and Your races on /dashboard', async ({
        page,
      }) => {
        const runner = await createAccount({ prefix: 'home' });
        const coming = await organiserWithMarathon('open');
        const run = await organiserWithMarathon('open');
        for (const race of [coming, run]) await register(runner, race.id);
        await raceIsOver(run.id);
        const held = await pricedRace();
        await register(runner, held.id);
        if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

        await signIn(page, runner, '/dashboard/applied-marathons');
        await expectPaymentDueAbovePasses(page, held.title, 2);
        // The race run two days ago: its pass and its row under "Past races", at the end.
        const past = page.getByRole('region', { name: 'Past races', exact: true });
        await expect(
          past.getByRole('article', { name: `Race pass: ${run.input.title}` }),
        ).toBeVisible();
        await expect(past.getByRole('link', { name: run.input.title, exact: true })).toBeVisible();
        await expect(
          past.getByRole('article', { name: `Race pass: ${coming.input.title}` }),
        ).toHaveCount(0);
        const comingPass = page.getByRole('article', { name: `Race pass: ${coming.input.title}` });
        const pastBox = await past.boundingBox();
        const comingBox = await comingPass.boundingBox();
        expect(pastBox && comingBox && comingBox.y < pastBox.y).toBe(true);
        await expectNoSeriousViolations(page, `My Apply List, the runner's home (${look})`);

        // A pass opens full size with its QR code; Escape closes it and focus goes back.
        const show = comingPass.getByRole('button', { name: `Show pass: ${coming.input.title}` });
        await show.click();
        const opened = page.getByRole('dialog', { name: `Race pass: ${coming.input.title}` });
        await expect(opened.getByRole('img', { name: /^Race pass QR code for / })).toBeVisible();
        await expect(opened.getByRole('img')).toBeInViewport();
        await expectNoSeriousViolations(page, `a race pass full size (${look})`);
        await page.keyboard.press('Escape');
        await expect(opened).toHaveCount(0);
        await expect(show).toBeFocused();

        // /dashboard keeps the add form, with "Your races" above it.
        await page.goto('/dashboard');
        const home = page.getByRole('region', { name: 'Your races' });
        await expect(home.getByRole('link', { name: `Pay now: ${held.title}` })).toBeVisible();
        await expect(home).toContainText(`Next race: ${coming.input.title}`);
        await expect(home.getByRole('link', { name: 'Open My Apply List' })).toHaveAttribute(
          'href',
          '/dashboard/applied-marathons',
        );
        await expect(page.getByRole('heading', { level: 1, name: 'Add Marathon' })).toBeVisible();
        await expect(page.getByLabel('Marathon Title')).toBeVisible();
        const menu = page.getByRole('navigation', { name: 'Dashboard' });
        if (screen.viewport.width < 1024)
          await page.getByRole('button', { name: 'Dashboard menu' }).click();
        await expect(menu.getByRole('link').first()).toHaveText('My Apply List');
        if (screen.viewport.width < 1024) await page.keyboard.press('Escape');
        await expectNoSeriousViolations(page, `the dashboard with Your races (${look})`);
      });
    });
  }
}

test('an account with nothing to do sees the add form alone on /dashboard', async ({ page }) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  await signIn(page, organiser, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Marathon' })).toBeVisible();
  // Both lists answer (empty) before the check, so the block had its chance to show.
  await expect(page.getByLabel('Marathon Title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Your races' })).toHaveCount(0);
});

// My Marathons at a laptop's 1366 x 900 and a 390 px phone (docs/product.md, "My Marathons"): each
// row's way to its console and its dialogs is in view without scrolling a box sideways, and at 1366
// a row stays one compact line of the table, not a column of wrapped buttons.
const ROW_AT_MOST = 96;

for (const screen of HOME_SCREENS) {
  test.describe(`My Marathons on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('every row’s actions are in view, and at 1366 each row is compact', async ({ page }) => {
      // A race with a field limit (it has a Waitlist too) and one with two distances.
      const { organiser, input: limited } = await organiserWithMarathon('open', {
        title: uniqueTitle('Rotterdam Harbour Marathon'),
        capacity: 200,
      });
      const twoDistances = marathonInput('upcoming', {
        distances: [
          { name: '10K', runningDistance: '10 KM', capacity: 100 },
          { name: 'Half Marathon', runningDistance: '21 KM', capacity: null },
        ],
      });
      await createMarathon(organiser, twoDistances);

      await signIn(page, organiser, '/dashboard/my-marathons');
      // The table's scroll box (the page's section bears the same name).
      const table = page.getByRole('table', { name: 'My Added Marathons' }).locator('..');
      await expect(table.getByRole('link', { name: twoDistances.title })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `the page is ${width} px wide`).toBeLessThanOrEqual(screen.viewport.width);
      await expectNotScrolling(table, 'My Added Marathons');
      for (const title of [limited.title, twoDistances.title]) {
        const row = table.getByRole('row', { name: new RegExp(title, 'u') });
        await expectInside(
          row.getByRole('link', { name: 'Open console' }),
          `${title}: Open console`,
        );
        for (const name of [`Applicants of ${title}`, `Edit ${title}`, `Delete ${title}`]) {
          await expectInside(row.getByRole('button', { name }), name);
        }
        if (screen.viewport.width > 1000) {
          const box = await row.boundingBox();
          expect(box?.height, `${title}'s row`).toBeLessThanOrEqual(ROW_AT_MOST);
        }
      }
      await expectInside(
        table.getByRole('button', { name: `Waitlist of ${limited.title}` }),
        'Waitlist',
      );
    });
  });
}
