// 'Add to calendar' on the details page and in My Apply List downloads the race as a valid .ics.
import { readFile } from 'node:fs/promises';

import { expect, test, type Download } from '@playwright/test';

import { parseIcs } from '../functions/test/ics.js';
import { createAccount, register } from './support/api.js';
import { signIn } from './support/auth.js';
import { organiserWithMarathon } from './support/marathons.js';

async function calendarOf(download: Download) {
  const file = await download.path();
  return parseIcs(await readFile(file, 'utf8'));
}

test("'Add to calendar' downloads a valid .ics for the race, on its page and in My Apply List", async ({
  page,
}) => {
  const { input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id);

  await signIn(page, runner, `/marathons/${id}`);
  const fromDetails = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const details = await fromDetails;
  expect(details.suggestedFilename()).toMatch(/\.ics$/u);
  const event = await calendarOf(details);
  expect(event.summary).toBe(input.title);
  expect(event.location).toBe(input.location);
  expect(event.start.toISOString().slice(0, 10)).toBe(
    new Date(input.marathonStartDate).toISOString().slice(0, 10),
  );
  expect(event.url).toMatch(new RegExp(`/marathons/${id}$`, 'u'));
  expect(event.alarmTrigger).toBe('-PT24H');

  await page.goto('/dashboard/applied-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  const fromList = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await calendarOf(await fromList)).summary).toBe(input.title);
});

test('a race with a start time shows it with its zone on its page and in the race pass, and its .ics starts then', async ({
  page,
}) => {
  const { input, id } = await organiserWithMarathon('open', {
    startTime: '07:30',
    timeZone: 'America/Chicago',
  });
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id);

  await signIn(page, runner, `/marathons/${id}`);
  await expect(page.getByText('07:30 (America/Chicago)')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const event = await calendarOf(await download);
  expect(event.timeZone).toBe('America/Chicago');
  expect(event.startValue).toBe(
    `${input.marathonStartDate.slice(0, 10).replace(/-/gu, '')}T073000`,
  );

  await page.goto('/dashboard/applied-marathons');
  const pass = page.getByRole('article', { name: `Race pass: ${input.title}` });
  await expect(pass).toContainText('07:30 (America/Chicago)');
});
