// Participant search (docs/search.md): a race of 30,000 registrations seeded straight into Firestore,
// shaped as the API writes them (names with their search keys, a status, a bib), then the organisers'
// searches one after the other: by bib, by the start of a last name (many matches: a full page), by a
// whole name (one match), by distance and status. Each search's latency, and the documents the local
// Firestore server read for them, against the page each answered.
import type { ParticipantsPage } from '@run/contract/domain/api-types';
import { listParticipants } from '@run/contract/endpoints/registrations';

import {
  CONFIRMED_STATUS,
  participantSearchFields,
} from '../../functions/src/store/registration-doc.js';
import { openAdmin } from '../support/admin.js';
import { getMarathon, nameOf, timedCall } from '../support/api.js';
import { firstDistanceId, organiserWithRace } from '../support/section-race.js';
import { readStats, resetStats } from '../support/firestore-stats.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { seedRegistrations } from '../support/seed.js';
import { LATENCY_COLUMNS, latencyCells, round, summarize } from '../support/stats.js';

export interface ParticipantSearchOptions extends SectionTarget {
  /** Registrations of the race (default 30,000). */
  registrations: number;
}

const FIRST = ['Ana', 'Ben', 'Chloé', 'Dmitri', 'Eva', 'Farah', 'Gus', 'Hana', 'Ivo', 'José'];
const LAST = ['Silva', 'Müller', 'Nguyen', 'García', 'Okafor', 'Kowalski', 'Smith', 'Tanaka'];
/** The page the searches ask for (the console's). */
const LIMIT = 100;
/** Searches of each kind. */
const EACH = 40;
/**
 * Reads a search may make beyond its page, whatever the race's size: one more runner to know whether a
 * page follows, the race (the adapter), the caller's token checks, and what the triggers read meanwhile.
 */
const CONSTANT_READS = 10;

const nameOfRunner = (i: number) => ({
  firstName: FIRST[i % FIRST.length] ?? 'Ana',
  lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'Silva'} ${i}`,
});

interface Sample {
  ms: number;
  status: number;
  returned: number;
}

export const runParticipantSearch: Section<ParticipantSearchOptions> = async (
  options,
  progress,
) => {
  const result = emptyResult();
  const n = options.registrations;
  const { organiser, marathonId } = await organiserWithRace(
    options,
    'search',
    `Bench participant search ${n} ${options.tag}`,
  );
  const distanceId = firstDistanceId(
    await getMarathon(options.apiUrl, marathonId, organiser.idToken),
  );

  progress(`  seeding ${n.toLocaleString('en-US')} registrations with names, statuses and bibs...`);
  const admin = openAdmin(options.firestoreHost);
  let seedSeconds: number;
  try {
    seedSeconds = (
      await seedRegistrations(
        admin.db,
        marathonId,
        n,
        {
          prefix: 'bench-search',
          distanceId,
          fields: (i) => {
            const name = nameOfRunner(i);
            return {
              ...name,
              ...participantSearchFields(name),
              ...CONFIRMED_STATUS,
              bib: i + 1,
            };
          },
        },
        progress,
      )
    ).seconds;
  } finally {
    await admin.close();
  }

  const kinds: Array<[string, (k: number) => Record<string, string>]> = [
    ['a bib', (k) => ({ q: String(1 + ((k * 7919) % n)) })],
    [
      'a last name’s start (a full page)',
      (k) => ({ q: (LAST[k % LAST.length] ?? 'silva').slice(0, 4) }),
    ],
    [
      'a whole name (one runner)',
      (k) => {
        const name = nameOfRunner((k * 7919) % n);
        return { q: `${name.firstName} ${name.lastName}` };
      },
    ],
    ['a distance and status', () => ({ distanceId, status: 'confirmed' })],
  ];
  const rows: Array<(string | number)[]> = [];
  const all: Sample[] = [];
  // The functions emulator's triggers work through the seeded registrations (the audit trail) while
  // the searches run, and the local server counts their reads too: each search's count is its own
  // reads plus theirs, so the fewest of a kind bounds what one search reads.
  let worstExtraReads = 0;
  const statsAvailable = await resetStats(options.firestoreHost);
  for (const [kind, query] of kinds) {
    progress(`  ${EACH} searches by ${kind}...`);
    const samples: Sample[] = [];
    let fewest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < EACH; k += 1) {
      await resetStats(options.firestoreHost);
      const res = await timedCall(options.apiUrl, listParticipants, {
        params: { id: marathonId },
        query: { limit: String(LIMIT), ...query(k) },
        token: organiser.idToken,
      });
      const returned =
        res.status === 200 ? (JSON.parse(res.body) as ParticipantsPage).participants.length : 0;
      const read = (await readStats(options.firestoreHost))?.documentsRead ?? Number.NaN;
      fewest = Math.min(fewest, read - returned);
      samples.push({ ms: res.ms, status: res.status, returned });
    }
    all.push(...samples);
    worstExtraReads = Math.max(worstExtraReads, fewest);
    const latency = summarize(samples.map((s) => s.ms));
    const returned = samples.reduce((sum, s) => sum + s.returned, 0);
    rows.push([
      kind,
      round(returned / EACH),
      statsAvailable ? fewest : 'n/a',
      samples.filter((s) => s.status !== 200).length,
      ...latencyCells(latency),
    ]);
  }
  const latency = summarize(all.map((s) => s.ms));
  const errors = all.filter((s) => s.status !== 200).length;

  result.figures = {
    target: options.target,
    marathonId,
    registrations: n,
    seedSeconds,
    limit: LIMIT,
    searches: all.length,
    errors,
    latencyMs: latency,
    worstReadsBeyondPage: statsAvailable ? worstExtraReads : null,
  };
  result.tables.push({
    title: `Participant search via ${options.target}: a race of ${n.toLocaleString('en-US')} registrations`,
    header: ['search by', 'runners returned', 'reads beyond page', 'errors', ...LATENCY_COLUMNS],
    rows,
    note:
      `${nameOf(listParticipants, '/api')}?limit=${LIMIT} as the organiser, ${EACH} of each kind one after the other; ` +
      `reads beyond page: the fewest documents one search read beyond the runners it returned, as the local Firestore server counts them ` +
      `(the emulator's triggers for the seeded registrations read at the same time). Seeded straight into Firestore in ${seedSeconds} s.`,
  });
  result.budgets.push({
    budget: `Participant search at ${n.toLocaleString('en-US')} registrations: p95 under 300 ms`,
    limit: 'p95 < 300 ms, 0 errors',
    actual: `p95 ${latency.p95} ms, ${errors} errors`,
    pass: latency.p95 < 300 && errors === 0,
  });
  if (statsAvailable) {
    result.budgets.push({
      budget: 'Participant search: reads at most its page plus a constant',
      limit: `page + ${CONSTANT_READS}`,
      actual: `page + ${worstExtraReads}`,
      pass: worstExtraReads <= CONSTANT_READS,
    });
  }
  return result;
};
