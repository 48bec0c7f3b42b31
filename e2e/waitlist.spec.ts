// Capacity and the waitlist in the browser: sold-out cards and details page,
// joining the waitlist from the register screen, an offer accepted in My Apply List, and the
// organiser's taken / capacity with the waitlist.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import {
  createAccount,
  createMarathon,
  getMarathon,
  joinWaitlist,
  register,
  withdraw,
} from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { marathonInput, raceWithPlacesTaken, uniqueTitle } from './support/marathons.js';
import { fillRunnerDetails } from './support/register-form.js';

test('a sold-out race says so on its card and details page, a race with room counts its places', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const base = uniqueTitle('Capacity Run');
  const full = await createMarathon(organiser, {
    ...marathonInput('open', { title: `${base} Full` }),
    capacity: 1,
  });
  const roomy = await createMarathon(organiser, {
    ...marathonInput('open', { title: `${base} Roomy` }),
    capacity: 5,
  });
  const unlimited = await createMarathon(
    organiser,
    marathonInput('open', { title: `${base} Open` }),
  );
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, full);
  await register(runner, roomy);
  await register(runner, unlimited);

  const viewer = await createAccount({ prefix: 'viewer' });
  await signIn(page, viewer, `/marathons?q=${encodeURIComponent(base)}`);
  const card = (suffix: string) =>
    page.getByRole('article').filter({ hasText: `${base} ${suffix}` });
  await expect(card('Full')).toContainText('Sold out');
  await expect(card('Full')).toContainText('Registration Open');
  await expect(card('Roomy')).toContainText('4 places left');
  // An unlimited race looks as it always did.
  await expect(card('Open')).toContainText('Registration Open');
  await expect(card('Open')).not.toContainText(/places? left|Sold out/u);

  await card('Full')
    .getByRole('link', { name: /^View details/u })
    .click();
  await expect(page).toHaveURL(`/marathons/${full}`);
  await expect(page.getByTestId('places-left')).toHaveText('Sold out');
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
  const join = page.getByRole('link', { name: 'Join the waitlist' });
  await expect(join).toHaveAccessibleDescription(/This marathon is sold out/u);
  await expect(join).toHaveAttribute('href', `/marathonRegister/${full}`);

  // A phone's width: the badges and the places wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('places-left')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a runner who finds the race sold out on submitting joins its waitlist with what they typed', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open');
  const id = await createMarathon(organiser, { ...input, capacity: 1 });
  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, `/marathonRegister/${id}`);
  await fillRunnerDetails(page, { firstName: 'Wendy', lastName: 'Waiting', phone: '+1 555 0177' });

  // The last place goes to someone else while the form is being filled.
  await register(await createAccount({ prefix: 'quicker' }), id);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This marathon is sold out.' }),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Wendy');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0177');

  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = page.getByRole('status').filter({ hasText: 'You are on the waitlist' });
  await expect(joined).toContainText('Your position: 1.');
  const marathon = await getMarathon(id);
  expect(marathon.waitlistCount).toBe(1);
  expect(marathon.registrationCount).toBe(1);

  await joined.getByRole('link', { name: 'Go to My Apply List' }).click();
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(row).toContainText('Position 1');
});

/**
 * A full race of one place with two runners waiting, whose only registrant then withdraws: the freed
 * place is held for `runner`, position 1.
 */
async function placeHeldForFirstOfTwo() {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open');
  const id = await createMarathon(organiser, { ...input, capacity: 1 });
  const first = await createAccount({ prefix: 'first' });
  await register(first, id);
  const runner = await createAccount({ prefix: 'runner' });
  await joinWaitlist(runner, id, { firstName: 'Otto', lastName: 'Offered' });
  await joinWaitlist(await createAccount({ prefix: 'next' }), id);
  await withdraw(first, id);
  return { id, input, runner };
}

test('a runner offered a freed place sees its deadline, thinks twice about declining and accepts', async ({
  page,
}) => {
  const { id, input, runner } = await placeHeldForFirstOfTwo();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, runner, '/dashboard/applied-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(row).toContainText(
    /A place is held for you until \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}/u,
  );
  await expectNoSeriousViolations(page, 'My Apply List with an offer (dark)');

  await row.getByRole('button', { name: `Decline the place in ${input.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this place?' });
  await expect(confirm).toContainText('goes to the next runner waiting');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    row.getByRole('button', { name: `Decline the place in ${input.title}` }),
  ).toBeFocused();

  await row.getByRole('button', { name: `Accept the place in ${input.title}` }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
  // Now a registration: the apply list's row, with the details given when joining.
  const registered = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(
    registered.getByRole('button', { name: `Withdraw from ${input.title}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waitlist' })).toHaveCount(0);
  const marathon = await getMarathon(id);
  expect(marathon.registrationCount).toBe(1);
  expect(marathon.placesLeft).toBe(0);
  expect(marathon.waitlistCount).toBe(1);
});

test('the organiser sees places taken of the capacity and the waitlist, and downloads it as CSV', async ({
  page,
}) => {
  const { organiser, input, id } = await raceWithPlacesTaken(2, 2);
  await joinWaitlist(await createAccount({ prefix: 'three' }), id, {
    firstName: 'Cora',
    lastName: 'Waiting',
  });

  await signIn(page, organiser, '/dashboard/my-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  // The places taken and, beside them, the one runner waiting.
  await expect(row.getByRole('cell', { name: '2 / 2 places taken · 1 waiting' })).toBeVisible();

  await row.getByRole('button', { name: `Waitlist of ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Waitlist: ${input.title}` });
  const entry = dialog
    .getByRole('table', { name: `Waitlist of ${input.title}` })
    .getByRole('row', { name: /Cora Waiting/u });
  await expect(entry.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Waiting', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the waitlist modal');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/u);
  const path = await file.path();
  expect(await readFile(path, 'utf8')).toContain('Cora');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The details page shows the creator the same list under the participants.
  await page.goto(`/marathons/${id}`);
  await expect(page.getByTestId('places-left')).toHaveText('Sold out');
  await expect(page.getByRole('table', { name: `Waitlist of ${input.title}` })).toContainText(
    'Cora Waiting',
  );
});

test('declining a held place asks first, then passes the place to the next runner waiting', async ({
  page,
}) => {
  const { id, input, runner } = await placeHeldForFirstOfTwo();
  await signIn(page, runner, '/dashboard/applied-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await row.getByRole('button', { name: `Decline the place in ${input.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this place?' });
  await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
  await closePopup(page, 'Place Declined');
  await expect(page.getByRole('heading', { name: 'Waitlist' })).toHaveCount(0);
  // The place is held again, now for the next runner: still no place left, one runner waiting.
  const marathon = await getMarathon(id);
  expect(marathon.placesLeft).toBe(0);
  expect(marathon.waitlistCount).toBe(1);
});

test('the organiser lowering the capacity below the places taken is told why, and may lower it down to them', async ({
  page,
}) => {
  const { organiser, id } = await raceWithPlacesTaken(3, 2);

  await signIn(page, organiser, `/updateMarathon/${id}`);
  const capacity = page.getByLabel('Capacity');
  await expect(capacity).toHaveValue('3');
  await expect(page.getByLabel('Offer Hours')).toHaveValue('48');
  await capacity.fill('1');
  await page.getByRole('button', { name: 'Update Marathon' }).click();
  await closePopup(page, 'Unexpected Error!');
  await expect(page.getByRole('alert')).toHaveText(
    'Capacity cannot be lower than the 2 places already taken (registrations and open offers).',
  );
  expect((await getMarathon(id)).capacity).toBe(3);

  await capacity.fill('2');
  await page.getByRole('button', { name: 'Update Marathon' }).click();
  await closePopup(page, 'Marathon Updated!');
  const marathon = await getMarathon(id);
  expect(marathon.capacity).toBe(2);
  expect(marathon.placesLeft).toBe(0);
});
