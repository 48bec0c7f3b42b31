// Deferrals in the browser (docs/transfers.md): a paid runner defers from My Apply List, sees the
// credit under My credits, and later registers for the organiser's next race, where the register
// screen says what the credit paid and what is left. Axe on the new screens, light and dark.
import { expect as baseExpect, test } from '@playwright/test';

import {
  createAccount,
  createMarathon,
  deferPlace,
  recordManualPayment,
  register,
} from './support/api.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { marathonInput, uniqueTitle } from './support/marathons.js';
import { onePrice } from '../test-support/factories.js';
import { fillRunnerDetails } from './support/register-form.js';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A race of the organiser's at one price, in USD, paid by card, allowing deferrals (fee $5.00). */
const pricedRace = (amount: number) =>
  marathonInput('open', {
    title: uniqueTitle('Deferral Race'),
    distances: [
      {
        name: 'Half Marathon',
        runningDistance: '21 KM',
        capacity: 50,
        prices: onePrice(amount),
      },
    ],
    currency: 'USD',
    paymentMethods: ['card'],
    deferrals: { enabled: true, untilDays: 14, fee: 500 },
  });

test('a runner defers a paid place and later registers for the organiser’s next race with the credit', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const thisYear = pricedRace(4500);
  const nextYear = pricedRace(6000);
  const first = await createMarathon(organiser, thisYear);
  const next = await createMarathon(organiser, nextYear);
  const runner = await createAccount({ prefix: 'deferrer' });
  await register(runner, first, { firstName: 'Dee', lastName: 'Ferrer' });
  await recordManualPayment(organiser, first, runner, 4500);

  await signIn(page, runner, '/dashboard/applied-marathons');
  await page
    .getByRole('button', { name: `Defer your place in ${thisYear.title} for a credit of $40.00` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Defer your place?' });
  await expect(dialog).toContainText('You get a credit of $40.00');
  await expectNoSeriousViolations(page, 'the defer dialog (light)');
  await dialog.getByRole('button', { name: 'Defer' }).click();
  await closePopup(page, 'Place deferred');
  await expect(page.getByText('Deferred: your credit is in My credits')).toBeVisible();
  const credits = page.getByRole('region', { name: 'My credits' });
  await expect(credits).toContainText(`$40.00 from ${thisYear.title}`);
  await expectNoSeriousViolations(page, 'My Apply List with a credit (light)');
  await reloadDark(page);
  await expect(credits).toBeVisible();
  await expectNoSeriousViolations(page, 'My Apply List with a credit (dark)');

  await page.goto(`/marathonRegister/${next}`);
  await fillRunnerDetails(page, { firstName: 'Dee', lastName: 'Ferrer', phone: '+1 555 0150' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Your place is held: pay to confirm it' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your credit of $40.00 is applied; $20.00 is left to pay.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the register screen with a credit (dark)');

  await page.goto('/dashboard/applied-marathons');
  await expect(credits).toContainText(`$40.00 from ${thisYear.title}: used`);
});

test('the organiser’s console lists a deferral with the credit given', async ({ page }) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const race = pricedRace(4500);
  const id = await createMarathon(organiser, race);
  const runner = await createAccount({ prefix: 'deferrer' });
  await register(runner, id, { firstName: 'Dee', lastName: 'Ferrer' });
  await recordManualPayment(organiser, id, runner, 4500);
  await deferPlace(runner, id);

  await signIn(page, organiser, `/dashboard/races/${id}?tab=transfers`);
  const row = page
    .getByRole('table', { name: `Deferrals of ${race.title}` })
    .getByRole('row')
    .filter({ hasText: 'Dee Ferrer' });
  await expect(row).toContainText('$40.00');
  await expect(page.getByText('No transfers yet.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the console’s transfers tab with a deferral');
});
