// A change to a dearer distance in the browser (docs/transfers.md): My Apply List's update dialog says
// what each distance would cost, a dearer choice holds the new place for the difference, and the row
// says "Payment due by …" with Pay now (card only: a bank transfer cannot pay a difference). Axe on
// the new screens, light and dark.
import { expect, test } from '@playwright/test';

import { createAccount, getMarathon, recordManualPayment, register } from './support/api.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { organiserWithMarathon, uniqueTitle } from './support/marathons.js';
import { onePrice } from '../test-support/factories.js';

test('a runner changes to a dearer distance and is asked for the difference', async ({ page }) => {
  const { organiser, input, id } = await organiserWithMarathon('open', {
    title: uniqueTitle('Change Race'),
    distances: [
      { name: '10K', runningDistance: '10 KM', capacity: 50, prices: onePrice(3000) },
      { name: 'Marathon', runningDistance: '42 KM', capacity: 50, prices: onePrice(6000) },
    ],
    currency: 'USD',
    paymentMethods: ['card', 'bank_transfer'],
    bankAccount: { holder: 'RUN Events', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  });
  const { distances } = await getMarathon(id);
  const ten = distances.find((d) => d.name === '10K')?.id ?? '';
  const runner = await createAccount({ prefix: 'changer' });
  await register(runner, id, { firstName: 'Chan', lastName: 'Ger', distanceId: ten });
  await recordManualPayment(organiser, id, runner, 3000);

  await signIn(page, runner, '/dashboard/applied-marathons');
  const entry = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await entry.getByRole('button', { name: `Update registration for ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update registration: ${input.title}` });
  const choice = dialog.getByRole('radiogroup', { name: 'Distance' });
  await expect(
    choice.getByRole('radio', { name: /^Marathon .*Difference to pay: \$30\.00$/u }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the update dialog with change costs (light)');
  await choice.getByRole('radio', { name: /^Marathon/u }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Difference to pay', '$30.00 to pay for your new distance.');

  // The old place is kept until the difference is paid.
  await expect(entry).toContainText('10K · 10 KM');
  await expect(entry).toContainText(/Change to Marathon · 42 KM: Payment due by /u);
  expect((await getMarathon(id)).distances.map((d) => d.registrationCount)).toEqual([1, 1]);
  await expectNoSeriousViolations(page, 'My Apply List with a change due (light)');
  await reloadDark(page);
  await expect(entry).toContainText(/Payment due by /u);
  await expectNoSeriousViolations(page, 'My Apply List with a change due (dark)');

  await entry
    .getByRole('button', { name: `Pay now for your change of distance in ${input.title}` })
    .click();
  const pay = page.getByRole('dialog', { name: `Pay for ${input.title}` });
  await expect(pay).toContainText('Regular: $30.00');
  await expect(pay.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Pay by bank transfer' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the difference’s pay dialog (dark)');
});
