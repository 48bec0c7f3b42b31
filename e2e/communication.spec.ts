// A runner's communication settings (docs/messages.md, "Consent"): news ticked while registering,
// then texts on and news off in My Apply List's "Communication" dialog, kept after a reload; the
// unsubscribe page asks before it does anything, takes a real news mail's link (read from the stack's
// MailDev) and says a bad link's refusal in words. At 390 and 1366 px, with axe in light and dark.
import { expect as baseExpect, test } from '@playwright/test';

import * as messages from '@run/contract/endpoints/messages';

import { api, createAccount, register, type Account } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import {
  expectNoSeriousViolations,
  expectNoSeriousViolationsLightAndDark,
  reloadDark,
} from './support/axe.js';
import { organiserWithMarathon } from './support/marathons.js';
import { fillRunnerDetails } from './support/register-form.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

for (const width of [390, 1366]) {
  test(`at ${width} px: consent given on registering and changed in My Apply List is kept`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const { input, id } = await organiserWithMarathon();
    const title = input.title;
    const runner = await createAccount({ prefix: 'consent' });
    await signIn(page, runner, `/marathonRegister/${id}`);
    const texts = page.getByRole('checkbox', { name: 'Texts about this race' });
    const news = page.getByRole('checkbox', { name: `News from the organisers of ${title}` });
    await expect(texts).not.toBeChecked();
    await expect(news).not.toBeChecked();
    await expect(texts).toHaveAccessibleDescription(
      'To the phone number above, only about this race.',
    );
    await fillRunnerDetails(page, { firstName: 'Nia', lastName: 'News', phone: '+1 555 0133' });
    await news.focus();
    await page.keyboard.press('Space');
    await expect(news).toBeChecked();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await closePopup(page, 'Successfully registered for the marathon!');

    await page.goto('/dashboard/applied-marathons');
    const row = page.getByRole('row', { name: new RegExp(title, 'u') });
    const dialog = page.getByRole('dialog', { name: 'Communication' });
    const dialogTexts = dialog.getByRole('checkbox', { name: 'Texts about this race' });
    const dialogNews = dialog.getByRole('checkbox', {
      name: `News from the organisers of ${title}`,
    });
    const openDialog = () =>
      row.getByRole('button', { name: `Communication for ${title}` }).click();
    await openDialog();
    await expect(dialogTexts).not.toBeChecked();
    await expect(dialogNews).toBeChecked();
    await expectNoSeriousViolations(page, 'Communication dialog (light)');
    await reloadDark(page);
    await openDialog();
    await expectNoSeriousViolations(page, 'Communication dialog (dark)');
    await dialogTexts.check();
    await dialogNews.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await closePopup(page, 'Saved', `Your choices for ${title} are saved.`);
    await expect(dialog).toBeHidden();
    // No sideways scrolling at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.reload();
    await openDialog();
    await expect(dialogTexts).toBeChecked();
    await expect(dialogNews).not.toBeChecked();
  });
}

test('the unsubscribe page asks first and says a bad link’s refusal in words', async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/unsubscribe?token=not-a-real-token');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from news' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousViolationsLightAndDark(page, `Unsubscribe page at ${width} px`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid. Use the link in the latest mail.',
    );
    await page.evaluate(() => localStorage.removeItem('theme'));
  }
});

const MAILDEV = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

/** The unsubscribe link in the newest mail to `to` whose subject is `subject`, once MailDev has it. */
async function unsubscribeLinkIn(to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await baseExpect(async () => {
    const all = (await (await fetch(`${MAILDEV}/email`)).json()) as Array<{
      subject: string;
      text: string;
      to: Array<{ address: string }>;
    }>;
    const mail = all.find((m) => m.subject === subject && m.to.some((t) => t.address === to));
    link = /https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/u.exec(mail?.text ?? '')?.[0];
    baseExpect(link, `a news mail to ${to} with its unsubscribe link`).toBeDefined();
  }).toPass({ timeout: 60_000 });
  return link ?? '';
}

const news = (organiser: Account, id: string, subject: string) =>
  api.ok(messages.createMessage, {
    params: { id },
    token: organiser.idToken,
    body: {
      subject,
      body: 'Next year’s dates are out.',
      channel: 'email',
      kind: 'marketing',
      audience: { statuses: ['confirmed'] },
    },
  });

test('a news mail’s unsubscribe link, opened without signing in, stops the next news', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const { organiser, input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'newsreader' });
  await register(runner, id, { firstName: 'Nell', marketingOptIn: true });
  const subject = `Dates for ${input.title}`;
  await news(organiser, id, subject);

  await page.goto(await unsubscribeLinkIn(runner.email, subject));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from news' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Done. You will get no more news from the organisers of ${input.title}. Messages about your entries still reach you.`,
  );
  await expectNoSeriousViolations(page, 'Unsubscribed (light)');
  // Opened again, in the dark theme: the page asks again, and does nothing until asked.
  await reloadDark(page);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Unsubscribe page with a real link (dark)');

  // At once: the organiser's next news reaches nobody.
  const next = await api.ok(messages.previewMessage, {
    params: { id },
    token: organiser.idToken,
    body: {
      subject: 'More news',
      body: 'Hello',
      channel: 'email',
      kind: 'marketing',
      audience: { statuses: ['confirmed'] },
    },
  });
  expect(next.recipients).toBe(0);
});
