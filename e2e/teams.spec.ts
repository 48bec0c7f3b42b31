// Teams in the browser (docs/teams.md): the organiser allows teams on a distance in the race form
// (a largest team under the smallest refused on its field); a registered runner creates a team on the
// race page, is its first member and lands on its page with the join link; a second runner opens the
// join link ("You are joining a team") and registers; registered, the captain still finds "Register others"
// (which counts "1 runner"); the captain's page lists both, and at 390 px it does not
// scroll sideways; once results are published the Teams tab ranks the team and lists a team without
// finishers as unplaced. Axe in light and dark on the team page and the Teams tab.
import { expect as baseExpect, test, type Page } from '@playwright/test';

import * as results from '@run/contract/endpoints/results';
import * as teams from '@run/contract/endpoints/teams';
import { TEAM_REFUSALS } from '@run/contract/domain/teams';

import { api, createAccount, getMarathon, register, type Account } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { organiserWithMarathon } from './support/marathons.js';
import { setBib } from './support/race-day.js';
import { raceIsOver } from './support/results.js';
import { fillRunnerDetails } from './support/register-form.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Registers the signed-in runner on the register page as it stands (opened from a join link). */
async function registerIntoTeam(page: Page, firstName: string) {
  await expect(page.getByText('You are joining a team')).toBeVisible();
  await fillRunnerDetails(page, { firstName, lastName: 'Teamer', phone: '+1 555 0110' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
}

/** The join link's own path on this site (the API answers with the site's address). */
const pathOf = (joinUrl: string) => {
  const url = new URL(joinUrl);
  return `${url.pathname}${url.search}`;
};

test('teams: set up in the race form, created, joined by link, listed for the captain and ranked in the results', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { organiser, id } = await organiserWithMarathon('open', {
    distances: [{ name: '10K', runningDistance: '10 KM', capacity: null, bibFrom: 1, bibTo: 999 }],
  });

  // The organiser allows teams in the race form; the contract's message lands on its field.
  await signIn(page, organiser, `/dashboard/races/${id}`);
  await page.goto(`/dashboard/races/${id}?tab=settings`);
  await page.getByLabel('Allow teams').check();
  await page.getByLabel('Smallest team (finishers counted)').fill('3');
  await page.getByLabel('Largest team').fill('2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('A team’s largest size must be at least its smallest')).toBeVisible();
  await expect(page.getByLabel('Largest team')).toBeFocused();
  await page.getByLabel('Smallest team (finishers counted)').fill('2');
  await page.getByLabel('Largest team').fill('4');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Marathon Updated!');
  expect((await getMarathon(id)).distances[0]?.teams).toEqual({ minSize: 2, maxSize: 4 });

  // A registered runner creates a team on the race page, is its first member and lands on its page.
  const captain = await createAccount({ prefix: 'captain' });
  const context = await browser.newContext();
  const mine = await context.newPage();
  await signIn(mine, captain, `/marathonRegister/${id}`);
  await fillRunnerDetails(mine, { firstName: 'Cap', lastName: 'Teamer', phone: '+1 555 0110' });
  await mine.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(mine, 'Successfully registered for the marathon!');
  await mine.goto(`/marathons/${id}`);
  await mine.getByLabel('Team name').fill('Harbour Harriers');
  await mine.getByRole('button', { name: 'Create a team' }).click();
  await expect(mine).toHaveURL(new RegExp(`/marathons/${id}/teams/[^/]+$`, 'u'));
  await expect(mine.getByRole('heading', { name: 'Harbour Harriers' })).toBeVisible();
  const joinUrl = (await mine.getByTestId('join-link').textContent()) ?? '';
  expect(joinUrl).toContain(`/marathonRegister/${id}?team=`);
  await expect(mine.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const teamPage = mine.url();

  // The same name again, in another case: the API's sentence is the form's error.
  await mine.goto(`/marathons/${id}`);
  await mine.getByLabel('Team name').fill('harbour HARRIERS');
  await mine.getByRole('button', { name: 'Create a team' }).click();
  await expect(mine.getByText(TEAM_REFUSALS.team_name_taken)).toBeVisible();

  // Registered, the captain may still register others on the race page.
  await mine.goto(`/marathons/${id}`);
  await expect(mine.getByRole('button', { name: 'Register Now' })).toBeDisabled();
  await mine.getByRole('link', { name: 'Register others' }).click();
  await mine.getByRole('button', { name: 'Remove runner 2' }).click();
  await expect(mine.getByText('Places for 1 runner: free')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Register 1 runner' })).toBeVisible();
  // A second runner registers through the join link.
  const second = await createAccount({ prefix: 'member' });
  const other = await browser.newContext();
  const theirs = await other.newPage();
  // Signing in from the join link comes back to it, its token kept.
  await signIn(theirs, second, pathOf(joinUrl));
  await registerIntoTeam(theirs, 'Mo');

  // The captain's page lists both; nobody else sees it.
  await mine.goto(teamPage);
  const members = mine.getByRole('table', { name: 'Members of Harbour Harriers' });
  await expect(members.getByRole('row', { name: /Cap Teamer/u })).toBeVisible();
  await expect(members.getByRole('row', { name: /Mo Teamer/u })).toBeVisible();
  await expect(mine.getByRole('heading', { name: 'Members (2 of 4)' })).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(mine, 'the team page');
  await expect(members.getByRole('row', { name: /Mo Teamer/u })).toBeVisible();
  await mine.setViewportSize({ width: 390, height: 844 });
  await expect(members).toBeVisible();
  expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await theirs.goto(new URL(teamPage).pathname);
  await expect(theirs.getByRole('heading', { name: 'Team not found' })).toBeVisible();

  // Results: the two finish; a second team without finishers is unplaced.
  await teamWithoutFinishers(id);
  await resultsPublished(organiser, id, [captain, second]);
  await theirs.goto(`/marathons/${id}/results`);
  await theirs.getByRole('link', { name: 'Teams' }).click();
  const ranking = theirs.getByRole('table', { name: '10K teams' });
  await expect(ranking.getByRole('row', { name: /^1 Harbour Harriers 1:21:00 2/u })).toBeVisible();
  await expect(ranking.getByRole('row', { name: /^Unplaced Quay Runners/u })).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(theirs, 'the results’ Teams tab');
  // On a phone each team is a card, nothing scrolls sideways.
  await theirs.setViewportSize({ width: 390, height: 844 });
  const cards = theirs.getByRole('list', { name: '10K teams' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Quay Runners' })).toContainText(
    'Unplaced',
  );
  expect(await theirs.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await context.close();
  await other.close();
});

/** A third runner, registered, makes a team of their own (a runner captains or joins one team). */
async function teamWithoutFinishers(id: string) {
  const runner = await createAccount({ prefix: 'quay' });
  await register(runner, id, { firstName: 'Quinn', lastName: 'Quay' });
  const distanceId = (await getMarathon(id)).distances[0]?.id ?? '';
  await api.ok(teams.createTeam, {
    params: { id },
    token: runner.idToken,
    body: { name: 'Quay Runners', distanceId },
  });
}

/**
 * Bibs 1 and 2 for the two runners; the race run, their chip times imported and published as the
 * console would.
 */
async function resultsPublished(organiser: Account, id: string, runners: Account[]) {
  for (const [i, runner] of runners.entries()) await setBib(organiser, id, runner.uid, i + 1);
  const distanceId = (await getMarathon(id)).distances[0]?.id ?? '';
  const asOrganiser = { params: { id }, token: organiser.idToken };
  await raceIsOver(id);
  await api.ok(results.importResults, {
    ...asOrganiser,
    body: { distanceId, csv: 'Bib,Chip Time\n1,0:40:00\n2,0:41:00\n' },
  });
  await api.ok(results.publishResults, { ...asOrganiser, body: { distanceId, state: 'official' } });
}
