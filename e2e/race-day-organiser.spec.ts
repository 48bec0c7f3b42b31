// The organiser's side of race day (docs/race-day.md) in the race console: a check-in volunteer
// invited by email accepts the mailed link after signing in and finds the race under Races I Help
// With; bibs assigned by last name with the job followed to done, one set by hand, a taken number
// refused with the API's sentence; the volunteer removed. A race pass's link opened by a camera app.
import { expect as baseExpect, test, type Page } from '@playwright/test';

import { createAccount, type Account } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { closePopup, fillLogin, signIn } from './support/auth.js';
import { uniqueTitle } from './support/marathons.js';
import { invitationToken, raceWithBibs, registeredRunner } from './support/race-day.js';

// One race: each test goes on from what the one before it did. Each step waits on the API (the bib
// job's trigger, its mails, the list read again), which the local functions emulator runs one call
// after another: on a busy machine a step waits behind the others, hence the longer budgets.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

let race: { organiser: Account; id: string; title: string };
let volunteer: Account;
let zimmer: Account & { passId: string };

test.beforeAll(async () => {
  const title = uniqueTitle('Organiser Race');
  const { organiser, id } = await raceWithBibs(title);
  race = { organiser, id, title };
  // Registered in this order; by last name Aardvark comes first.
  zimmer = await registeredRunner(id, 'Ada', 'Zimmer');
  await registeredRunner(id, 'Zoe', 'Aardvark');
  volunteer = await createAccount({ prefix: 'volunteer' });
});

const consoleTab = (tab: string) => `/dashboard/races/${race.id}?tab=${tab}`;

function bibField(page: Page, runner: string) {
  return page.getByRole('textbox', { name: `Bib for ${runner}` });
}

function staffRow(page: Page, email: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
}

test('the organiser invites a check-in volunteer, who accepts the mailed link after signing in', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, race.organiser, consoleTab('staff'));
  await expect(page.getByRole('heading', { name: 'Invite staff' })).toBeVisible();
  await expect(page.getByText('No one helps with this race yet.')).toBeVisible();

  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(email).toBeFocused();

  await email.fill(volunteer.email);
  await page.getByLabel('Role').selectOption({ label: 'Check-in' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to' })).toHaveText(
    `Invitation sent to ${volunteer.email}.`,
  );
  const row = staffRow(page, volunteer.email);
  await expect(row).toContainText('Check-in');
  await expect(row).toContainText('Invited, link valid until');
  await expectNoSeriousViolations(page, 'the console’s staff tab');

  const token = await invitationToken(volunteer.email);
  const invite = `/invite/${race.id}?token=${token}`;
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto(invite);
  await expect(phone.getByRole('heading', { name: 'Staff invitation', level: 1 })).toBeVisible();
  await expect(phone.getByText(`You are invited to help with ${race.title}`)).toBeVisible();
  await expectNoSeriousViolations(phone, 'the invitation page, signed out');
  await phone.getByRole('link', { name: 'Log in to accept' }).click();
  await expect(phone).toHaveURL((url) => url.pathname === '/login');
  await fillLogin(phone, volunteer.email, volunteer.password);
  await closePopup(phone, 'Login Successful!');
  await expect(phone).toHaveURL((url) => url.pathname === `/invite/${race.id}`);
  await expect(phone.getByText(`You are signed in as ${volunteer.email}.`)).toBeVisible();
  await expectNoSeriousViolations(phone, 'the invitation page');
  await phone.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(phone.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
  await expect(phone.getByText('You now help with this race as check-in staff.')).toBeVisible();
  // A success, with a tick: not the empty-search icon of "nothing here".
  await expect(phone.getByRole('status').getByText('✓')).toBeAttached();
  await expectNoSeriousViolations(phone, 'the accepted invitation');
  await expect(phone.getByRole('link', { name: 'Open the check-in screen' })).toHaveAttribute(
    'href',
    `/dashboard/races/${race.id}/check-in`,
  );

  // A link once used says so with the API's sentence.
  await phone.reload();
  await phone.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(phone.getByRole('alert')).toHaveText(
    'This invitation was used, withdrawn or has expired. Ask the organiser for a new one.',
  );

  await phone.goto('/dashboard/races-i-help-with');
  await expect(phone.getByRole('listitem').filter({ hasText: race.title })).toContainText(
    'Check-in staff',
  );
  await context.close();

  await page.reload();
  await expect(staffRow(page, volunteer.email)).toContainText('Accepted');
});

test('the organiser assigns bibs by last name, sets one by hand and is told a number is taken', async ({
  page,
}) => {
  await signIn(page, race.organiser, consoleTab('bibs'));
  await expect(page.getByRole('heading', { name: 'Bib ranges' })).toBeVisible();
  await expect(page.getByText('1–999')).toBeVisible();

  await page.getByRole('radio', { name: 'Last name' }).check();
  await page.getByRole('button', { name: 'Assign bibs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'bibs assigned' })).toHaveText(
    'Done: 2 bibs assigned.',
  );
  await expect(page.getByRole('progressbar', { name: 'Bib assignment' })).toHaveAttribute(
    'value',
    '2',
  );
  await expect(bibField(page, 'Zoe Aardvark')).toHaveValue('1');
  await expect(bibField(page, 'Ada Zimmer')).toHaveValue('2');
  await expectNoSeriousViolations(page, 'the console’s bibs tab');

  await bibField(page, 'Ada Zimmer').fill('500');
  await page.getByRole('button', { name: 'Save bib for Ada Zimmer' }).click();
  await expect(page.getByText('Bib 500 set for Ada Zimmer.')).toBeVisible();
  await expect(bibField(page, 'Ada Zimmer')).toHaveValue('500');

  await bibField(page, 'Zoe Aardvark').fill('500');
  await page.getByRole('button', { name: 'Save bib for Zoe Aardvark' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bib 500 is another runner’s.');
  await expect(bibField(page, 'Zoe Aardvark')).toHaveValue('500');

  await page.getByLabel('Find a runner by name or bib').fill('zimm');
  await expect(bibField(page, 'Ada Zimmer')).toBeVisible();
  await expect(bibField(page, 'Zoe Aardvark')).toBeHidden();
});

test('a race pass link checks the runner in for the race staff and explains itself to anyone else', async ({
  page,
  browser,
}) => {
  const passLink = `/check-in/${race.id}?pass=${zimmer.passId}`;
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto(passLink);
  await expect(
    stranger.getByRole('heading', { name: 'This is a race pass: show it at packet pick-up' }),
  ).toBeVisible();
  await expect(stranger.getByText('Zimmer')).toBeHidden();
  await expectNoSeriousViolations(stranger, 'the race pass link');
  await context.close();

  // Signing in comes back to the pass link, which hands the pass on to the check-in screen.
  await page.goto(`/login?next=${encodeURIComponent(passLink)}`);
  await fillLogin(page, volunteer.email, volunteer.password);
  await closePopup(page, 'Login Successful!');
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/races/${race.id}/check-in`);
  // The desk's large result (its counts' heading says "Checked in" too).
  await expect(page.getByRole('paragraph').filter({ hasText: /^Checked in$/u })).toBeVisible();
  await expect(page.getByText('Ada Zimmer')).toBeVisible();
  await expect(page.getByText('Marathon · Bib 500')).toBeVisible();
});

test('the organiser removes the volunteer after confirming', async ({ page }) => {
  await signIn(page, race.organiser, consoleTab('staff'));
  await page.getByRole('button', { name: `Remove ${volunteer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this staff member?' });
  await expect(dialog).toContainText(`${volunteer.email} will no longer be able to work`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await closePopup(page, 'Staff Member Removed', `${volunteer.email} no longer helps`);
  await expect(page.getByText('No one helps with this race yet.')).toBeVisible();
});
