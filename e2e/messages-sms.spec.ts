// A text message from the console (docs/messages.md, "Text messages"): an organiser whose race has a
// runner who agreed to texts and one who did not chooses "Text message", sees in the preview who gets
// a text and how many segments it takes, sends it, and the stack's SMS catcher (Twilio's SDK pointed
// at it) lists that one text, merged, to the runner's number in E.164. At 390 and 1366 px, axe in
// light and dark on the console and on the catcher's page.
import { expect as baseExpect, test, type Page } from '@playwright/test';

import { createAccount, register } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { organiserWithMarathon } from './support/marathons.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const CATCHER = process.env.SMS_CATCHER_URL ?? 'http://127.0.0.1:1090';

/** A UK drama-range mobile unique to this run, as typed and in E.164. */
function mobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `+44 7700 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+447700${digits}` };
}

const historyRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'The race’s messages' })
    .getByRole('row')
    .filter({ hasText: title });

for (const width of [390, 1366]) {
  test(`at ${width} px: a text sent from the console reaches the SMS catcher, only for consent`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const { organiser, id } = await organiserWithMarathon();
    const agreed = mobile();
    const silent = mobile();
    await register(await createAccount({ prefix: 'texted' }), id, {
      firstName: 'Tess',
      phone: agreed.typed,
      smsOptIn: true,
    });
    await register(await createAccount({ prefix: 'untexted' }), id, {
      firstName: 'Sid',
      phone: silent.typed,
    });

    await signIn(page, organiser, `/dashboard/races/${id}`);
    await page.getByRole('tab', { name: 'Messages', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Write a message' })).toBeVisible();
    const title = `Bib pick-up ${width}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(title);
    await page
      .getByRole('textbox', { name: /^Message/u })
      .fill('Hi {firstName}, bibs from 8:00 at the hall.');
    await page.getByRole('radio', { name: 'Text message' }).check();
    await expect(page.getByText('This message goes to 2 people')).toBeVisible();

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toContainText('1 person gets a text. Each text is 1 segment long.');
    // The sample is merged for the audience's first runner, whoever that is.
    await expect(preview.getByTestId('preview-body')).toContainText(
      /^Hi (Tess|Sid), bibs from 8:00 at the hall\.$/u,
    );
    await expectNoSeriousViolations(page, `Text preview at ${width} px (light)`);
    await preview.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Send now…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this message?' });
    await expect(confirm).toContainText('1 person gets a text.');
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await closePopup(page, 'Message sent', title);
    await expect(historyRow(page, title)).toContainText('Sent');
    await reloadDark(page);
    await page.getByRole('tab', { name: 'Messages', exact: true }).click();
    await expect(historyRow(page, title)).toContainText('Sent');
    await expectNoSeriousViolations(page, `Messages tab at ${width} px (dark)`);

    // The catcher's page lists the text to the runner who agreed, and none to the other.
    const text = page.getByRole('article', { name: `To ${agreed.e164}` });
    await expect(async () => {
      await page.goto(CATCHER);
      await baseExpect(text).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(text).toContainText('Hi Tess, bibs from 8:00 at the hall.');
    await expect(page.getByRole('article', { name: `To ${silent.e164}` })).toHaveCount(0);
    // The catcher follows the system's scheme.
    await page.emulateMedia({ colorScheme: 'light' });
    await expectNoSeriousViolations(page, `SMS catcher at ${width} px (light)`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousViolations(page, `SMS catcher at ${width} px (dark)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
