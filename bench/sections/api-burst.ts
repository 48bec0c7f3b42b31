// The registration burst (DESIGN.md section 7): N runners register for one marathon at the same
// moment, then one runner registers 20 times at once. Counts what the API said and what Firestore holds.
import type { ApplyResponse } from '../../functions/src/domain/api-types.js';
import { openAdmin, storedRegistrations } from '../lib/admin.js';
import { createOpenMarathon, getMarathon, registrationForm, timed } from '../lib/api.js';
import { createRunners, type Runner } from '../lib/auth-emulator.js';
import { emptyResult, type SectionResult } from '../lib/report.js';
import { round, summarize } from '../lib/stats.js';

const SAME_USER_TIMES = 20;

interface Outcome {
  ms: number;
  status: number;
  modifiedCount: number | null;
  error: string | null;
}

async function apply(
  apiUrl: string,
  marathonId: string,
  runner: Runner,
  i: number,
): Promise<Outcome> {
  try {
    const res = await timed(`${apiUrl}/marathonApply/${marathonId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${runner.idToken}` },
      body: JSON.stringify(registrationForm(runner, i)),
    });
    if (res.status !== 200)
      return { ms: res.ms, status: res.status, modifiedCount: null, error: res.body.slice(0, 200) };
    const body = JSON.parse(res.body) as Partial<ApplyResponse>;
    return {
      ms: res.ms,
      status: res.status,
      modifiedCount: body.modifiedCount ?? null,
      error: null,
    };
  } catch (error) {
    return { ms: Number.NaN, status: 0, modifiedCount: null, error: String(error) };
  }
}

function tally(outcomes: Outcome[]) {
  const statuses: Record<string, number> = {};
  for (const o of outcomes) statuses[String(o.status)] = (statuses[String(o.status)] ?? 0) + 1;
  return {
    accepted: outcomes.filter((o) => o.modifiedCount === 1).length,
    duplicates: outcomes.filter((o) => o.modifiedCount === 0).length,
    errors: outcomes.filter((o) => o.status !== 200).length,
    serverErrors: outcomes.filter((o) => o.status >= 500 || o.status === 0).length,
    statuses,
    firstErrors: [
      ...new Set(outcomes.filter((o) => o.error !== null).map((o) => `${o.status}: ${o.error}`)),
    ].slice(0, 5),
  };
}

export async function runApiBurst(
  options: { apiUrl: string; authUrl: string; firestoreHost: string; runners: number; tag: string },
  progress: (line: string) => void,
): Promise<{ result: SectionResult; marathonId: string; creator: Runner }> {
  const result = emptyResult();
  progress(`  creating ${options.runners + 2} accounts in the Auth emulator...`);
  const t0 = performance.now();
  const [creator, loner, ...runners] = await createRunners(
    options.authUrl,
    `${options.tag}-burst`,
    options.runners + 2,
  );
  if (creator === undefined || loner === undefined)
    throw new Error('Account creation returned too few runners.');
  const accountsSeconds = round((performance.now() - t0) / 1000);
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench burst ${options.tag}`,
  );

  progress(`  ${runners.length} runners register at once...`);
  const start = performance.now();
  const outcomes = await Promise.all(
    runners.map((r, i) => apply(options.apiUrl, marathonId, r, i)),
  );
  const wallSeconds = (performance.now() - start) / 1000;
  const burst = {
    ...tally(outcomes),
    latencyMs: summarize(outcomes.filter((o) => o.status !== 0).map((o) => o.ms)),
  };

  progress(`  one runner registers ${SAME_USER_TIMES} times at once...`);
  const sameStart = performance.now();
  const same = await Promise.all(
    Array.from({ length: SAME_USER_TIMES }, () => apply(options.apiUrl, marathonId, loner, 0)),
  );
  const sameWall = (performance.now() - sameStart) / 1000;
  const sameTally = tally(same);

  const admin = openAdmin(options.firestoreHost);
  let stored: number;
  let lonerStored: boolean;
  try {
    stored = await storedRegistrations(admin.db, marathonId);
    const doc = await admin.db.doc(`marathons/${marathonId}/registrations/${loner.uid}`).get();
    lonerStored = doc.exists;
  } finally {
    await admin.close();
  }
  const apiCount = (await getMarathon(options.apiUrl, marathonId)).registrationCount;
  const expected = runners.length + 1;

  result.figures = {
    marathonId,
    runners: runners.length,
    accountCreationSeconds: accountsSeconds,
    burst: {
      ...burst,
      wallSeconds: round(wallSeconds, 2),
      requestsPerSecond: round(runners.length / wallSeconds),
    },
    sameUser: {
      times: SAME_USER_TIMES,
      ...sameTally,
      wallSeconds: round(sameWall, 2),
      registrationStored: lonerStored,
    },
    storedRegistrations: stored,
    apiRegistrationCount: apiCount,
    expectedRegistrations: expected,
  };
  result.tables.push({
    title: `Registration burst: ${runners.length} runners, one marathon, all at once`,
    header: [
      'accepted',
      'duplicates',
      'errors',
      '5xx',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'req/s',
      'wall s',
    ],
    rows: [
      [
        burst.accepted,
        burst.duplicates,
        burst.errors,
        burst.serverErrors,
        burst.latencyMs.p50,
        burst.latencyMs.p95,
        burst.latencyMs.p99,
        burst.latencyMs.max,
        round(runners.length / wallSeconds),
        round(wallSeconds, 2),
      ],
    ],
    note:
      `PATCH /api/marathonApply/{id} through Hosting, each runner with its own Auth-emulator ID token. ` +
      `Stored afterwards: ${stored} registrations (count() over the subcollection), the API's registrationCount ${apiCount}, ` +
      `expected ${expected} (runners + the same-user test). Statuses: ${JSON.stringify(burst.statuses)}.` +
      (burst.firstErrors.length > 0 ? ` First errors: ${burst.firstErrors.join(' | ')}` : ''),
  });
  result.tables.push({
    title: `Same runner, ${SAME_USER_TIMES} registrations at once`,
    header: ['new (modifiedCount 1)', 'already (modifiedCount 0)', 'errors', 'stored'],
    rows: [[sameTally.accepted, sameTally.duplicates, sameTally.errors, lonerStored ? 1 : 0]],
  });
  result.budgets.push({
    budget: `Burst: ${runners.length} registrations, exact count, zero 5xx`,
    limit: `${runners.length} accepted, ${expected} stored and counted, 0 5xx`,
    actual: `${burst.accepted} accepted, ${stored} stored, ${apiCount} counted, ${burst.serverErrors} 5xx`,
    pass:
      burst.accepted === runners.length &&
      stored === expected &&
      apiCount === expected &&
      burst.serverErrors === 0,
  });
  result.budgets.push({
    budget: `Same runner ${SAME_USER_TIMES} times at once gives one registration`,
    limit: `1 new, ${SAME_USER_TIMES - 1} already, 0 errors`,
    actual: `${sameTally.accepted} new, ${sameTally.duplicates} already, ${sameTally.errors} errors`,
    pass: sameTally.accepted === 1 && sameTally.duplicates === SAME_USER_TIMES - 1 && lonerStored,
  });
  if (burst.firstErrors.length > 0)
    result.warnings.push(`Burst errors: ${burst.firstErrors.join(' | ')}`);
  return { result, marathonId, creator };
}
