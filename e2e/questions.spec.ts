// A race's questions, waiver and minimum age in the browser (docs/registration.md): the organiser
// builds them in the add form, a runner answers them (refused by age first, with the API's sentence),
// updates an answer from My Apply List, the waiver changing while a runner fills the form or waits
// for a place, and the organiser reads the answers in the participants list and the CSV.
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import type { MarathonInput } from '@run/contract/domain/schemas';

import {
  createAccount,
  createMarathon,
  getMarathon,
  joinWaitlist,
  register,
  updateMarathon,
  withdraw,
  type Account,
} from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { marathonInput, startRaceAsNewOrganiser, type FormRace } from './support/marathons.js';
import { fillRunnerDetails } from './support/register-form.js';

const WAIVER = 'I run at my own risk and follow the marshals.';
const NEW_WAIVER = 'I run at my own risk, follow the marshals and carry water.';
const WAIVER_CHANGED = 'The waiver has changed. Please read it again.';

/** The race the organiser's test makes in the add form. */
const askingForm: FormRace = {
  title: 'Asking Race',
  location: 'Lyon, France',
  description: 'Along the Rhône and the Saône.',
};

const asked = {
  distances: [{ name: 'Marathon', runningDistance: '42 KM', capacity: null, minimumAge: 18 }],
  questions: [
    {
      label: 'T-shirt size',
      type: 'choice',
      options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      required: true,
      distanceIds: null,
    },
    {
      label: 'Pasta party',
      type: 'choice',
      options: ['Yes', 'No'],
      required: true,
      distanceIds: null,
    },
  ],
  waiver: { text: WAIVER },
} satisfies Partial<MarathonInput>;

/** An open race asking the questions above, made through the API. */
async function askingRace(overrides: Partial<MarathonInput> = {}) {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open', { ...asked, ...overrides });
  return { organiser, input, id: await createMarathon(organiser, input) };
}

/** The same race with another waiver text, its distances and questions kept by id. */
async function changeWaiver(organiser: Account, id: string, input: MarathonInput) {
  const { distances, questions = [] } = await getMarathon(id);
  await updateMarathon(organiser, id, {
    ...input,
    distances: distances.map(({ id: d, name, runningDistance, capacity, minimumAge }) => ({
      id: d,
      name,
      runningDistance,
      capacity,
      minimumAge,
    })),
    questions: questions.map(({ id: q, label, type, options, required, distanceIds }) => ({
      id: q,
      label,
      type,
      ...(type === 'choice' ? { options } : {}),
      required,
      distanceIds,
    })),
    waiver: { text: NEW_WAIVER },
  });
}

/** The day before a runner born `years` before race day turns `years`. */
function bornJustUnder(years: number, raceDay: string): string {
  const day = new Date(raceDay);
  return new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() + 1))
    .toISOString()
    .slice(0, 10);
}

async function fillDetails(page: Page) {
  await fillRunnerDetails(page, { firstName: 'Quinn', lastName: 'Question', phone: '+1 555 0123' });
}

/** The runner's details, and the asking race's two questions answered. */
async function fillDetailsAnswering(page: Page, shirt: string, pasta: 'Yes' | 'No') {
  await fillDetails(page);
  await page.getByLabel('T-shirt size').selectOption(shirt);
  await page
    .getByRole('radiogroup', { name: 'Pasta party' })
    .getByRole('radio', { name: pasta })
    .check();
}

test('an organiser adds T-shirt size, a choice of their own and a waiver through the add form', async ({
  page,
}) => {
  const title = await startRaceAsNewOrganiser(page, askingForm);
  await page.getByLabel('Running Distance').fill('42 KM');
  await page.getByLabel('Minimum Age').fill('18');

  await page.getByRole('button', { name: 'Add T-shirt size' }).click();
  const first = page.getByRole('group', { name: 'Question 1', exact: true });
  await expect(first.getByLabel('Question label')).toHaveValue('T-shirt size');
  await expect(first.getByLabel('Question label')).toBeFocused();
  await expect(first.getByLabel('Options')).toHaveValue('XS\nS\nM\nL\nXL\nXXL');
  await first.getByLabel('Required').check();
  // Asked once: the ready-made button is spent.
  await expect(page.getByRole('button', { name: 'Add T-shirt size' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('group', { name: 'Question 2', exact: true });
  await second.getByLabel(/^Question label/u).fill('Pasta party');
  await second.getByLabel(/^Answer type/u).selectOption('Choice');
  // One option is not a choice: the schema says so on the row, before anything is sent.
  await second.getByLabel(/^Options/u).fill('Yes');
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await expect(second.getByLabel(/^Options/u)).toHaveAccessibleDescription(
    /A choice needs at least 2 options/u,
  );
  await expect(second.getByLabel(/^Options/u)).toBeFocused();
  await second.getByLabel(/^Options/u).fill('Yes\nNo');
  await page.getByLabel('Waiver').fill(WAIVER);
  await expectNoSeriousViolations(page, 'the add form with questions and a waiver');
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await closePopup(page, 'Marathon added successfully!');
  await expect(page.getByRole('group', { name: 'Question 1', exact: true })).toHaveCount(0);

  await page.goto(`/marathons?q=${encodeURIComponent(title)}`);
  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: /^View details/u })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const marathon = await getMarathon(id);
  expect(
    marathon.questions?.map(({ label, type, options, required }) => [
      label,
      type,
      options,
      required,
    ]),
  ).toEqual([
    ['T-shirt size', 'choice', ['XS', 'S', 'M', 'L', 'XL', 'XXL'], true],
    ['Pasta party', 'choice', ['Yes', 'No'], false],
  ]);
  expect(marathon.waiver).toEqual({ text: WAIVER, version: 1 });
  expect(marathon.distances[0]?.minimumAge).toBe(18);

  // Editing keeps each question (its id) and shows the waiver's version.
  await page.goto(`/updateMarathon/${id}`);
  await expect(page.getByLabel('Waiver')).toHaveValue(WAIVER);
  await expect(page.getByLabel('Waiver')).toHaveAccessibleDescription(/version 1/u);
  await page.getByLabel(/^Question label \(question 2\)/u).fill('Pasta party on Saturday');
  await page.getByRole('button', { name: 'Update Marathon' }).click();
  await closePopup(page, 'Marathon Updated!');
  const edited = await getMarathon(id);
  expect(edited.questions?.map((q) => [q.id, q.label])).toEqual([
    [marathon.questions?.[0]?.id, 'T-shirt size'],
    [marathon.questions?.[1]?.id, 'Pasta party on Saturday'],
  ]);
});

test('a runner answers the questions, is refused by age, registers and updates an answer later', async ({
  page,
}) => {
  const { organiser, input, id } = await askingRace();
  const runner = await createAccount({ prefix: 'runner' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, runner, `/marathonRegister/${id}`);
  await fillDetailsAnswering(page, 'M', 'Yes');
  await expect(page.getByRole('region', { name: 'Waiver' })).toHaveText(WAIVER);
  await page.getByLabel('I have read and accept the waiver').check();

  // A day short of 18 on race day: the sentence of the API, on the field.
  const birth = page.getByLabel('Date of birth');
  await birth.fill(bornJustUnder(18, input.marathonStartDate));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(birth).toHaveAccessibleDescription(
    /You must be at least 18 on race day to run Marathon\./u,
  );
  await expect(birth).toBeFocused();
  await expectNoSeriousViolations(page, 'the register form with questions, refused by age');

  await birth.fill('1990-05-01');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(page, 'Successfully registered for the marathon!');

  await page.goto('/dashboard/applied-marathons');
  const entry = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await entry.getByRole('button', { name: `Update registration for ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update registration: ${input.title}` });
  await expect(dialog.getByLabel('T-shirt size')).toHaveValue('M');
  await expect(dialog.getByLabel('Date of birth')).toHaveValue('1990-05-01');
  await expect(dialog.getByLabel('I have read and accept the waiver')).toBeChecked();
  await expectNoSeriousViolations(page, 'the update modal with questions');
  await dialog.getByLabel('T-shirt size').selectOption('L');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Registration Updated!');

  const { participants = [] } = await getMarathon(id, organiser);
  expect(participants[0]?.answers).toMatchObject({ 't-shirt-size': 'L', 'pasta-party': 'Yes' });
});

test('the organiser reads each runner’s answers in the participants list and modal, and downloads them', async ({
  page,
}) => {
  const { organiser, input, id } = await askingRace();
  await register(await createAccount({ prefix: 'runner' }), id, {
    firstName: 'Quinn',
    lastName: 'Question',
    answers: { 't-shirt-size': 'L', 'pasta-party': 'Yes' },
    dateOfBirth: '1990-05-01',
    waiverAccepted: 1,
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, organiser, `/marathons/${id}`);
  const table = page.getByRole('table', { name: `Participants of ${input.title}` });
  await expect(table.getByRole('columnheader', { name: 'Answers' })).toBeVisible();
  const row = table.getByRole('row', { name: /Quinn Question/u });
  await expect(row).toContainText('T-shirt size: L');
  await expect(row).toContainText('Pasta party: Yes');
  await expect(row).toContainText('Date of birth: 1990-05-01');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  const [header = '', line = ''] = csv.replace(/^\uFEFF/u, '').split(/\r?\n/u);
  expect(header).toContain('T-shirt size');
  expect(header).toContain('Pasta party');
  expect(line).toContain('Quinn');

  // The dashboard's applicants modal shows them too; axe checks a table wider than the modal can
  // be scrolled by keyboard.
  await page.goto('/dashboard/my-marathons');
  await page.getByRole('button', { name: `Applicants of ${input.title}` }).click();
  const applicants = page.getByRole('dialog', { name: `Applicants: ${input.title}` });
  await expect(applicants.getByRole('row', { name: /Quinn Question/u })).toContainText(
    'T-shirt size: L',
  );
  await expectNoSeriousViolations(page, 'the applicants modal with answers');
});

test('a waiver changed while the form is filled is shown again, unticked, with the rest kept', async ({
  page,
}) => {
  const { organiser, input, id } = await askingRace();
  await signIn(page, await createAccount({ prefix: 'runner' }), `/marathonRegister/${id}`);
  await fillDetailsAnswering(page, 'S', 'No');
  await page.getByLabel('Date of birth').fill('1985-03-04');
  const accept = page.getByLabel('I have read and accept the waiver');
  await accept.check();

  await changeWaiver(organiser, id, input);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(accept).toHaveAccessibleDescription(WAIVER_CHANGED);
  await expect(accept).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Waiver' })).toHaveText(NEW_WAIVER);
  await expect(page.getByLabel('First Name')).toHaveValue('Quinn');
  await expect(page.getByLabel('T-shirt size')).toHaveValue('S');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1985-03-04');

  await accept.check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
  expect((await getMarathon(id)).registrationCount).toBe(1);
});

test('a place offered after the waiver changed is taken by reading and accepting the new one', async ({
  page,
}) => {
  const { organiser, input, id } = await askingRace({
    distances: [{ name: 'Marathon', runningDistance: '42 KM', capacity: 1, minimumAge: 18 }],
  });
  const form = {
    answers: { 't-shirt-size': 'M', 'pasta-party': 'Yes' },
    dateOfBirth: '1990-01-01',
    waiverAccepted: 1,
  };
  const first = await createAccount({ prefix: 'first' });
  await register(first, id, form);
  const waiting = await createAccount({ prefix: 'waiting' });
  await joinWaitlist(waiting, id, form);
  await withdraw(first, id);
  await changeWaiver(organiser, id, input);

  await signIn(page, waiting, '/dashboard/applied-marathons');
  await page.getByRole('button', { name: `Accept the place in ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'The waiver has changed' });
  await expect(dialog.getByRole('region', { name: 'Waiver' })).toHaveText(NEW_WAIVER);
  await dialog.getByRole('button', { name: 'Accept the place' }).click();
  await expect(dialog.getByLabel('I have read and accept the waiver')).toHaveAccessibleDescription(
    'Please read and accept the waiver',
  );
  await expectNoSeriousViolations(page, 'the changed waiver of an offered place');
  await dialog.getByLabel('I have read and accept the waiver').check();
  await dialog.getByRole('button', { name: 'Accept the place' }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
  await expect(dialog).toBeHidden();
  const participants = (await getMarathon(id, organiser)).participants ?? [];
  expect(participants.map((p) => [p.email, p.waiverVersion])).toEqual([[waiting.email, 2]]);
});
