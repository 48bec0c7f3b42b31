// The results section's data (docs/results.md): runners with names of their own and bibs, the timing
// company's CSV for them, and results written straight into Firestore as an import stores them (the
// import's own code computes them), for races too big to import in one file.
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';

import { storedResults, summaryOf, type ResultRunner } from '../../functions/src/results/import.js';
import { mapLimit } from './pool.js';
import { round } from './stats.js';

const FIRST = [
  'Ana',
  'José',
  'María',
  'Lucas',
  'Zoë',
  'Amara',
  'Hana',
  'Björn',
  'Chloé',
  'Kwame',
  'Sofía',
  'Émile',
  'Ingrid',
  'Rahul',
  'Nadia',
  'Tomás',
  'Aiko',
  'Mateus',
  'Léa',
  'Omar',
];
/** Five last names: in a race of 100, each is a fifth of the field (more than a page of 10). */
const LAST = ['García', 'Müller', 'Nguyen', 'Okafor', 'Silva'];

export const benchName = (i: number) => ({
  firstName: FIRST[Math.floor(i / LAST.length) % FIRST.length] ?? 'Bench',
  lastName: LAST[i % LAST.length] ?? 'Runner',
});

/** Runner i's registration fields: bib i + 1 and a name. */
export const runnerFields = (distanceId: string) => (i: number) => ({
  ...benchName(i),
  bib: i + 1,
  distanceId,
});

/** A finish time for runner i: from 2:10:00 up, a second apart, some equal, every 50th a DNF. */
function finish(i: number): { chip: number | null; gun: number | null } {
  if (i % 50 === 49) return { chip: null, gun: null };
  const chip = (7800 + Math.floor(i / 3)) * 10;
  return { chip, gun: chip + 150 };
}

const clock = (tenths: number) => {
  const s = Math.floor(tenths / 10);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
};

/** The timing company's file for runners 0..count-1. */
export function timingCsv(count: number): string {
  const lines = ['Bib,Chip Time,Gun Time,Status'];
  for (let i = 0; i < count; i += 1) {
    const { chip, gun } = finish(i);
    lines.push(
      chip === null || gun === null ? `${i + 1},,,DNF` : `${i + 1},${clock(chip)},${clock(gun)},`,
    );
  }
  return lines.join('\n');
}

/**
 * `count` results of one distance written straight into Firestore, as an import of `timingCsv(count)`
 * would store them, and the distance's summary (published as preliminary). Answers the seconds taken.
 */
export async function seedResults(
  db: Firestore,
  marathonId: string,
  distanceId: string,
  count: number,
  raceStart: string,
  progress: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const { chip, gun } = finish(i);
    const runner: ResultRunner = {
      userId: `bench-result-${i}`,
      ...benchName(i),
      dateOfBirth: `${1960 + (i % 45)}-0${1 + (i % 9)}-1${i % 10}`,
      genderAnswer: i % 2 === 0 ? 'Female' : 'Male',
      hidden: false,
    };
    return {
      row: {
        line: i + 2,
        bib: i + 1,
        status: chip === null ? ('DNF' as const) : ('finished' as const),
        chipTime: chip,
        gunTime: gun,
        timerPlace: null,
      },
      runner,
    };
  });
  const results = storedResults(rows, distanceId, 'chip', raceStart, `bench-${count}`);
  const marathon = db.collection('marathons').doc(marathonId);
  const batches = Array.from({ length: Math.ceil(results.length / 500) }, (_, b) => b);
  let done = 0;
  await mapLimit(batches, 4, async (b) => {
    const batch = db.batch();
    for (const r of results.slice(b * 500, (b + 1) * 500)) {
      batch.set(marathon.collection('results').doc(`${distanceId}-${r.bib}`), r);
    }
    await batch.commit();
    done += 1;
    if (done % 40 === 0) progress(`    ${(done * 500).toLocaleString('en-US')} results written...`);
  });
  await marathon.update(new FieldPath('resultsByDistance', distanceId), {
    ...summaryOf(results, 'preliminary', null),
    importedAt: Timestamp.now(),
  });
  return round((performance.now() - started) / 1000);
}
