// Races with several distances in the browser (docs/places.md): the organiser's form with three
// distances, each distance's places on the cards and the details page, a runner choosing a distance,
// a sold-out one offering its waitlist with what was typed kept, and changing distance afterwards.
import { expect, test, type Page } from '@playwright/test';

import type { MarathonInput } from '@run/contract/domain/schemas';

import { createAccount, getMarathon, register } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import {
  organiserWithMarathon,
  startRaceAsNewOrganiser,
  type FormRace,
} from './support/marathons.js';
import { fillRunnerDetails } from './support/register-form.js';

const threeDistances = [
  { name: 'Marathon', runningDistance: '42 KM', capacity: 5 },
  { name: 'Half Marathon', runningDistance: '21 KM', capacity: 1 },
  { name: '10K', runningDistance: '10 KM', capacity: null },
] satisfies MarathonInput['distances'];

/** The race the organiser's test makes in the add form. */
const threeWaysForm: FormRace = {
  title: 'Three Ways',
  location: 'Porto, Portugal',
  description: 'Three distances along the Douro.',
};

/** An open race of three distances made through the API, with the ids the server gave them. */
async function raceOfThree() {
  const { organiser, input, id } = await organiserWithMarathon('open', {
    distances: threeDistances,
  });
  const { distances } = await getMarathon(id);
  const idOf = (name: string) => distances.find((d) => d.name === name)?.id ?? '';
  return { organiser, input, id, idOf };
}

/** Row n of the marathon form's distances. */
const row = (page: Page, n: number) =>
  page.getByRole('group', { name: `Distance ${n}`, exact: true });

async function fillDetails(page: Page) {
  await fillRunnerDetails(page, { firstName: 'Dora', lastName: 'Distance', phone: '+1 555 0142' });
}

async function expectDetailsKept(page: Page) {
  await expect(page.getByLabel('First Name')).toHaveValue('Dora');
  await expect(page.getByLabel('Last Name')).toHaveValue('Distance');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0142');
}

test('an organiser adds a race of three distances, and its card and page show each one’s places', async ({
  page,
}) => {
  const title = await startRaceAsNewOrganiser(page, threeWaysForm);

  // Row 1 keeps the form's own labels.
  await page.getByLabel('Distance Name').fill('Marathon');
  await page.getByLabel('Running Distance').fill('42 KM');
  await page.getByLabel('Capacity').fill('100');
  const add = page.getByRole('button', { name: 'Add distance' });
  await add.click();
  await expect(row(page, 2).getByLabel('Distance Name')).toBeFocused();
  await row(page, 2).getByLabel('Distance Name').fill('Half Marathon');
  await row(page, 2).getByLabel('Running Distance').fill('21 KM');
  await row(page, 2).getByLabel('Capacity').fill('1');
  await add.click();
  // The third row's name left empty: it is called after its running distance.
  await page.getByLabel('Running Distance (distance 3)').fill('10 KM');
  await expectNoSeriousViolations(page, 'the add form with three distances');
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await closePopup(page, 'Marathon added successfully!');
  // The form is back to one empty distance.
  await expect(row(page, 2)).toHaveCount(0);
  await expect(page.getByLabel('Running Distance')).toHaveValue('');

  await page.goto(`/marathons?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('listitem')).toHaveText([
    'Marathon · 42 KM: 100 places left',
    'Half Marathon · 21 KM: 1 place left',
    '10 KM: No limit',
  ]);

  await card.getByRole('link', { name: /^View details/u }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('distance-places').getByRole('listitem')).toHaveText([
    'Marathon · 42 KM: 100 places left',
    'Half Marathon · 21 KM: 1 place left',
    '10 KM: No limit',
  ]);
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the details page of three distances');
});

test('a runner must choose a distance, and a sold-out one offers its waitlist keeping what was typed', async ({
  page,
}) => {
  const { id, input, idOf } = await raceOfThree();
  await register(await createAccount({ prefix: 'half' }), id, {
    distanceId: idOf('Half Marathon'),
  });

  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, `/marathonRegister/${id}`);
  const distance = page.getByRole('radiogroup', { name: 'Distance' });
  await expect(distance.getByRole('radio')).toHaveCount(3);
  await expect(
    distance.getByRole('radio', { name: /^Half Marathon 21 KM · Sold out$/u }),
  ).toBeVisible();
  await expect(
    distance.getByRole('radio', { name: /^Marathon 42 KM · 5 places left$/u }),
  ).toBeVisible();
  await fillDetails(page);

  // Not chosen: the form says so on the group and sends nothing.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(distance).toContainText('Distance is required');
  await expect(distance.getByRole('radio').first()).toBeFocused();
  await expectNoSeriousViolations(page, 'the register form without a distance');

  await distance.getByRole('radio', { name: /^Half Marathon/u }).check();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Half Marathon is sold out.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  await expectDetailsKept(page);

  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = page.getByRole('status').filter({ hasText: 'You are on the waitlist' });
  await expect(joined).toContainText('Your position: 1.');
  const marathon = await getMarathon(id);
  expect(marathon.distances.find((d) => d.name === 'Half Marathon')?.waitlistCount).toBe(1);

  await joined.getByRole('link', { name: 'Go to My Apply List' }).click();
  const waiting = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(waiting).toContainText('Half Marathon');
  await expect(waiting).toContainText('Position 1');
});

test('a runner registers for the distance they choose, finds the one they wanted filled meanwhile, and changes distance later', async ({
  page,
}) => {
  const { id, input, idOf } = await raceOfThree();
  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, `/marathonRegister/${id}`);
  const distance = page.getByRole('radiogroup', { name: 'Distance' });
  await distance.getByRole('radio', { name: /^Half Marathon/u }).check();
  await fillDetails(page);

  // The last Half Marathon place goes to someone else while the form is being filled.
  await register(await createAccount({ prefix: 'quicker' }), id, {
    distanceId: idOf('Half Marathon'),
  });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Half Marathon is sold out.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  await expectDetailsKept(page);

  // Another distance with room: the form registers again.
  await distance.getByRole('radio', { name: /^Marathon/u }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
  const marathon = await getMarathon(id);
  expect(marathon.distances.map((d) => [d.name, d.registrationCount])).toEqual([
    ['Marathon', 1],
    ['Half Marathon', 1],
    ['10K', 0],
  ]);

  await page.goto('/dashboard/applied-marathons');
  const entry = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(entry).toContainText('Marathon · 42 KM');
  await entry.getByRole('button', { name: `Update registration for ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update registration: ${input.title}` });
  const choice = dialog.getByRole('radiogroup', { name: 'Distance' });
  await expect(choice.getByRole('radio', { name: /^Marathon/u })).toBeChecked();

  // A full distance: the server's sentence, and the place is kept.
  await choice.getByRole('radio', { name: /^Half Marathon/u }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Unexpected Error!', 'Half Marathon is sold out.');
  await expect(dialog.getByRole('alert')).toContainText('Half Marathon is sold out.');
  expect((await getMarathon(id)).distances[0]?.registrationCount).toBe(1);

  await choice.getByRole('radio', { name: /^10K/u }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Registration Updated!');
  await expect(entry).toContainText('10K · 10 KM');
});

test('the organiser’s participants list names each runner’s distance', async ({ page }) => {
  const { organiser, id, idOf } = await raceOfThree();
  await register(await createAccount({ prefix: 'ten' }), id, {
    firstName: 'Tina',
    lastName: 'Tenk',
    distanceId: idOf('10K'),
  });
  await signIn(page, organiser, `/marathons/${id}`);
  const participant = page.getByRole('row', { name: /Tina Tenk/u });
  await expect(participant.getByRole('cell', { name: '10K', exact: true })).toBeVisible();
});
