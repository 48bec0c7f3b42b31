// What a race asks of each runner (docs/registration.md): its questions, a minimum age per distance
// and a waiver, checked by the API on registering, joining the waitlist, accepting an offer and
// changing a registration; answers shown to the organiser alone.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { Marathon } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, marathonBody, registrationForm } from './helpers.js';
import { marathonState, storedRegistration } from './stored.js';
import { accounts, signUp, signUpMany } from './users.js';
import { changeRegistration, withdraw, applyWith } from './actions.js';
import { editMarathon, editableOf, participantsOf } from './marathon-actions.js';

const [owner] = accounts('owner');

const QUESTIONS = [
  {
    label: 'T-shirt size',
    type: 'choice',
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    required: true,
  },
  { label: 'Club', type: 'text' },
  { label: 'Expected finish (minutes)', type: 'number' },
  { label: 'Last race', type: 'date' },
  { label: 'I will carry water', type: 'checkbox', required: true },
];

/** The race as its organiser reads it (questions and waiver included). */
const raceOf = async (id: string): Promise<Marathon> =>
  (await api.call(marathons.getMarathon, { params: { id }, token: owner.token })).body;

const idOf = (race: Marathon, label: string) => {
  const id = race.questions?.find((q) => q.label === label)?.id;
  if (id === undefined) throw new Error(`No question "${label}"`);
  return id;
};

/** A full set of good answers for QUESTIONS. */
function goodAnswers(race: Marathon): Record<string, unknown> {
  return {
    [idOf(race, 'T-shirt size')]: 'M',
    [idOf(race, 'Club')]: 'Harbour Harriers',
    [idOf(race, 'Expected finish (minutes)')]: 245,
    [idOf(race, 'Last race')]: '2026-04-12',
    [idOf(race, 'I will carry water')]: true,
  };
}

/** A race asking the T-shirt size and the club, and a runner registered in a shirt of `size`. */
async function runnerInShirt(label: string, size: string) {
  const id = await createMarathon(owner, { questions: QUESTIONS.slice(0, 2) });
  const race = await raceOf(id);
  const shirt = idOf(race, 'T-shirt size');
  const runner = await signUp(label);
  expect((await applyWith(id, runner, { answers: { [shirt]: size } })).status).toBe(200);
  return { id, race, shirt, runner };
}

/** "YYYY-MM-DD", `years` before the UTC day of `iso`, moved by `days`. */
function yearsBefore(iso: string, years: number, days = 0): string {
  const d = new Date(iso);
  const day = new Date(
    Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days),
  );
  return day.toISOString().slice(0, 10);
}

describe('questions', () => {
  it('accepts each type of answer and stores it; refuses each wrong one with 400 naming answers.<id>', async () => {
    const id = await createMarathon(owner, { questions: QUESTIONS });
    const race = await raceOf(id);
    expect(race.questions?.map((q) => [q.label, q.type, q.required, q.distanceIds])).toEqual([
      ['T-shirt size', 'choice', true, null],
      ['Club', 'text', false, null],
      ['Expected finish (minutes)', 'number', false, null],
      ['Last race', 'date', false, null],
      ['I will carry water', 'checkbox', true, null],
    ]);
    const runner = await signUp('answers');
    const good = goodAnswers(race);
    const before = await marathonState(id);
    const wrong: Array<[string, unknown]> = [
      ['T-shirt size', 'XXXL'],
      ['T-shirt size', 3],
      ['Club', 'x'.repeat(201)],
      ['Club', 12],
      ['Expected finish (minutes)', 'soon'],
      ['Last race', '2026-02-30'],
      ['Last race', 'yesterday'],
      ['I will carry water', 'yes'],
      ['I will carry water', false],
      ['T-shirt size', null],
    ];
    for (const [label, value] of wrong) {
      const field = `answers.${idOf(race, label)}`;
      const res = await applyWith(id, runner, { answers: { ...good, [idOf(race, label)]: value } });
      expect(res.status, `${label} = ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.details?.map((d: { field: string }) => d.field)).toEqual([field]);
    }
    const unknown = await applyWith(id, runner, { answers: { ...good, 'shoe-size': '44' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details?.map((d: { field: string }) => d.field)).toEqual([
      'answers.shoe-size',
    ]);
    const noAnswers = await applyWith(id, runner, {});
    expect(noAnswers.status).toBe(400);
    expect(noAnswers.body.details?.map((d: { field: string }) => d.field).sort()).toEqual(
      [
        `answers.${idOf(race, 'I will carry water')}`,
        `answers.${idOf(race, 'T-shirt size')}`,
      ].sort(),
    );
    expect(await marathonState(id)).toEqual(before);

    expect((await applyWith(id, runner, { answers: good })).body).toEqual({
      modifiedCount: 1,
      status: 'confirmed',
    });
    expect((await storedRegistration(id, runner.uid)).get('answers')).toEqual(good);
  });

  it('asks a question only of the distances it names: another distance’s question is 400', async () => {
    const created = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: {
        ...marathonBody(),
        distances: [
          { name: 'Marathon', runningDistance: '42.195 km' },
          { name: '5K', runningDistance: '5 km' },
        ],
      },
    });
    const id = created.body.insertedId;
    const race = await raceOf(id);
    const [marathon, fiveK] = race.distances;
    if (!marathon || !fiveK) throw new Error('distances');
    const edited = await editMarathon(id, owner, {
      ...editableOf(race),
      questions: [{ label: 'Pacer wanted', type: 'checkbox', distanceIds: [marathon.id] }],
    });
    expect(edited.status).toBe(200);
    const asked = await raceOf(id);
    const pacer = idOf(asked, 'Pacer wanted');
    const runner = await signUp('five');
    const other = await applyWith(id, runner, { distanceId: fiveK.id, answers: { [pacer]: true } });
    expect(other.status).toBe(400);
    expect(other.body.details).toEqual([
      { field: `answers.${pacer}`, message: expect.any(String) },
    ]);
    expect(
      (await applyWith(id, runner, { distanceId: marathon.id, answers: { [pacer]: true } })).status,
    ).toBe(200);

    const badDistance = await editMarathon(id, owner, {
      ...editableOf(asked),
      questions: [{ label: 'Pacer wanted', type: 'checkbox', distanceIds: ['ultra'] }],
    });
    expect(badDistance.status).toBe(400);
    expect(badDistance.body.details?.[0]?.field).toBe('questions.0.distanceIds');
  });

  it('keeps the type and the options in use of a question with answers (409); relabels and adds freely', async () => {
    const { id, race, shirt } = await runnerInShirt('shirt', 'XL');
    const questionsWith = (shirtQuestion: Record<string, unknown>) =>
      editMarathon(id, owner, {
        ...editableOf(race),
        questions: [
          { id: shirt, ...shirtQuestion },
          { id: idOf(race, 'Club'), label: 'Club', type: 'text' },
        ],
      });
    const before = await marathonState(id);
    const retyped = await questionsWith({ label: 'T-shirt size', type: 'text' });
    expect(retyped.status).toBe(409);
    expect(retyped.body).toEqual({
      error: '"T-shirt size" has answers: its type cannot change.',
      code: 'question_type_locked',
      params: { question: 'T-shirt size' },
    });
    const dropped = await questionsWith({
      label: 'T-shirt size',
      type: 'choice',
      options: ['S', 'M', 'L'],
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body).toEqual({
      error: '"T-shirt size" has answers "XL": that option cannot be removed.',
      code: 'option_in_use',
      params: { question: 'T-shirt size', option: 'XL' },
    });
    expect(await marathonState(id)).toEqual(before);
    const relabelled = await questionsWith({
      label: 'Shirt size',
      type: 'choice',
      options: ['M', 'L', 'XL', '3XL'],
      required: true,
    });
    expect(relabelled.status).toBe(200);
    expect((await raceOf(id)).questions?.[0]).toMatchObject({
      id: shirt,
      label: 'Shirt size',
      options: ['M', 'L', 'XL', '3XL'],
    });
  });

  it('lets a runner change an answer later, checked the same way', async () => {
    const { id, shirt, runner } = await runnerInShirt('later', 'S');
    const bad = await changeRegistration(id, runner, { answers: { [shirt]: 'XXXL' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe(`answers.${shirt}`);
    const changed = await changeRegistration(id, runner, { answers: { [shirt]: 'L' } });
    expect(changed.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    // Left out of a change, the answers stand.
    expect((await changeRegistration(id, runner, { phone: '+44 20 7946 0000' })).status).toBe(200);
    expect((await storedRegistration(id, runner.uid)).get('answers')).toEqual({ [shirt]: 'L' });
  });
});

describe('minimum age', () => {
  const raceWithMinimum = async (minimumAge: number, marathonStartDate?: string) => {
    const dates = marathonStartDate
      ? {
          startRegistrationDate: new Date(Date.now() - 86_400_000).toISOString(),
          endRegistrationDate: new Date(Date.parse(marathonStartDate) - 86_400_000).toISOString(),
          marathonStartDate,
        }
      : {};
    const id = await createMarathon(owner, {
      ...dates,
      distances: [{ name: 'Marathon', runningDistance: '42.195 km', minimumAge }],
    });
    return { id, race: await raceOf(id) };
  };

  it('refuses a runner one day short of the age on race day, and takes one whose birthday it is', async () => {
    const { id, race } = await raceWithMinimum(18);
    const [young, exact, none] = await signUpMany(3, 'age');
    if (!young || !exact || !none) throw new Error('sign-up');
    const missing = await applyWith(id, none, {});
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.field).toBe('dateOfBirth');
    const tooYoung = await applyWith(id, young, {
      dateOfBirth: yearsBefore(race.marathonStartDate, 18, 1),
    });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.details).toEqual([
      { field: 'dateOfBirth', message: 'You must be at least 18 on race day to run Marathon.' },
    ]);
    const birthday = await applyWith(id, exact, {
      dateOfBirth: yearsBefore(race.marathonStartDate, 18),
    });
    expect(birthday.body).toEqual({ modifiedCount: 1, status: 'confirmed' });
    expect((await storedRegistration(id, exact.uid)).get('dateOfBirth')).toBe(
      yearsBefore(race.marathonStartDate, 18),
    );
  });

  it('counts a 29 February birthday from 1 March in a year without one', async () => {
    const runner = await signUp('leap');
    const body = { dateOfBirth: '2008-02-29' };
    const onThe28th = await raceWithMinimum(19, '2027-02-28T08:00:00.000Z');
    const refused = await applyWith(onThe28th.id, runner, body);
    expect(refused.status).toBe(400);
    expect(refused.body.details?.[0]?.message).toBe(
      'You must be at least 19 on race day to run Marathon.',
    );
    const onThe1st = await raceWithMinimum(19, '2027-03-01T08:00:00.000Z');
    expect((await applyWith(onThe1st.id, runner, body)).body).toEqual({
      modifiedCount: 1,
      status: 'confirmed',
    });
  });
});

describe('waiver', () => {
  const WAIVER = 'I take part at my own risk and have trained for the distance.';

  it('needs the current version: missing is 400, an older one 409 with the new version', async () => {
    const id = await createMarathon(owner, { waiver: { text: WAIVER } });
    const race = await raceOf(id);
    expect(race.waiver).toEqual({ text: WAIVER, version: 1 });
    const [first, late] = await signUpMany(2, 'waiver');
    if (!first || !late) throw new Error('sign-up');
    const missing = await applyWith(id, first, {});
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.field).toBe('waiverAccepted');
    expect((await applyWith(id, first, { waiverAccepted: 1 })).status).toBe(200);
    const stored = await storedRegistration(id, first.uid);
    expect(stored.get('waiverVersion')).toBe(1);
    expect(stored.get('waiverAcceptedAt')).toBeDefined();

    const edited = await editMarathon(id, owner, {
      ...editableOf(race),
      waiver: { text: `${WAIVER} Headphones are not allowed.` },
    });
    expect(edited.status).toBe(200);
    expect((await raceOf(id)).waiver?.version).toBe(2);
    const stale = await applyWith(id, late, { waiverAccepted: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: 'The waiver has changed. Please read it again.',
      code: 'waiver_changed',
      waiverVersion: 2,
    });
    expect((await applyWith(id, late, { waiverAccepted: 2 })).status).toBe(200);
    // The runner who accepted the first text is asked again when changing their registration.
    const change = await changeRegistration(id, first, { phone: '+44 20 7946 0001' });
    expect(change.status).toBe(409);
    expect((await changeRegistration(id, first, { waiverAccepted: 2 })).status).toBe(200);
    expect((await storedRegistration(id, first.uid)).get('waiverVersion')).toBe(2);
  });

  it('stores for each runner the version they accepted while the organiser edits the text', async () => {
    const id = await createMarathon(owner, { waiver: { text: WAIVER } });
    const race = await raceOf(id);
    const runners = await signUpMany(20, 'racing');
    const [edit, ...answers] = await Promise.all([
      editMarathon(id, owner, { ...editableOf(race), waiver: { text: `${WAIVER} (revised)` } }),
      ...runners.map((r) => applyWith(id, r, { waiverAccepted: 1 })),
    ]);
    expect(edit?.status).toBe(200);
    for (const [i, res] of answers.entries()) {
      const stored = await storedRegistration(id, runners[i]?.uid ?? '');
      if (res.status === 200) expect(stored.get('waiverVersion')).toBe(1);
      else {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ waiverVersion: 2 });
        expect(stored.exists).toBe(false);
      }
    }
  });

  it('asks a waiting runner again on accepting an offer when the waiver changed since joining', async () => {
    const id = await createMarathon(owner, { capacity: 1, waiver: { text: WAIVER } });
    const race = await raceOf(id);
    const [holder, waiting] = await signUpMany(2, 'offer');
    if (!holder || !waiting) throw new Error('sign-up');
    expect((await applyWith(id, holder, { waiverAccepted: 1 })).status).toBe(200);
    const joinBody = (extra: Record<string, unknown>) => ({
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email, extra),
    });
    expect((await api.call(waitlist.joinWaitlist, joinBody({}))).status).toBe(400);
    expect((await api.call(waitlist.joinWaitlist, joinBody({ waiverAccepted: 1 }))).status).toBe(
      201,
    );
    await editMarathon(id, owner, { ...editableOf(race), waiver: { text: `${WAIVER} v2` } });
    expect((await withdraw(id, holder)).status).toBe(200);
    const stale = await api.call(waitlist.acceptOffer, { params: { id }, token: waiting.token });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ waiverVersion: 2 });
    const accepted = await api.call(waitlist.acceptOffer, {
      params: { id },
      token: waiting.token,
      body: { waiverAccepted: 2 },
    });
    expect(accepted.status).toBe(200);
    expect((await storedRegistration(id, waiting.uid)).get('waiverVersion')).toBe(2);
  });
});

describe('who reads answers', () => {
  it('shows answers and dates of birth to the organiser alone, and neutralises formulas in the CSV', async () => {
    const id = await createMarathon(owner, {
      questions: [{ label: 'Club', type: 'text' }],
      distances: [{ name: 'Marathon', runningDistance: '42.195 km', minimumAge: 16 }],
    });
    const race = await raceOf(id);
    const club = idOf(race, 'Club');
    const [runner, other] = await signUpMany(2, 'private');
    if (!runner || !other) throw new Error('sign-up');
    const secret = '=HYPERLINK("http://evil.test","Harriers")';
    expect(
      (await applyWith(id, runner, { answers: { [club]: secret }, dateOfBirth: '1990-05-17' }))
        .status,
    ).toBe(200);
    const reads = await Promise.all([
      api.call(marathons.getMarathon, { params: { id } }),
      api.call(marathons.getMarathon, { params: { id }, token: other.token }),
      api.call(marathons.listMarathons, { query: { limit: 100 } }),
      api.call(marathons.featuredMarathons, {}),
      api.call(registrations.listParticipants, { params: { id }, token: other.token }),
      api.call(waitlist.listWaitlist, { params: { id }, token: other.token }),
    ]);
    for (const res of reads) {
      expect(res.text).not.toContain('evil.test');
      expect(res.text).not.toContain('1990-05-17');
    }
    const page = await participantsOf(id, owner);
    expect(page.body.participants[0]).toMatchObject({
      answers: { [club]: secret },
      dateOfBirth: '1990-05-17',
    });
    const csv = await participantsOf(id, owner, { format: 'csv' });
    const [header, row] = csv.text.split('\r\n');
    expect(header).toBe(
      '"First Name","Last Name","Email","Phone","Emergency Contact","Registered At","Club","Date of Birth"',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""Harriers"")"`);
    for (const formula of ['+1+1', '-2', '@SUM(A1)']) {
      const r = await signUp('formula');
      expect(
        (await applyWith(id, r, { answers: { [club]: formula }, dateOfBirth: '1990-01-01' }))
          .status,
      ).toBe(200);
    }
    const all = await participantsOf(id, owner, { format: 'csv' });
    for (const formula of ['+1+1', '-2', '@SUM(A1)']) expect(all.text).toContain(`"'${formula}"`);
  });
});
