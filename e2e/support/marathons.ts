// Marathon fixtures for browser tests (dates relative to today, so the windows stay open, closed or
// upcoming whenever the tests run).
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import type { MarathonInput } from '@run/contract/domain/schemas';

import { type Account, createAccount, createMarathon, register } from './api.js';
import { signIn } from './auth.js';

const DAY = 86_400_000;

/** YYYY-MM-DD, `days` from today (UTC), as a native date input takes it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

export type WindowKind = 'open' | 'closed' | 'upcoming';

const windows: Record<WindowKind, [number, number, number]> = {
  open: [-5, 30, 60],
  closed: [-60, -10, 30],
  upcoming: [10, 40, 90],
};

/** A unique title, so searches and tables find exactly this test's marathon. */
export function uniqueTitle(prefix = 'E2E Marathon'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export function marathonInput(
  kind: WindowKind = 'open',
  overrides: Partial<MarathonInput> = {},
): MarathonInput {
  const [start, end, race] = windows[kind];
  return {
    title: uniqueTitle(),
    startRegistrationDate: `${dayFromToday(start)}T00:00:00.000Z`,
    endRegistrationDate: `${dayFromToday(end)}T23:59:59.999Z`,
    marathonStartDate: `${dayFromToday(race)}T00:00:00.000Z`,
    location: `Testville ${randomUUID().slice(0, 6)}`,
    runningDistance: '21 KM',
    marathonImageURL: '/images/marathons/coast.svg',
    description: 'A flat and fast course through the old town, along the river and back.',
    ...overrides,
  };
}

/** A required T-shirt size question for every distance, sizes S to L. */
export const T_SHIRT_QUESTION: NonNullable<MarathonInput['questions']>[number] = {
  label: 'T-shirt size',
  type: 'choice',
  options: ['S', 'M', 'L'],
  required: true,
  distanceIds: null,
};

/** A fresh organiser and a marathon of theirs, made through the API. */
export async function organiserWithMarathon(
  kind: WindowKind = 'open',
  overrides: Partial<MarathonInput> = {},
): Promise<{ organiser: Account; input: MarathonInput; id: string }> {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput(kind, overrides);
  return { organiser, input, id: await createMarathon(organiser, input) };
}

/**
 * A fresh organiser's (or `organiser`'s) open race of one distance (Half Marathon, 21 KM, 50 places)
 * at `prices`, in USD, paid by `paymentMethods` (card or bank transfer unless named).
 */
export async function organiserWithPricedRace(
  prices: NonNullable<MarathonInput['distances']>[number]['prices'],
  paymentMethods: MarathonInput['paymentMethods'] = ['card', 'bank_transfer'],
  organiser?: Account,
  currency = 'USD',
): Promise<{ organiser: Account; title: string; id: string }> {
  organiser ??= await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open', {
    distances: [{ name: 'Half Marathon', runningDistance: '21 KM', capacity: 50, prices }],
    currency,
    paymentMethods,
    bankAccount: { holder: 'RUN Events', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  });
  return { organiser, title: input.title, id: await createMarathon(organiser, input) };
}

/** A fresh organiser's open race of `capacity` places, the first `taken` held by fresh runners. */
export async function raceWithPlacesTaken(
  capacity: number,
  taken: number,
): Promise<{ organiser: Account; input: MarathonInput; id: string }> {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open');
  const id = await createMarathon(organiser, { ...input, capacity });
  for (const prefix of ['one', 'two', 'three'].slice(0, taken)) {
    await register(await createAccount({ prefix }), id);
  }
  return { organiser, input, id };
}

/**
 * Fills the add form's own fields (not its distances) for a race whose registration opened yesterday
 * and closes in 20 days, run in 40.
 */
export async function fillRaceFields(page: Page, race: FormRace): Promise<void> {
  await page.getByLabel('Marathon Title').fill(race.title);
  await page.getByLabel('Start Registration Date').fill(dayFromToday(-1));
  await page.getByLabel('End Registration Date').fill(dayFromToday(20));
  await page.getByLabel('Marathon Start Date').fill(dayFromToday(40));
  await page.getByLabel('Location').fill(race.location);
  await page.getByLabel('Image URL').fill('/images/marathons/coast.svg');
  await page.getByLabel('Description').fill(race.description);
}

/** The add form's own fields of a race (startRaceAsNewOrganiser makes its title unique). */
export interface FormRace {
  title: string;
  location: string;
  description: string;
}

/**
 * A new organiser, in the dark theme (so axe checks its contrast too), opens the add form and fills
 * its own fields; the distances are the test's. Returns the race's unique title.
 */
export async function startRaceAsNewOrganiser(page: Page, race: FormRace): Promise<string> {
  const title = uniqueTitle(race.title);
  const organiser = await createAccount({ prefix: 'organiser' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, organiser, '/dashboard');
  await fillRaceFields(page, { ...race, title });
  return title;
}
