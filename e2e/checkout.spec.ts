// The runner's checkout as one journey (docs/product.md, "Checkout"), at 390 x 844 and 1366 x 900,
// light and dark, with axe: Register on a priced distance moves to the Pay step, whose heading is in
// view and focused, with the order summary and the hold's countdown; paying on the test provider's
// page lands on the receipt (the Done step), whose PDF answers as a PDF. And a held place offers Pay
// now on the race page and its card, and its Pay step on the register page, and My Apply List puts the payment due
// above every race pass on a phone.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { createAccount, register } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { signIn } from './support/auth.js';
import { organiserWithMarathon } from './support/marathons.js';
import {
  expectPaymentDueAbovePasses,
  pricedRace,
  registerAndReachPayment,
} from './support/payments.js';

const SCREENS = [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
  { name: '1366 px', viewport: { width: 1366, height: 900 } },
] as const;

const HELD = 'Your place is held: pay to confirm it';

for (const screen of SCREENS) {
  for (const dark of [false, true]) {
    const look = dark ? 'dark' : 'light';
    test.describe(`on ${screen.name} (${look})`, () => {
      test.use({ viewport: screen.viewport });

      test('register, pay and get the receipt', async ({ page }) => {
        const { id, title } = await pricedRace();
        await registerAndReachPayment(page, id, dark);

        // The Pay step takes the screen: its heading in view and focused, the step marked current.
        const heading = page.getByRole('heading', { name: HELD });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
        const steps = page.getByRole('navigation', { name: 'Checkout steps' });
        await expect(steps.locator('[aria-current="step"]')).toHaveText(/^2 ?Pay$/u);
        await expect(page.getByTestId('hold-countdown')).toHaveText(/^Held for (29|30):\d\d$/u);
        // Announced once a minute, not each second.
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: /^Your place is held for 30 more minutes\.$/u }),
        ).toHaveCount(1);
        const summary = page.getByRole('region', { name: 'Order summary' });
        await expect(summary).toContainText(title);
        await expect(summary).toContainText('Half Marathon');
        await expect(summary).toContainText('Total to pay (USD)$45.00');
        await expectNoSeriousViolations(page, `the Pay step on ${screen.name} (${look})`);

        await page.getByRole('button', { name: 'Pay by card' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Test payment: no money moves' }),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Pay', exact: true }).click();

        // Done: the receipt.
        await expect(page).toHaveURL(new RegExp(`/marathons/${id}/receipts/[^/]+$`, 'u'));
        await expect(page.getByText('Paid: your place is confirmed.')).toBeVisible();
        await expect(steps.locator('[aria-current="step"]')).toHaveText(/^3 ?Done$/u);
        const receipt = page.getByRole('region', { name: 'Receipt' });
        await expect(receipt.getByText(/^R-[0-9A-Z]{4}-[0-9A-Z]{4}$/u)).toBeVisible();
        await expect(receipt).toContainText(title);
        await expect(receipt).toContainText('MethodCard');
        await expect(receipt).toContainText('Total paid (USD)$45.00');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(screen.viewport.width);
        await expectNoSeriousViolations(page, `the receipt on ${screen.name} (${look})`);

        const [pdf, download] = await Promise.all([
          page.waitForResponse((res) => res.url().includes('/receipt.pdf')),
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
        ]);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        // The file saved is the PDF itself, named after the receipt.
        expect(download.suggestedFilename()).toMatch(/^receipt-R-[0-9A-Z-]+\.pdf$/u);
        const saved = await readFile(await download.path());
        expect(saved.subarray(0, 5).toString()).toBe('%PDF-');

        await page.getByRole('link', { name: 'Open your race pass' }).click();
        await expect(page.getByRole('article', { name: `Race pass: ${title}` })).toBeVisible();
      });
    });
  }
}

for (const dark of [false, true]) {
  const look = dark ? 'dark' : 'light';
  test.describe(`a held place on a 390 px phone (${look})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('offers Pay now on the race page, its card and the register page, and comes above every pass', async ({
      page,
    }) => {
      const runner = await createAccount({ prefix: 'held' });
      // Two races already the runner's (passes), then a place held unpaid.
      for (const _ of [1, 2]) {
        const { id: free } = await organiserWithMarathon('open');
        await register(runner, free);
      }
      const { id, title } = await pricedRace();
      await register(runner, id);
      if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

      await signIn(page, runner, `/marathons/${id}`);
      await expect(page.getByText(/^Your place is held\. Payment due by .+\.$/u)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
      await expectNoSeriousViolations(page, `the race page of a held place (${look})`);

      // Its card in the race list offers the same.
      await page.goto(`/marathons?q=${encodeURIComponent(title)}`);
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card.getByText(/^Your place is held\. Payment due by .+\.$/u)).toBeVisible();
      await expect(card.getByRole('link', { name: `Pay now: ${title}` })).toHaveAttribute(
        'href',
        `/dashboard/applied-marathons?pay=${id}`,
      );
      await expectNoSeriousViolations(page, `the race list with a held place (${look})`);

      // Back on the register page, the held place opens on its Pay step, not on an empty form.
      await page.goto(`/marathonRegister/${id}`);
      const heading = page.getByRole('heading', { name: HELD });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page.getByTestId('hold-countdown')).toHaveText(/^Held for (29|30):\d\d$/u);
      await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);

      await page.goto('/dashboard/applied-marathons');
      await expectPaymentDueAbovePasses(page, title, 2);
      await expectNoSeriousViolations(page, `My Apply List with a payment due (${look})`);
    });
  });
}
