// Published results (docs/results.md): invisible to the public before publishing and visible after
// with a 60-second public cache; the race's staff see them before; search by bib and by an accented or
// unaccented name prefix; gender and age group filters and pages; a hidden runner; the certificate;
// the mail of official results; the home page's top finishers; and nothing personal in any answer.
import { Timestamp } from 'firebase-admin/firestore';
import * as results from '@run/contract/endpoints/results';
import { beforeAll, describe, expect, it } from 'vitest';

import { api, eventually } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts } from './users.js';
import { deliveredTo } from './maildev.js';
import { readPdf } from './pdf-text.js';
import {
  CHIP_CSV,
  FIELD,
  importCsv,
  publish,
  raceStarted,
  resultsRace,
  type ResultsRace,
} from './results-race.js';

const [owner, visitor] = accounts('owner', 'visitor');
let race: ResultsRace;
/** Every public answer's text, checked at the end for anything personal. */
const publicAnswers: string[] = [];

beforeAll(async () => {
  race = await resultsRace(owner, FIELD);
  const imported = await importCsv(race, owner, CHIP_CSV);
  expect(imported.status, imported.text).toBe(200);
}, 240_000);

async function publicList(query: Record<string, string | number> = {}, token?: string) {
  const res = await api.call(results.listResults, {
    params: { id: race.id },
    query: { distanceId: race.distanceId, ...query },
    token,
  });
  expect(res.status, res.text).toBe(200);
  if (token === undefined) publicAnswers.push(res.text);
  return res;
}

const bibsOf = (res: Awaited<ReturnType<typeof publicList>>) => res.body.results.map((r) => r.bib);
const runner = (bib: number) => {
  const r = race.runners.get(bib);
  if (r === undefined) throw new Error(`no runner ${bib}`);
  return r;
};

describe('before publishing', () => {
  it('shows the public nothing, and the race’s staff everything, never cached by others', async () => {
    const res = await publicList();
    expect(res.body).toMatchObject({ state: 'unpublished', results: [], distances: [] });
    const one = await api.call(results.getResult, { params: { id: race.id, bib: 104 } });
    expect(one.status).toBe(404);
    const pdf = await api.call(results.resultCertificate, { params: { id: race.id, bib: 104 } });
    expect(pdf.status).toBe(404);
    const staff = await publicList({}, owner.token);
    expect(staff.body.state).toBe('unpublished');
    expect(bibsOf(staff)).toEqual([104, 101, 103, 102, 105, 109, 106, 107]);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    const runnerView = await publicList({}, visitor.token);
    expect(runnerView.body.results).toEqual([]);
  });

  it('publishes for the organisers only, and only a distance with results', async () => {
    expect((await publish(race, visitor, 'preliminary')).status).toBe(403);
    const other = await api.call(results.publishResults, {
      params: { id: race.id },
      token: owner.token,
      body: { distanceId: race.distanceId, state: 'final' },
    });
    expect(other.status).toBe(400);
  });

  it('publishes only once the race has started: before, 409 naming the start, and nothing changes', async () => {
    /** A day as the sentence writes it, from the UTC date: "Sun 11 Apr 2027". */
    const dayWords = (ms: number) => {
      const utc = new Date(ms).toUTCString(); // "Sun, 11 Apr 2027 00:00:00 GMT"
      return `${utc.slice(0, 3)} ${utc.slice(5, 16)}`;
    };
    const ref = adminDb().doc(`marathons/${race.id}`);
    const stored = async () => {
      const doc = await ref.get();
      return [doc.get('resultsByDistance'), doc.get('resultsOfficialAt')] as unknown;
    };
    const before = await stored();
    // The factory's race is weeks ahead, with no start time: its day names the start.
    const day = ((await ref.get()).get('marathonStartDate') as Timestamp).toMillis();
    const early = await publish(race, owner, 'official');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      `Results can be published once the race has started (${dayWords(day)}).`,
    );
    // The start time counts, in the race's zone: today (begun in UTC) at 23:59 in UTC-11 is ahead.
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    await ref.update({
      marathonStartDate: Timestamp.fromMillis(today),
      startTime: '23:59',
      timeZone: 'Pacific/Pago_Pago',
    });
    const timed = await publish(race, owner, 'preliminary');
    expect(timed.status).toBe(409);
    expect(timed.body.error).toBe(
      `Results can be published once the race has started (${dayWords(today)}, 23:59 Pacific/Pago_Pago).`,
    );
    // Nothing changed: still unpublished, nothing public, no mail job.
    expect(await stored()).toEqual(before);
    expect((await publicList()).body).toMatchObject({ state: 'unpublished', results: [] });
    const one = await api.call(results.getResult, { params: { id: race.id, bib: 104 } });
    expect(one.status).toBe(404);
    const jobs = await adminDb().collection(`marathons/${race.id}/resultMailJobs`).count().get();
    expect(jobs.data().count).toBe(0);
    // Once started, publishing answers 200 ('published results' below publishes).
    await raceStarted(race.id);
  });
});

describe('published results', () => {
  beforeAll(async () => {
    const res = await publish(race, owner, 'preliminary');
    expect(res.body).toEqual({ distanceId: race.distanceId, state: 'preliminary', mailing: false });
  });

  it('are public by place, with a 60-second public cache and the distance’s age groups', async () => {
    const res = await publicList();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(res.body.state).toBe('preliminary');
    expect(bibsOf(res)).toEqual([104, 101, 103, 102, 105, 109, 106, 107]);
    expect(res.body.distances).toEqual([
      {
        id: race.distanceId,
        name: 'Marathon',
        state: 'preliminary',
        count: 8,
        finishers: 7,
        ageGroups: ['F35-39', 'M35-39', 'M40-44', 'Open', 'X30-34'],
      },
    ]);
    const anyDistance = await api.call(results.listResults, { params: { id: race.id } });
    expect(anyDistance.body.distanceId).toBe(race.distanceId);
  });

  it('page by cursor without repeating or skipping anyone', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await publicList({ limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...bibsOf(page));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([104, 101, 103, 102, 105, 109, 106, 107]);
    const bad = await api.call(results.listResults, {
      params: { id: race.id },
      query: { cursor: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('filter by gender and by age group', async () => {
    expect(bibsOf(await publicList({ gender: 'F' }))).toEqual([101, 103, 109]);
    expect(bibsOf(await publicList({ ageGroup: 'M40-44' }))).toEqual([102, 107]);
    expect(bibsOf(await publicList({ gender: 'M', ageGroup: 'M35-39' }))).toEqual([104]);
    const bad = await api.call(results.listResults, {
      params: { id: race.id },
      query: { ageGroup: 'adults' },
    });
    expect(bad.status).toBe(400);
  });

  it('are found by bib and by the start of a name, with or without accents', async () => {
    expect(bibsOf(await publicList({ q: '102' }))).toEqual([102]);
    expect(bibsOf(await publicList({ q: '999' }))).toEqual([]);
    for (const q of ['garc', 'GARCÍA', 'García', 'ana gar']) {
      expect(bibsOf(await publicList({ q })), q).toEqual([101]);
    }
    for (const q of ['nunez', 'Núñ', 'jose'])
      expect(bibsOf(await publicList({ q })), q).toEqual([102]);
    expect(bibsOf(await publicList({ q: 'zoe' }))).toEqual([103]);
    expect(bibsOf(await publicList({ q: 'schon' }))).toEqual([109]);
    expect(bibsOf(await publicList({ q: 'arcia' }))).toEqual([]);
    expect(bibsOf(await publicList({ q: 'n', gender: 'M' }))).toEqual([102]);
    // A name with the age group filter, and with both filters.
    expect(bibsOf(await publicList({ q: 'nunez', ageGroup: 'M40-44' }))).toEqual([102]);
    expect(bibsOf(await publicList({ q: 'nunez', ageGroup: 'M35-39' }))).toEqual([]);
    expect(bibsOf(await publicList({ q: 'nunez', gender: 'M', ageGroup: 'M40-44' }))).toEqual([
      102,
    ]);
  });

  it('give one result’s card, and its runner sees it is theirs', async () => {
    const card = await api.call(results.getResult, { params: { id: race.id, bib: 109 } });
    expect(card.status).toBe(200);
    publicAnswers.push(card.text);
    expect(card.body).toMatchObject({
      bib: 109,
      name: 'Mia Schön',
      time: '2:55:00',
      place: 6,
      genderPlace: 3,
      ageGroup: 'F35-39',
      ageGroupPlace: 3,
      distanceName: 'Marathon',
      state: 'preliminary',
      finishers: 7,
      mine: null,
    });
    expect(card.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const own = await api.call(results.getResult, {
      params: { id: race.id, bib: 109 },
      token: runner(109).token,
    });
    expect(own.body.mine).toEqual({ hidden: false });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await api.call(results.getResult, { params: { id: race.id, bib: 998 } })).status).toBe(
      404,
    );
    expect((await api.call(results.getResult, { params: { id: race.id, bib: 'x' } })).status).toBe(
      404,
    );
  });

  it('give a one-page PDF certificate naming the runner, the race and the time', async () => {
    const res = await api.call(results.resultCertificate, { params: { id: race.id, bib: 101 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(Buffer.from(res.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const pdf = await readPdf(res.bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Ana García');
    expect(pdf.text).toContain('2:40:30.5');
    expect(pdf.text).toContain('finished Marathon in');
    for (const line of ['2nd overall', '1st of women', '1st in F35-39', '101']) {
      expect(pdf.text.split('\n')).toContain(line);
    }
    // The race's name, and where it ran; its picture is an address elsewhere
    // (https://example.com/run.jpg): never fetched, so the banner is drawn.
    expect(pdf.text).toMatch(/^Test Marathon /mu);
    expect(pdf.text).toContain('Dhaka, Bangladesh');
    expect(pdf.images).toBe(0);
    const dnf = await api.call(results.resultCertificate, { params: { id: race.id, bib: 107 } });
    expect(dnf.status).toBe(404);
  });
});

describe('a runner who hides their name', () => {
  it('shows as "Hidden runner" and is no longer found by name, but sees their own name', async () => {
    const ana = runner(101);
    const others = await api.call(results.setResultsVisibility, {
      params: { id: race.id, userId: ana.uid },
      token: visitor.token,
      body: { hidden: true },
    });
    expect(others.status).toBe(403);
    const hid = await api.call(results.setResultsVisibility, {
      params: { id: race.id, userId: ana.uid },
      token: ana.token,
      body: { hidden: true },
    });
    expect(hid.body).toEqual({ hidden: true });
    const list = await publicList();
    expect(list.body.results.find((r) => r.bib === 101)?.name).toBe('Hidden runner');
    expect(bibsOf(await publicList({ q: 'garcia' }))).toEqual([]);
    expect((await publicList({ q: '101' })).body.results[0]?.name).toBe('Hidden runner');
    const pdf = await api.call(results.resultCertificate, { params: { id: race.id, bib: 101 } });
    expect((await readPdf(pdf.bytes)).text).toContain('Hidden runner');
    const own = await api.call(results.getResult, {
      params: { id: race.id, bib: 101 },
      token: ana.token,
    });
    expect(own.body).toMatchObject({ name: 'Ana García', mine: { hidden: true } });

    await api.call(results.setResultsVisibility, {
      params: { id: race.id, userId: ana.uid },
      token: ana.token,
      body: { hidden: false },
    });
    expect(bibsOf(await publicList({ q: 'garcia' }))).toEqual([101]);
    const stranger = await api.call(results.setResultsVisibility, {
      params: { id: race.id, userId: visitor.uid },
      token: visitor.token,
      body: { hidden: true },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('official results', () => {
  it('mail each finisher their time and places, once, and lead the home page', async () => {
    const res = await publish(race, owner, 'official');
    expect(res.body).toEqual({ distanceId: race.distanceId, state: 'official', mailing: true });
    const mia = runner(109);
    // Registered, bib, result.
    const mails = await deliveredTo(mia.email, 3);
    const result = mails.find((m) => m.subject.startsWith('Your official result'));
    expect(result?.text).toContain('You finished Marathon in 2:55:00');
    expect(result?.text).toContain('You are 6th overall.');
    expect(result?.text).toContain('You are 3rd in F35-39.');
    expect(result?.text).toContain(`/marathons/${race.id}/results?bib=109`);
    await deliveredTo(runner(104).email, 3);
    // The DNF gets none.
    await eventually('the mail job to finish', async () => {
      const jobs = await adminDb().collection(`marathons/${race.id}/resultMailJobs`).get();
      return jobs.docs.every((d) => d.get('done') === true) ? true : undefined;
    });
    await deliveredTo(runner(107).email, 2);

    const again = await publish(race, owner, 'official');
    expect(again.body.mailing).toBe(false);

    const top = await api.call(results.topFinishers);
    publicAnswers.push(top.text);
    expect(top.body.race).toMatchObject({ marathonId: race.id, distanceName: 'Marathon' });
    expect(top.body.finishers.map((r) => [r.bib, r.name, r.place])).toEqual([
      [104, 'Li Wei', 1],
      [101, 'Ana García', 2],
      [103, 'Zoë Ng', 2],
    ]);
  });
});

describe('every public answer', () => {
  it('carries no email, date of birth or answer to a question', () => {
    expect(publicAnswers.length).toBeGreaterThan(20);
    const all = publicAnswers.join('\n');
    for (const r of race.runners.values()) {
      expect(all).not.toContain(r.email);
      if (r.dateOfBirth) expect(all).not.toContain(r.dateOfBirth);
    }
    for (const word of [
      'Female',
      'Non-binary',
      'Prefer not to say',
      'dateOfBirth',
      'answers',
      'email',
      'userId',
    ]) {
      expect(all).not.toContain(word);
    }
  });
});
