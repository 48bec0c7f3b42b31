// A race's own texts in another language (docs/languages.md): its organisers put, read and delete one
// language's translation; GET /marathon/{id} serves the visitor's language (`?lang=`, else
// Accept-Language), each text falling back to the original, and says which language it served.
import * as marathons from '@run/contract/endpoints/marathons';
import * as translations from '@run/contract/endpoints/translations';
import type { Marathon } from '@run/contract/domain/api-types';
import { MARATHON_REFUSALS } from '@run/contract/domain/marathon-refusals';
import { NO_SUCH_TRANSLATION } from '@run/contract/domain/translations';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, createMarathon, expectRefused } from './helpers.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { applyWith } from './actions.js';
import { staffMember } from './race-day-actions.js';
import { adminDb, collectionSize } from './stored.js';
import { accounts, verifiedAccounts, type TestUser } from './users.js';

// Verified: the organiser invites staff below.
const [owner] = verifiedAccounts('translating-owner');
const [runner, stranger] = accounts('translating-runner', 'translating-stranger');

const RACE = {
  description: 'A flat, fast course along the river.',
  distances: [
    { name: 'Marathon', runningDistance: '42.2 km' },
    { name: 'Fun Run', runningDistance: '5 km' },
  ],
  questions: [
    { label: 'T-shirt size', type: 'choice', options: ['S', 'M', 'L'], required: true },
    { label: 'Club', type: 'text' },
  ],
  waiver: { text: 'I run at my own risk.' },
};

/** A new race of RACE and the ids the API gave its distances and questions. */
async function newRace(overrides: Record<string, unknown> = {}) {
  const id = await createMarathon(owner, { ...RACE, ...overrides });
  const race = await marathonOf(id);
  const distance = (name: string) => race.distances.find((d) => d.name === name)?.id ?? '';
  const question = (label: string) => race.questions?.find((q) => q.label === label)?.id ?? '';
  return {
    id,
    race,
    marathon: distance('Marathon'),
    funRun: distance('Fun Run'),
    shirt: question('T-shirt size'),
    club: question('Club'),
  };
}

type Race = Awaited<ReturnType<typeof newRace>>;

const put = (id: string, lang: string, body: unknown, by: TestUser | null = owner) =>
  api.call(translations.putTranslation, { params: { id, lang }, token: by?.token, body });
const get = (id: string, lang: string, by: TestUser | null = owner) =>
  api.call(translations.getTranslation, { params: { id, lang }, token: by?.token });
const remove = (id: string, lang: string, by: TestUser | null = owner) =>
  api.call(translations.deleteTranslation, { params: { id, lang }, token: by?.token });

/** The race as a visitor reads it: `?lang=` and an Accept-Language header when given. */
const visit = (id: string, visitor: { lang?: string; acceptLanguage?: string } = {}) =>
  api.call(marathons.getMarathon, {
    params: { id },
    query: { lang: visitor.lang },
    headers: visitor.acceptLanguage ? { 'accept-language': visitor.acceptLanguage } : {},
  });

/** Every text of the race translated into German. */
const german = (r: Race) => ({
  title: 'Flussmarathon',
  description: 'Eine flache, schnelle Strecke am Fluss.',
  distances: { [r.marathon]: 'Marathon (42 km)', [r.funRun]: 'Volkslauf' },
  questions: {
    [r.shirt]: { label: 'T-Shirt-Größe', options: ['Klein', 'Mittel', 'Groß'] },
    [r.club]: { label: 'Verein' },
  },
  waiver: 'Ich laufe auf eigene Gefahr.',
});

describe('PUT, GET and DELETE /marathon/{id}/translations/{lang}', () => {
  it('stores what the organiser puts and answers it, as GET does', async () => {
    const r = await newRace();
    const stored = await put(r.id, 'de', german(r));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('private, no-store');
    expect(stored.body).toEqual({
      language: 'de',
      ...german(r),
      waiverVersion: 1,
      updatedAt: expect.any(String),
    });
    const read = await get(r.id, 'de');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(stored.body);
  });

  it('replaces the whole translation with each PUT, the same PUT again changing nothing', async () => {
    const r = await newRace();
    expect((await put(r.id, 'fr', german(r))).status).toBe(200);
    const first = await put(r.id, 'fr', { title: 'Marathon du fleuve' });
    const again = await put(r.id, 'fr', { title: 'Marathon du fleuve' });
    const expected = {
      language: 'fr',
      title: 'Marathon du fleuve',
      distances: {},
      questions: {},
      updatedAt: expect.any(String),
    };
    expect(first.body).toEqual(expected);
    expect(again.body).toEqual(expected);
    expect((await get(r.id, 'fr')).body).toEqual(expected);
  });

  it('keeps one translation per language, and DELETE removes only its own', async () => {
    const r = await newRace();
    expect((await put(r.id, 'de', { title: 'Flussmarathon' })).status).toBe(200);
    expect((await put(r.id, 'es', { title: 'Maratón del río' })).status).toBe(200);
    expect((await remove(r.id, 'de')).body).toEqual({ deletedCount: 1 });
    expect((await get(r.id, 'de')).status).toBe(404);
    expect((await remove(r.id, 'de')).body).toEqual({ deletedCount: 0 });
    expect((await get(r.id, 'es')).body.title).toBe('Maratón del río');
  });

  it('answers 404 for a language with no translation yet', async () => {
    const r = await newRace();
    const res = await get(r.id, 'es');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('This marathon has no translation into this language.');
  });

  it.each(['en', 'it', 'DE'])(
    'answers 404 for %s, which is no translation’s language',
    async (lang) => {
      const r = await newRace();
      for (const res of [await put(r.id, lang, { title: 'Titel' }), await get(r.id, lang)]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(NO_SUCH_TRANSLATION);
      }
      expect((await remove(r.id, lang)).status).toBe(404);
    },
  );

  it('lets a co-organiser put, read and delete one', async () => {
    const r = await newRace();
    const coOrganiser = await staffMember(r.id, owner, 'co-organiser', 'translating-co');
    expect((await put(r.id, 'de', { title: 'Flussmarathon' }, coOrganiser)).status).toBe(200);
    expect((await get(r.id, 'de', coOrganiser)).body.title).toBe('Flussmarathon');
    expect((await remove(r.id, 'de', coOrganiser)).body).toEqual({ deletedCount: 1 });
  });

  describe('refuses anyone but the race’s organisers, changing nothing', () => {
    let r: Race;
    beforeAll(async () => {
      r = await newRace();
      const form = { distanceId: r.marathon, answers: { [r.shirt]: 'M' }, waiverAccepted: 1 };
      expect((await applyWith(r.id, runner, form)).status).toBe(200);
      expect((await put(r.id, 'de', { title: 'Flussmarathon' })).status).toBe(200);
    });

    const attempts = (by: TestUser | null) => [
      put(r.id, 'de', { title: 'Übernommen' }, by),
      put(r.id, 'fr', { title: 'Repris' }, by),
      get(r.id, 'de', by),
      remove(r.id, 'de', by),
    ];

    it.each([
      ['one of its runners', () => runner],
      ['a stranger', () => stranger],
    ])('403 for %s', async (_who, who) => {
      for (const res of await Promise.all(attempts(who()))) {
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('Only the marathon’s organisers can do this.');
      }
      expect((await get(r.id, 'de')).body.title).toBe('Flussmarathon');
      expect((await get(r.id, 'fr')).status).toBe(404);
    });

    it('403 for its check-in staff', async () => {
      const staff = await staffMember(r.id, owner, 'check-in', 'translating-staff');
      for (const res of await Promise.all(attempts(staff))) expect(res.status).toBe(403);
      expect((await get(r.id, 'de')).body.title).toBe('Flussmarathon');
    });

    it('401 signed out', async () => {
      for (const res of await Promise.all(attempts(null))) expect(res.status).toBe(401);
      expect((await get(r.id, 'de')).body.title).toBe('Flussmarathon');
    });
  });

  describe('refuses a body naming the field, storing nothing', () => {
    let r: Race;
    let noWaiver: Race;
    beforeAll(async () => {
      [r, noWaiver] = await Promise.all([newRace(), newRace({ waiver: undefined })]);
    });

    /** Each case: the body sent to race `r`, and the field its 400 names. */
    it.each<[string, (r: Race) => [unknown, string]]>([
      ['an unknown field', () => [{ title: 'Titel', rating: 5 }, 'rating']],
      // Items, charities and shifts join as those features land; until then they are unknown.
      ['items, which races do not have yet', () => [{ items: {} }, 'items']],
      ['a title over 120 characters', () => [{ title: 'x'.repeat(121) }, 'title']],
      ['a blank description', () => [{ description: '   ' }, 'description']],
      ['a title of two lines', () => [{ title: 'Fluss\nMarathon' }, 'title']],
      [
        'a distance name over 60 characters',
        (r) => [{ distances: { [r.marathon]: 'x'.repeat(61) } }, `distances.${r.marathon}`],
      ],
      [
        'a distance the race does not have',
        () => [{ distances: { 'half-marathon': 'Halbmarathon' } }, 'distances.half-marathon'],
      ],
      [
        'a question the race does not have',
        () => [{ questions: { 'shoe-size': { label: 'Schuhgröße' } } }, 'questions.shoe-size'],
      ],
      [
        'an unknown field of a question',
        (r) => [
          { questions: { [r.club]: { label: 'Verein', hint: 'Optional' } } },
          `questions.${r.club}.hint`,
        ],
      ],
      [
        'a question without its label',
        (r) => [{ questions: { [r.club]: {} } }, `questions.${r.club}.label`],
      ],
      [
        'options for a question that is no choice',
        (r) => [
          { questions: { [r.club]: { label: 'Verein', options: ['Ja', 'Nein'] } } },
          `questions.${r.club}.options`,
        ],
      ],
      [
        'fewer options than the choice has',
        (r) => [
          { questions: { [r.shirt]: { label: 'Größe', options: ['Klein', 'Groß'] } } },
          `questions.${r.shirt}.options`,
        ],
      ],
    ])('400 for %s', async (_what, refused) => {
      const [body, field] = refused(r);
      expectRefused(await put(r.id, 'de', body), field);
      expect((await get(r.id, 'de')).status).toBe(404);
    });

    it('400 for a distance the race does not have, saying so', async () => {
      const res = await put(r.id, 'de', { distances: { 'half-marathon': 'Halbmarathon' } });
      expect(res.body.details).toEqual([
        { field: 'distances.half-marathon', message: MARATHON_REFUSALS.unknown_distance },
      ]);
    });

    it('400 for a waiver when the race has none', async () => {
      expectRefused(await put(noWaiver.id, 'de', { waiver: 'Auf eigene Gefahr.' }), 'waiver');
      expect((await get(noWaiver.id, 'de')).status).toBe(404);
    });
  });
});

describe('GET /marathon/{id} in the visitor’s language', () => {
  let r: Race;
  beforeAll(async () => {
    r = await newRace();
    expect((await put(r.id, 'de', german(r))).status).toBe(200);
    // Spanish: the title alone.
    expect((await put(r.id, 'es', { title: 'Maratón del río' })).status).toBe(200);
  });

  /** What a visitor is served of the original: the race's own texts and nothing translated. */
  const original = (m: Marathon) => ({
    title: m.title,
    description: m.description,
    distances: m.distances.map((d) => d.name),
    questions: m.questions?.map((q) => ({ label: q.label, optionLabels: q.optionLabels })),
    waiver: m.waiver,
  });

  it('serves German to Accept-Language de-DE,de;q=0.9, and says de', async () => {
    const res = await visit(r.id, { acceptLanguage: 'de-DE,de;q=0.9' });
    expect(res.status).toBe(200);
    const m = res.body;
    expect(m.language).toBe('de');
    expect(m.title).toBe('Flussmarathon');
    expect(m.description).toBe('Eine flache, schnelle Strecke am Fluss.');
    expect(m.distances.map((d) => [d.id, d.name])).toEqual([
      [r.marathon, 'Marathon (42 km)'],
      [r.funRun, 'Volkslauf'],
    ]);
    // A choice's options stay what an answer sends; their German words come beside them.
    expect(m.questions?.map((q) => [q.id, q.label, q.options, q.optionLabels])).toEqual([
      [r.shirt, 'T-Shirt-Größe', ['S', 'M', 'L'], ['Klein', 'Mittel', 'Groß']],
      [r.club, 'Verein', [], undefined],
    ]);
    expect(m.waiver).toEqual({ text: 'Ich laufe auf eigene Gefahr.', version: 1 });
    // Everything else is the race's own.
    expect(m.location).toBe(r.race.location);
    expect(m.distances.map((d) => d.runningDistance)).toEqual(['42.2 km', '5 km']);
  });

  it('is cached publicly, per Accept-Language', async () => {
    const res = await visit(r.id, { acceptLanguage: 'de' });
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-language');
  });

  it('takes the first language RUN speaks, by q-value', async () => {
    const res = await visit(r.id, { acceptLanguage: 'ja;q=1, fr;q=0.4, de-AT;q=0.8' });
    expect(res.body.language).toBe('de');
    expect(res.body.title).toBe('Flussmarathon');
  });

  it('serves the original to ?lang=fr, which has no translation, and says en', async () => {
    const res = await visit(r.id, { lang: 'fr', acceptLanguage: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('en');
    expect(original(res.body)).toEqual(original(r.race));
  });

  it('lets ?lang= decide over Accept-Language', async () => {
    const asked = await visit(r.id, { lang: 'de', acceptLanguage: 'es' });
    expect([asked.body.language, asked.body.title]).toEqual(['de', 'Flussmarathon']);
    const english = await visit(r.id, { lang: 'en', acceptLanguage: 'de' });
    expect(english.body.language).toBe('en');
    expect(original(english.body)).toEqual(original(r.race));
  });

  it('serves a partial translation’s texts, each other text in the original', async () => {
    const res = await visit(r.id, { acceptLanguage: 'es-MX,es;q=0.9' });
    expect(res.body.language).toBe('es');
    expect(res.body.title).toBe('Maratón del río');
    expect(res.body.description).toBe(RACE.description);
    expect({ ...original(res.body), title: r.race.title }).toEqual(original(r.race));
  });

  it.each([
    ['no language of its own (the client’s *)', undefined],
    ['English', 'en-US,en;q=0.9,de;q=0.8'],
    ['languages RUN does not speak', 'ja, zh-CN;q=0.9'],
  ])('serves the original, saying en, to a visitor asking for %s', async (_what, header) => {
    const res = await visit(r.id, header === undefined ? {} : { acceptLanguage: header });
    expect(res.body.language).toBe('en');
    expect(original(res.body)).toEqual(original(r.race));
  });

  it('refuses a lang it does not speak with 400 naming lang', async () => {
    expectRefused(await visit(r.id, { lang: 'it' }), 'lang');
  });
});

describe('a translation and its race', () => {
  it('outlives an edit of the race', async () => {
    const r = await newRace();
    expect((await put(r.id, 'de', german(r))).status).toBe(200);
    const edited = await editMarathon(r.id, owner, { ...editableOf(r.race), title: 'River Run' });
    expect(edited.status).toBe(200);
    expect((await visit(r.id, { lang: 'de' })).body.title).toBe('Flussmarathon');
    expect((await visit(r.id, { lang: 'en' })).body.title).toBe('River Run');
    expect((await get(r.id, 'de')).body).toMatchObject({ title: 'Flussmarathon' });
  });

  it('serves a changed waiver in the original until its translation is put again', async () => {
    const r = await newRace();
    expect((await put(r.id, 'de', german(r))).status).toBe(200);
    const waiver = { text: 'I run at my own risk, and I am fit to.' };
    expect((await editMarathon(r.id, owner, { ...editableOf(r.race), waiver })).status).toBe(200);
    const stale = await visit(r.id, { lang: 'de' });
    expect(stale.body.waiver).toEqual({ ...waiver, version: 2 });
    // Its other texts are still German.
    expect([stale.body.language, stale.body.title]).toEqual(['de', 'Flussmarathon']);
    expect((await get(r.id, 'de')).body.waiverVersion).toBe(1);
    const again = { ...german(r), waiver: 'Ich laufe auf eigene Gefahr und bin fit dafür.' };
    expect((await put(r.id, 'de', again)).body.waiverVersion).toBe(2);
    expect((await visit(r.id, { lang: 'de' })).body.waiver).toEqual({
      text: again.waiver,
      version: 2,
    });
  });

  it('serves no text of a distance the race no longer has', async () => {
    const r = await newRace();
    expect((await put(r.id, 'de', german(r))).status).toBe(200);
    const onlyMarathon = [{ id: r.marathon, name: 'Marathon', runningDistance: '42.2 km' }];
    const edited = await editMarathon(r.id, owner, {
      ...editableOf(r.race),
      distances: onlyMarathon,
    });
    expect(edited.status).toBe(200);
    const served = await visit(r.id, { lang: 'de' });
    expect(served.body.distances.map((d) => d.name)).toEqual(['Marathon (42 km)']);
    expect((await get(r.id, 'de')).body.distances).toEqual({ [r.marathon]: 'Marathon (42 km)' });
  });

  it('goes when the race is deleted', async () => {
    const r = await newRace();
    expect((await put(r.id, 'de', german(r))).status).toBe(200);
    expect((await put(r.id, 'fr', { title: 'Marathon du fleuve' })).status).toBe(200);
    expect(await collectionSize(`marathons/${r.id}/translations`)).toBe(2);
    const deleted = await api.call(marathons.deleteMarathon, {
      params: { id: r.id },
      token: owner.token,
    });
    expect(deleted.body).toEqual({ deletedCount: 1 });
    expect(await collectionSize(`marathons/${r.id}/translations`)).toBe(0);
    expect((await adminDb().doc(`marathons/${r.id}`).get()).exists).toBe(false);
  });
});
