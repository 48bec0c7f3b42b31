// Bank statements in the browser (docs/payments.md, "Bank statements"): an organiser imports a CSV
// statement in the console's Payments tab (its columns guessed from a German bank's header row); the
// row naming a runner's reference confirms that runner, who then sees "Paid"; the row naming none is
// listed unmatched and assigned to another runner by hand. axe checks the import form and the
// unmatched list in light and dark.
import { expect, test } from '@playwright/test';

import { createAccount, register, startPayment } from './support/api.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { organiserWithPricedRace } from './support/marathons.js';

const statement = (reference: string) => ({
  name: 'umsaetze.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Buchungstag;Auftraggeber;Verwendungszweck;Betrag;IBAN',
      `02.05.2026;Bruno Bank;"Startgeld ${reference.toLowerCase()}";45,00;DE44 5001 0517 5407 3249 31`,
      '03.05.2026;Bea Parent;"Startgeld fuer meine Tochter";45,00;DE02 1203 0000 0000 2020 51',
    ].join('\r\n'),
  ),
});

test('an organiser imports a statement that confirms a bank transfer, and assigns the unmatched row (light and dark)', async ({
  page,
  browser,
}) => {
  const { organiser, id, title } = await organiserWithPricedRace([
    { label: 'Regular', amount: 4500, until: null },
  ]);
  const [bruno, tessa, tilda] = await Promise.all([
    createAccount({ prefix: 'bruno' }),
    createAccount({ prefix: 'tessa' }),
    createAccount({ prefix: 'tilda' }),
  ]);
  await register(bruno, id, { firstName: 'Bruno', lastName: 'Bank' });
  await register(tessa, id, { firstName: 'Tessa', lastName: 'Tochter' });
  // Registered, but never started a payment: in no ledger entry, found only by the search.
  await register(tilda, id, { firstName: 'Tilda', lastName: 'Tochter' });
  const started = await startPayment(bruno, id, 'bank_transfer');
  await startPayment(tessa, id, 'bank_transfer');
  const reference = started.instructions?.reference ?? '';
  expect(reference).toMatch(/^RUN-/u);

  await signIn(page, organiser, `/dashboard/races/${id}?tab=payments`);
  const form = page.getByRole('region', { name: 'Import bank statement' });
  await form.getByLabel(/^Bank statement/u).setInputFiles(statement(reference));
  // The column map is filled from the header row's common names.
  await expect(form.getByLabel('Date column')).toHaveValue('Buchungstag');
  await expect(form.getByLabel('Amount column')).toHaveValue('Betrag');
  await expect(form.getByLabel('Payer column')).toHaveValue('Auftraggeber');
  await expect(form.getByLabel('Reference column')).toHaveValue('Verwendungszweck');
  await expect(form.getByLabel('Payer’s IBAN column')).toHaveValue('IBAN');
  await expectNoSeriousViolations(page, 'the bank statement import with its column map (light)');
  await form.getByRole('button', { name: 'Import bank statement' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Imported 2 rows: 1 paid in full, 1 unmatched.',
  );

  const unmatched = page.getByRole('region', { name: 'Unmatched bank transfers' });
  const row = unmatched.getByRole('row', { name: /Bea Parent/u });
  await expect(row).toContainText('$45.00');
  await expect(row).toContainText('Startgeld fuer meine Tochter');
  await expectNoSeriousViolations(page, 'the unmatched bank transfers (light)');
  await reloadDark(page);
  await form.getByLabel(/^Bank statement/u).setInputFiles(statement(reference));
  await expect(form.getByLabel('Date column')).toHaveValue('Buchungstag');
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page, 'the bank statement import and unmatched list (dark)');
  // Importing the same file again changes nothing.
  await form.getByRole('button', { name: 'Import bank statement' }).click();
  await expect(form.getByRole('status')).toHaveText('Imported 2 rows: 2 imported before.');

  // Assigned by keyboard to the runner who wrote no reference.
  await row.getByRole('button', { name: 'Assign $45.00 from Bea Parent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to a runner' });
  const runner = dialog.getByLabel('Runner', { exact: true });
  await expect(runner.getByRole('option', { name: 'Tessa Tochter ($45.00)' })).toBeAttached();
  await expect(runner.getByRole('option', { name: /Tilda/u })).toHaveCount(0);
  // The whole race is searched by the start of a name.
  await dialog.getByLabel('Find a runner').fill('Tochter');
  await expect(runner.getByRole('option', { name: 'Tilda Tochter ($45.00)' })).toBeAttached();
  await expect(runner.getByRole('option', { name: 'Tessa Tochter ($45.00)' })).toBeAttached();
  await dialog.getByLabel('Find a runner').press('Enter');
  await expect(dialog).toBeVisible();
  await runner.selectOption({ label: 'Tilda Tochter ($45.00)' });
  await expectNoSeriousViolations(page, 'the assign dialog (dark)');
  await runner.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Assign', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await closePopup(page, 'Assigned');
  await expect(unmatched.getByText('No unmatched bank transfers.')).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Tilda Tochter.*Bank transfer.*Paid/u }),
  ).toBeVisible();

  // The runner whose reference the statement named sees the registration paid.
  const runnerContext = await browser.newContext();
  const runnerPage = await runnerContext.newPage();
  await signIn(runnerPage, bruno, '/dashboard/applied-marathons');
  const mine = runnerPage.getByRole('row', { name: new RegExp(title, 'u') });
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
  await runnerContext.close();
});
