// What the check-in screen keeps on the device (docs/race-day.md): the roster (names, bibs, passes)
// and queued check-ins belong to the account that downloaded them. Signing out deletes them, and so
// does another account signing in on the same browser, and the API refusing the race (403) once the
// volunteer is removed from its staff.
import { expect, test, type Page } from '@playwright/test';

import * as raceDay from '@run/contract/endpoints/race-day';

import { api, createAccount, type Account } from './support/api.js';
import { signIn } from './support/auth.js';
import { uniqueTitle } from './support/marathons.js';
import { checkInVolunteer, raceWithBibs, registeredRunner } from './support/race-day.js';

// One race and one volunteer for both tests.
test.describe.configure({ mode: 'serial' });

let raceId = '';
let organiser: Account;
let volunteer: Account;

test.beforeAll(async () => {
  const race = await raceWithBibs(uniqueTitle('Device Race'));
  organiser = race.organiser;
  const { id } = race;
  raceId = id;
  await registeredRunner(id, 'Dora', 'Devicekept');
  volunteer = await checkInVolunteer(organiser, id);
});

/** The keys the check-in screen keeps in IndexedDB (idb-keyval's store), as the page sees them. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('keyval').objectStore('keyval').getAllKeys();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(read.result.map(String));
          };
        };
      }),
  );
}

/** Opens the check-in screen as `account` and waits until the roster is kept on the device. */
async function keepRoster(page: Page, account: Account): Promise<void> {
  await signIn(page, account, `/dashboard/races/${raceId}/check-in`);
  await expect(page.getByText('1 runners on this device')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => keptKeys(page), { message: 'the roster is kept on the device' })
    .toContain(`check-in:${raceId}:roster`);
}

test('the kept roster is gone from the device after the volunteer signs out', async ({ page }) => {
  await keepRoster(page, volunteer);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
  await expect
    .poll(() => keptKeys(page), { message: 'nothing of the race is kept after sign-out' })
    .toEqual([]);
});

test('another account signing in on the browser does not find the roster', async ({ page }) => {
  await keepRoster(page, volunteer);
  const other = await createAccount({ prefix: 'next-user' });
  // A shared phone whose first account never signed out: its session goes (Firebase's own store),
  // and at the next load the other account signs in.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const removal = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        removal.onsuccess = removal.onerror = removal.onblocked = () => resolve(null);
      }),
  );
  await signIn(page, other, '/dashboard');
  await expect
    .poll(() => keptKeys(page), { message: 'the other account’s roster is deleted' })
    .toEqual([]);
});

test('a volunteer removed from the race’s staff loses the kept roster at the next refusal', async ({
  page,
}) => {
  await keepRoster(page, volunteer);
  const { staff } = await api.ok(raceDay.listStaff, {
    params: { id: raceId },
    token: organiser.idToken,
  });
  for (const member of staff) {
    await api.ok(raceDay.removeStaff, {
      params: { id: raceId, staffId: member.staffId },
      token: organiser.idToken,
    });
  }
  await page.reload();
  // The refusal may reach the page first through the roster (the desk then shows no runner) or
  // through another call, where the fetch wrapper signs the account out on a 403; either way nothing
  // of the race may stay on the device.
  await expect
    .poll(() => keptKeys(page), { message: 'nothing of the race is kept after the 403' })
    .toEqual([]);
});
