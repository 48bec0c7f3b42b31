// Scale: a marathon with 100,000 registrations against one with 10. Both are created through the API;
// their registrations are seeded straight into Firestore (batched commits), shaped as the API writes
// them, and the sharded counter is raised to match. Then the details call, its count and the first
// page of participants are timed, alternating between the two so drift hits both alike.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

import { getMarathon } from '@run/contract/endpoints/marathons';
import { listParticipants } from '@run/contract/endpoints/registrations';
import type { EndpointSpec } from '@run/contract/http/endpoint';

import { openAdmin, storedRegistrations } from '../support/admin.js';
import { createOpenMarathon, nameOf, timedCall } from '../support/api.js';
import { signUp, type Runner } from '../support/auth-emulator.js';
import { mapLimit } from '../support/pool.js';
import { emptyResult, type SectionResult } from '../support/report.js';
import { round, summarize, type LatencySummary } from '../support/stats.js';

const BATCH = 500;
const SAMPLES = 30;
const WARMUP = 3;
const SMALL = 10;
const ALLOWED_RATIO = 1.5;

async function seedRegistrations(
  db: Firestore,
  marathonId: string,
  count: number,
  progress: (line: string) => void,
): Promise<number> {
  const marathon = db.collection('marathons').doc(marathonId);
  const started = performance.now();
  const batches = Array.from({ length: Math.ceil(count / BATCH) }, (_, b) => b);
  let done = 0;
  await mapLimit(batches, 4, async (b) => {
    const batch = db.batch();
    const now = Timestamp.now();
    for (let i = b * BATCH; i < Math.min(count, (b + 1) * BATCH); i += 1) {
      const uid = `bench-scale-${String(i).padStart(6, '0')}`;
      batch.create(marathon.collection('registrations').doc(uid), {
        marathonId,
        userId: uid,
        email: `${uid}@bench.run.test`,
        firstName: 'Scale',
        lastName: `Runner ${i}`,
        phone: `+1 555 ${String(1000 + (i % 9000))}`,
        emergencyContact: '',
        createdAt: now,
        updatedAt: now,
      });
    }
    await batch.commit();
    done += 1;
    if (done % 40 === 0)
      progress(
        `    ${Math.min(count, done * BATCH).toLocaleString('en-US')} registrations seeded...`,
      );
  });
  // The API counts from the sharded counter (registration-counter.ts); shard 0 takes the seeded ones.
  await marathon
    .collection('registrationCounters')
    .doc('0')
    .update({ count: FieldValue.increment(count) });
  return round((performance.now() - started) / 1000);
}

interface Probe {
  label: string;
  /** Called with the marathon's id as its `id` parameter. */
  endpoint: EndpointSpec;
  token: string | null;
}

interface ProbeResult {
  label: string;
  small: LatencySummary;
  big: LatencySummary;
  ratioP50: number;
}

async function measure(
  apiUrl: string,
  probe: Probe,
  smallId: string,
  bigId: string,
): Promise<ProbeResult> {
  const samples: Record<'small' | 'big', number[]> = { small: [], big: [] };
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    for (const [which, id] of [
      ['small', smallId],
      ['big', bigId],
    ] as const) {
      const res = await timedCall(apiUrl, probe.endpoint, { params: { id }, token: probe.token });
      if (res.status !== 200)
        throw new Error(
          `${probe.label} (${which}) answered ${res.status}: ${res.body.slice(0, 200)}`,
        );
      if (i >= WARMUP) samples[which].push(res.ms);
    }
  }
  const small = summarize(samples.small);
  const big = summarize(samples.big);
  return { label: probe.label, small, big, ratioP50: round(big.p50 / small.p50, 2) };
}

async function countVia(apiUrl: string, id: string): Promise<number> {
  const res = await timedCall(apiUrl, getMarathon, { params: { id } });
  return (JSON.parse(res.body) as { registrationCount: number }).registrationCount;
}

export async function runScale(
  options: {
    apiUrl: string;
    authUrl: string;
    firestoreHost: string;
    registrations: number;
    tag: string;
    target: string;
  },
  progress: (line: string) => void,
): Promise<SectionResult> {
  const result = emptyResult();
  const creator: Runner = await signUp(
    options.authUrl,
    `${options.tag}-scale-creator@bench.run.test`,
  );
  const bigId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench scale ${options.registrations} ${options.tag}`,
  );
  const smallId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench scale ${SMALL} ${options.tag}`,
  );

  const admin = openAdmin(options.firestoreHost);
  let seedSeconds: number;
  let storedBig: number;
  try {
    progress(`  seeding ${options.registrations.toLocaleString('en-US')} registrations...`);
    seedSeconds = await seedRegistrations(admin.db, bigId, options.registrations, progress);
    await seedRegistrations(admin.db, smallId, SMALL, () => undefined);
    storedBig = await storedRegistrations(admin.db, bigId);
  } finally {
    await admin.close();
  }

  progress(`  timing ${SAMPLES} calls each, alternating the two marathons...`);
  const probes: Probe[] = [
    { label: `${nameOf(getMarathon)} (details, anyone)`, endpoint: getMarathon, token: null },
    {
      label: `${nameOf(getMarathon)} (details, creator: + first participants)`,
      endpoint: getMarathon,
      token: creator.idToken,
    },
    {
      label: `${nameOf(listParticipants)} (first page, creator)`,
      endpoint: listParticipants,
      token: creator.idToken,
    },
  ];
  const measured: ProbeResult[] = [];
  for (const probe of probes) measured.push(await measure(options.apiUrl, probe, smallId, bigId));
  const counts = {
    small: await countVia(options.apiUrl, smallId),
    big: await countVia(options.apiUrl, bigId),
  };

  result.figures = {
    target: options.target,
    registrations: options.registrations,
    small: SMALL,
    seedSeconds,
    storedBig,
    registrationCount: counts,
    samples: SAMPLES,
    probes: measured,
  };
  result.tables.push({
    title: `Scale via ${options.target}: ${options.registrations.toLocaleString('en-US')} registrations vs ${SMALL}`,
    header: [
      'call',
      `p50 ms @${SMALL}`,
      `p95 ms @${SMALL}`,
      'p50 ms @big',
      'p95 ms @big',
      'p50 ratio',
    ],
    rows: measured.map((m) => [
      m.label,
      m.small.p50,
      m.small.p95,
      m.big.p50,
      m.big.p95,
      m.ratioP50,
    ]),
    note:
      `${SAMPLES} sequential calls per marathon after ${WARMUP} warm-ups, alternating. registrationCount in the details: ` +
      `${counts.big.toLocaleString('en-US')} (big, ${storedBig.toLocaleString('en-US')} stored) and ${counts.small} (small). ` +
      `Seeding took ${seedSeconds} s.`,
  });
  for (const m of measured.slice(0, 2)) {
    result.budgets.push({
      budget: `Scale: ${m.label} at ${options.registrations.toLocaleString('en-US')} vs ${SMALL} (p50)`,
      limit: `<= ${ALLOWED_RATIO}x`,
      actual: `${m.ratioP50}x (${m.big.p50} ms vs ${m.small.p50} ms)`,
      pass: m.ratioP50 <= ALLOWED_RATIO,
    });
  }
  result.budgets.push({
    budget: 'Scale: the count is exact at both sizes',
    limit: `${options.registrations} and ${SMALL}`,
    actual: `${counts.big} and ${counts.small}`,
    pass:
      counts.big === options.registrations &&
      counts.small === SMALL &&
      storedBig === options.registrations,
  });
  return result;
}
