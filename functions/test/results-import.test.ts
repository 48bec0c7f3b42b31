// Importing results (docs/results.md): two common CSV layouts give the expected places overall, by
// gender and by age group (ties and DNF included); unknown bibs and bad lines are listed and not
// stored; importing again replaces the distance's results; a preview stores nothing; only the race's
// organisers import.
import * as results from '@run/contract/endpoints/results';
import { beforeAll, describe, expect, it } from 'vitest';

import { api } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts } from './users.js';
import { CHIP_CSV, FIELD, importCsv, resultsRace, type ResultsRace } from './results-race.js';

const [owner, stranger] = accounts('owner', 'stranger');
let race: ResultsRace;

beforeAll(async () => {
  race = await resultsRace(owner, FIELD);
}, 240_000);

/** The distance's results as its organiser sees them before publishing, by bib. */
async function placesByBib() {
  const res = await api.call(results.listResults, {
    params: { id: race.id },
    token: owner.token,
    query: { distanceId: race.distanceId, limit: 100 },
  });
  expect(res.status).toBe(200);
  expect(res.body.state).toBe('unpublished');
  return new Map(res.body.results.map((r) => [r.bib, r]));
}

const storedBibs = async () =>
  (await adminDb().collection(`marathons/${race.id}/results`).get()).docs
    .map((d) => Number(d.get('bib')))
    .sort((a, b) => a - b);

describe('importing a timing CSV', () => {
  it('previews what an import would store, and stores nothing', async () => {
    const res = await importCsv(race, owner, CHIP_CSV, { preview: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ rows: 11, matched: 8, unknownBibs: [999], stored: false });
    expect(await storedBibs()).toEqual([]);
  });

  it('reads the comma layout, places by chip time with ties, and lists unknown bibs and bad lines', async () => {
    const res = await importCsv(race, owner, CHIP_CSV);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      rows: 11,
      matched: 8,
      unknownBibs: [999],
      unknownBibCount: 1,
      errors: [
        { line: 11, error: 'Bib "abc" is not a whole number from 1 to 999,999.' },
        { line: 12, error: 'Gun time "3:1x:00" is not a time like 1:02:03 or 45:10.2.' },
      ],
      errorCount: 2,
      columns: { bib: 'Bib', chip: 'Chip Time', gun: 'Gun Time', place: 'Place' },
      stored: true,
    });
    expect(await storedBibs()).toEqual([101, 102, 103, 104, 105, 106, 107, 109]);

    const byBib = await placesByBib();
    const row = (bib: number) => {
      const r = byBib.get(bib);
      return [r?.place, r?.genderPlace, r?.ageGroup, r?.ageGroupPlace, r?.time, r?.status];
    };
    expect(row(104)).toEqual([1, 1, 'M35-39', 1, '2:31:05', 'finished']);
    // Equal chip times share 2nd; the timer's order puts 101 first in the list.
    expect(row(101)).toEqual([2, 1, 'F35-39', 1, '2:40:30.5', 'finished']);
    expect(row(103)).toEqual([2, 1, 'F35-39', 1, '2:40:30.5', 'finished']);
    expect(row(102)).toEqual([4, 2, 'M40-44', 1, '2:44:59', 'finished']);
    expect(row(105)).toEqual([5, 1, 'X30-34', 1, '2:49:00', 'finished']);
    expect(row(109)).toEqual([6, 3, 'F35-39', 3, '2:55:00', 'finished']);
    expect(row(106)).toEqual([7, null, 'Open', 1, '3:00:00', 'finished']);
    expect(row(107)).toEqual([null, null, 'M40-44', null, null, 'DNF']);
    expect(byBib.get(104)).toMatchObject({
      name: 'Li Wei',
      chipTime: '2:31:05',
      gunTime: '2:31:10',
    });
    expect(byBib.get(104)?.pace).toBe('3:35 /km');
    const order = [...byBib.keys()];
    expect(order).toEqual([104, 101, 103, 102, 105, 109, 106, 107]);
  });

  it('reads the semicolon layout with tenths and a status column, and replaces the results', async () => {
    const csv = [
      'Pos;No.;Net time;Clock time;Status',
      '1;101;2:39:59,9;2:40:30;',
      '2;104;2:40:00;2:40:01;',
      ';102;;;DQ',
      ';103;;;DNS',
      '3;105;2:49:00;2:50:00;Finished',
      '4;109;2:55:00;2:56:00;',
      ';107;;;DNF',
    ].join('\n');
    const res = await importCsv(race, owner, csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ rows: 7, matched: 7, unknownBibs: [], errors: [] });
    expect(res.body.columns).toEqual({
      place: 'Pos',
      bib: 'No.',
      chip: 'Net time',
      gun: 'Clock time',
      status: 'Status',
    });
    // 106 and Eva are in no line of the new file: their results are gone.
    expect(await storedBibs()).toEqual([101, 102, 103, 104, 105, 107, 109]);
    const byBib = await placesByBib();
    expect([...byBib.keys()]).toEqual([101, 104, 105, 109, 107, 102, 103]);
    expect(byBib.get(101)).toMatchObject({ place: 1, genderPlace: 1, time: '2:39:59.9' });
    expect(byBib.get(104)).toMatchObject({ place: 2, genderPlace: 1, ageGroupPlace: 1 });
    expect(byBib.get(109)).toMatchObject({ place: 4, genderPlace: 2, ageGroupPlace: 2 });
    expect(byBib.get(102)).toMatchObject({ place: null, status: 'DQ', time: null });
    expect(byBib.get(103)).toMatchObject({ place: null, status: 'DNS' });
  });

  it('ranks by gun time when the race says so, and keeps that setting', async () => {
    const csv = 'Bib,Gun,Chip\n101,2:40:00,2:39:00\n104,2:39:30,2:39:30\n';
    const res = await importCsv(race, owner, csv, { rankBy: 'gun' });
    expect(res.status, res.text).toBe(200);
    const byBib = await placesByBib();
    expect([byBib.get(104)?.place, byBib.get(101)?.place]).toEqual([1, 2]);
    expect(byBib.get(101)?.time).toBe('2:40:00');
    const again = await importCsv(race, owner, csv);
    expect(again.status).toBe(200);
    expect((await placesByBib()).get(104)?.place).toBe(1);
    expect((await adminDb().doc(`marathons/${race.id}`).get()).get('rankBy')).toBe('gun');
  });

  it('takes the columns the organiser names when the header is not recognised', async () => {
    const csv = 'Dossard;Temps\n104;2:31:00\n101;2:32:00\n';
    const refused = await importCsv(race, owner, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        field: 'columns.bib',
        message: 'No column of the CSV is recognised as the bib: name it in columns.bib.',
      },
    ]);
    const mapped = await importCsv(race, owner, csv, {
      columns: { bib: 'Dossard', gun: 'Temps' },
      rankBy: 'chip',
    });
    expect(mapped.status, mapped.text).toBe(200);
    expect(mapped.body).toMatchObject({ matched: 2, columns: { bib: 'Dossard', gun: 'Temps' } });
    expect(await storedBibs()).toEqual([101, 104]);
  });
});

describe('what an import refuses', () => {
  it('is for the race’s organisers only', async () => {
    const res = await importCsv(race, stranger, CHIP_CSV);
    expect(res.status).toBe(403);
    const anonymous = await api.call(results.importResults, {
      params: { id: race.id },
      body: { distanceId: race.distanceId, csv: CHIP_CSV },
    });
    expect(anonymous.status).toBe(401);
  });

  it('names the field of bad input and changes nothing', async () => {
    const before = await storedBibs();
    const unknownDistance = await api.call(results.importResults, {
      params: { id: race.id },
      token: owner.token,
      body: { distanceId: 'no-such-distance', csv: CHIP_CSV },
    });
    expect(unknownDistance.status).toBe(400);
    expect(unknownDistance.body.details?.[0]?.field).toBe('distanceId');
    const noColumn = await importCsv(race, owner, CHIP_CSV, { columns: { chip: 'Net' } });
    expect(noColumn.status).toBe(400);
    expect(noColumn.body.details).toEqual([
      { field: 'columns.chip', message: 'The CSV has no column "Net".' },
    ]);
    const extra = await importCsv(race, owner, CHIP_CSV, { places: [] });
    expect(extra.status).toBe(400);
    expect(await storedBibs()).toEqual(before);
  });

  it('refuses a file over 5 MB and over 50,000 rows', async () => {
    const big = `Bib,Chip\n${'101,2:31:00\n'.repeat(480_000)}`;
    const tooBig = await importCsv(race, owner, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.details?.[0]).toEqual({ field: 'csv', message: 'csv must be at most 5 MB' });
    const rows = `Bib,Chip\n${Array.from({ length: 50_001 }, (_, i) => `${i + 1},1:00:00`).join('\n')}`;
    const tooMany = await importCsv(race, owner, rows);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('The CSV has more than 50,000 rows.');
  });
});
