// Transfers in the browser (docs/transfers.md): a runner offers their place from My Apply List to a
// second account, which opens the mailed link, signs in, fills in its own form and takes the place,
// then sees its race pass; the first runner's list says the place was transferred, and the
// organiser's console lists the transfer. Axe checks the transfer dialog and the transfer page, in
// light and dark, and the console's tab.
import { expect as baseExpect, test, type Page } from '@playwright/test';

import { createAccount, createMarathon, register } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { closePopup, fillLogin, signIn } from './support/auth.js';
import { marathonInput, uniqueTitle } from './support/marathons.js';
import { invitationToken } from './support/race-day.js';
import { fillRunnerDetails } from './support/register-form.js';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const dark = (page: Page) => page.evaluate(() => localStorage.setItem('theme', 'dark'));

test('a runner transfers their place to a second account, which takes it from the mailed link and sees its pass', async ({
  page,
  browser,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const title = uniqueTitle('Transfer Race');
  const id = await createMarathon(
    organiser,
    marathonInput('open', {
      title,
      distances: [{ name: 'Marathon', runningDistance: '42 KM', capacity: 1 }],
      transfers: { enabled: true, untilDays: 14, fee: 0 },
    }),
  );
  const sender = await createAccount({ prefix: 'sender' });
  const recipient = await createAccount({ prefix: 'recipient' });
  await register(sender, id, { firstName: 'Sam', lastName: 'Sender' });

  await signIn(page, sender, '/dashboard/applied-marathons');
  const transfer = page.getByRole('button', { name: `Transfer your place in ${title}. No fee.` });
  await transfer.click();
  const dialog = page.getByRole('dialog', { name: `Transfer your place: ${title}` });
  await expect(dialog).toContainText('valid 48 hours');
  await expectNoSeriousViolations(page, 'the transfer dialog (light)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dark(page);
  await page.reload();
  await transfer.click();
  await expectNoSeriousViolations(page, 'the transfer dialog (dark)');
  const email = dialog.getByLabel('Their email');
  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send transfer' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await email.fill(recipient.email);
  await dialog.getByRole('button', { name: 'Send transfer' }).click();
  await closePopup(page, 'Transfer sent');
  await expect(page.getByText(`Transfer offered to ${recipient.email} until`)).toBeVisible();

  const token = await invitationToken(recipient.email, '/transfer/');
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto(`/transfer/${id}?token=${token}`);
  await expect(
    phone.getByRole('heading', { name: 'Take a transferred place', level: 1 }),
  ).toBeVisible();
  await expectNoSeriousViolations(phone, 'the transfer page, signed out (light)');
  await phone.getByRole('link', { name: 'Log in to take the place' }).click();
  await fillLogin(phone, recipient.email, recipient.password);
  await closePopup(phone, 'Login Successful!');
  await expect(phone).toHaveURL((url) => url.pathname === `/transfer/${id}`);
  await expect(phone.getByText('Marathon', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(phone, 'the transfer page’s form (light)');
  await dark(phone);
  await phone.reload();
  await expect(phone.getByLabel('First Name')).toBeVisible();
  await expectNoSeriousViolations(phone, 'the transfer page’s form (dark)');
  await fillRunnerDetails(phone, {
    firstName: 'Rita',
    lastName: 'Recipient',
    phone: '+1 555 0199',
  });
  await phone.getByRole('button', { name: 'Take the place' }).click();
  await expect(phone.getByRole('heading', { name: 'The place is yours' })).toBeVisible();
  await phone.getByRole('link', { name: 'Open My Apply List' }).click();
  // The pass is a compact card; its QR code shows once it is opened full size.
  await phone.getByRole('button', { name: `Show pass: ${title}` }).click();
  const pass = phone.getByRole('dialog', { name: `Race pass: ${title}` });
  await expect(
    pass.getByRole('img', { name: `Race pass QR code for Rita Recipient, ${title}` }),
  ).toBeVisible();
  await context.close();

  // The link is used: the sender's list says where the place went, without actions.
  await page.reload();
  await expect(page.getByText('Transferred: your place went to another runner')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Transfer your place/u })).toHaveCount(0);

  // The organiser's console lists the transfer.
  const desk = await browser.newContext();
  const console = await desk.newPage();
  await signIn(console, organiser, `/dashboard/races/${id}?tab=transfers`);
  const row = console.getByRole('row').filter({ hasText: 'Sam Sender' });
  await expect(row).toContainText('Rita Recipient');
  await expect(row).toContainText('Transferred');
  await expectNoSeriousViolations(console, 'the console’s transfers tab');
  await desk.close();
});
