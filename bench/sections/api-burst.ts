// The registration burst (docs/budgets.md): N runners register for one marathon at the same
// moment, then one runner registers 20 times at once. Counts what the API said and what Firestore holds.
import type { Firestore } from 'firebase-admin/firestore';

import type { ApplyResponse } from '@run/contract/domain/api-types';
import { GENDER_OPTIONS } from '@run/contract/domain/results-groups';
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { openAdmin, storedRegistrations } from '../support/admin.js';
import {
  createOpenMarathon,
  getMarathon,
  nameOf,
  registrationForm,
  timedCall,
} from '../support/api.js';
import { createRunners, type Runner } from '../support/auth-emulator.js';
import { measured } from '../support/bursts.js';
import {
  emptyResult,
  type Progress,
  type SectionResult,
  type SectionTarget,
} from '../support/report.js';
import type { LatencySummary } from '../support/stats.js';
import { LATENCY_COLUMNS, latencyCells, p99Ratio, round } from '../support/stats.js';

const SAME_USER_TIMES = 20;

export interface Outcome {
  ms: number;
  status: number;
  modifiedCount: number | null;
  /** The registration's status in a 200 answer (`confirmed`, or `pending_payment` when priced). */
  registrationStatus: string | null;
  error: string | null;
}

export async function apply(
  apiUrl: string,
  marathonId: string,
  runner: Runner,
  i: number,
  /** The distance, on a race with several. */
  distanceId?: string,
  /** Answers to the race's questions, by question id. */
  answers?: Record<string, string>,
  /** More of the body: a discount code (the coupons section). */
  extra: Record<string, string> = {},
): Promise<Outcome> {
  try {
    const res = await timedCall(apiUrl, applyToMarathon, {
      params: { id: marathonId },
      body: { ...registrationForm(runner, i, distanceId, answers), ...extra },
      token: runner.idToken,
    });
    if (res.status !== 200)
      return {
        ms: res.ms,
        status: res.status,
        modifiedCount: null,
        registrationStatus: null,
        error: res.body.slice(0, 200),
      };
    const body = JSON.parse(res.body) as Partial<ApplyResponse>;
    return {
      ms: res.ms,
      status: res.status,
      modifiedCount: body.modifiedCount ?? null,
      registrationStatus: body.status ?? null,
      error: null,
    };
  } catch (error) {
    return {
      ms: Number.NaN,
      status: 0,
      modifiedCount: null,
      registrationStatus: null,
      error: String(error),
    };
  }
}

function tally(outcomes: Outcome[]) {
  return {
    accepted: outcomes.filter((o) => o.modifiedCount === 1).length,
    duplicates: outcomes.filter((o) => o.modifiedCount === 0).length,
    errors: outcomes.filter((o) => o.status !== 200).length,
    ...measured(outcomes),
    firstErrors: [
      ...new Set(outcomes.filter((o) => o.error !== null).map((o) => `${o.status}: ${o.error}`)),
    ].slice(0, 5),
  };
}

export interface BurstOptions extends SectionTarget {
  runners: number;
  /** Also send one runner's registration 20 times at once. */
  sameUser: boolean;
  /** Report the burst budgets of docs/budgets.md (off for the small probe through the emulator). */
  checkBudgets: boolean;
  /** Into a race asking BENCH_QUESTIONS, every runner answering all three. */
  questions?: boolean;
}

/** The three questions of the questions burst (docs/registration.md). */
export const BENCH_QUESTIONS = [
  {
    label: 'T-shirt size',
    type: 'choice',
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    required: true,
  },
  { label: 'Club', type: 'text' },
  {
    label: 'Gender',
    type: 'choice',
    options: [...GENDER_OPTIONS],
  },
] as const;

/** Runner i's answers, by the ids the server gave the questions (looked up by label). */
export function benchAnswers(
  questions: readonly { id: string; label: string }[],
  i: number,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const asked of BENCH_QUESTIONS) {
    const id = questions.find((q) => q.label === asked.label)?.id;
    if (id === undefined) throw new Error(`The race does not ask "${asked.label}".`);
    answers[id] =
      'options' in asked ? (asked.options[i % asked.options.length] ?? '') : `Club ${i % 50}`;
  }
  return answers;
}

/** Registrations holding an answer to every one of the race's questions. */
async function storedWithAnswers(
  db: Firestore,
  marathonId: string,
  questionIds: readonly string[],
): Promise<number> {
  const snap = await db
    .collection('marathons')
    .doc(marathonId)
    .collection('registrations')
    .select('answers')
    .get();
  return snap.docs.filter((d) => {
    const answers: unknown = d.get('answers');
    return (
      typeof answers === 'object' &&
      answers !== null &&
      questionIds.every((id) => {
        const a: unknown = (answers as Record<string, unknown>)[id];
        return typeof a === 'string' && a !== '';
      })
    );
  }).length;
}

export async function runApiBurst(
  options: BurstOptions,
  progress: Progress,
): Promise<{
  result: SectionResult;
  marathonId: string;
  creator: Runner;
  latencyMs: LatencySummary;
}> {
  const result = emptyResult();
  progress(
    `  [${options.target}] creating ${options.runners + 2} accounts in the Auth emulator...`,
  );
  const t0 = performance.now();
  const [creator, loner, ...runners] = await createRunners(
    options.authUrl,
    `${options.tag}-burst-${options.sameUser ? 'main' : 'probe'}`,
    options.runners + 2,
  );
  if (creator === undefined || loner === undefined) {
    throw new Error('Account creation returned too few runners.');
  }
  const accountsSeconds = round((performance.now() - t0) / 1000);
  const withQuestions = options.questions === true;
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench burst ${withQuestions ? 'questions ' : ''}${options.tag}`,
    withQuestions ? { questions: BENCH_QUESTIONS } : {},
  );
  // The ids the server gave the questions, as the organiser sees the race.
  const questions = withQuestions
    ? ((await getMarathon(options.apiUrl, marathonId, creator.idToken)).questions ?? [])
    : [];
  const kind = withQuestions ? ' (three questions answered)' : '';

  progress(`  [${options.target}] ${runners.length} runners register at once${kind}...`);
  const start = performance.now();
  const outcomes = await Promise.all(
    runners.map((r, i) =>
      apply(
        options.apiUrl,
        marathonId,
        r,
        i,
        undefined,
        withQuestions ? benchAnswers(questions, i) : undefined,
      ),
    ),
  );
  const wallSeconds = (performance.now() - start) / 1000;
  const burst = tally(outcomes);

  let same: (ReturnType<typeof tally> & { wallSeconds: number }) | null = null;
  if (options.sameUser) {
    progress(`  [${options.target}] one runner registers ${SAME_USER_TIMES} times at once...`);
    const sameStart = performance.now();
    const outcomesSame = await Promise.all(
      Array.from({ length: SAME_USER_TIMES }, () => apply(options.apiUrl, marathonId, loner, 0)),
    );
    same = {
      ...tally(outcomesSame),
      wallSeconds: round((performance.now() - sameStart) / 1000, 2),
    };
  }

  const admin = openAdmin(options.firestoreHost);
  let stored: number;
  let lonerStored: boolean;
  let answered: number | null = null;
  try {
    stored = await storedRegistrations(admin.db, marathonId);
    if (withQuestions)
      answered = await storedWithAnswers(
        admin.db,
        marathonId,
        questions.map((q) => q.id),
      );
    lonerStored = (await admin.db.doc(`marathons/${marathonId}/registrations/${loner.uid}`).get())
      .exists;
  } finally {
    await admin.close();
  }
  const apiCount = (await getMarathon(options.apiUrl, marathonId)).registrationCount;
  const expected = burst.accepted + (same?.accepted ?? 0);
  const rps = round(runners.length / wallSeconds);

  result.figures = {
    target: options.target,
    marathonId,
    runners: runners.length,
    accountCreationSeconds: accountsSeconds,
    burst: { ...burst, wallSeconds: round(wallSeconds, 2), requestsPerSecond: rps },
    sameUser:
      same === null ? null : { times: SAME_USER_TIMES, ...same, registrationStored: lonerStored },
    storedRegistrations: stored,
    apiRegistrationCount: apiCount,
    questions: withQuestions ? questions.length : 0,
    storedWithAnswers: answered,
  };
  result.tables.push({
    title: `Registration burst${kind} via ${options.target}: ${runners.length} runners, one marathon, all at once`,
    header: ['accepted', 'duplicates', 'errors', '5xx', ...LATENCY_COLUMNS, 'req/s', 'wall s'],
    rows: [
      [
        burst.accepted,
        burst.duplicates,
        burst.errors,
        burst.serverErrors,
        ...latencyCells(burst.latencyMs),
        rps,
        round(wallSeconds, 2),
      ],
    ],
    note:
      `${nameOf(applyToMarathon, '/api')}, each runner with its own Auth-emulator ID token, all sent at once. ` +
      `Afterwards Firestore holds ${stored} registrations (count() over the subcollection) and the API's ` +
      `registrationCount says ${apiCount}${same === null ? '' : ' (runners + the same-runner test)'}. ` +
      (answered === null
        ? ''
        : `${answered} stored registrations hold an answer to all three questions. `) +
      `Statuses: ${JSON.stringify(burst.statuses)}.` +
      (burst.firstErrors.length > 0 ? ` First errors: ${burst.firstErrors.join(' | ')}` : ''),
  });
  if (same !== null) {
    result.tables.push({
      title: `Same runner, ${SAME_USER_TIMES} registrations at once (via ${options.target})`,
      header: ['new (modifiedCount 1)', 'already (modifiedCount 0)', 'errors', 'stored'],
      rows: [[same.accepted, same.duplicates, same.errors, lonerStored ? 1 : 0]],
    });
  }
  if (options.checkBudgets) {
    result.budgets.push({
      budget: `Burst${kind}: ${runners.length} registrations at once, exact count, zero 5xx`,
      limit: `${runners.length} accepted, stored${answered === null ? '' : ' with answers'} and counted, 0 5xx`,
      actual:
        `${burst.accepted} accepted, ${stored} stored, ${apiCount} counted, ${burst.serverErrors} 5xx` +
        (answered === null ? '' : `, ${answered} with all three answers`),
      pass:
        burst.accepted === runners.length &&
        stored === expected &&
        apiCount === expected &&
        burst.serverErrors === 0 &&
        (answered === null || answered === expected),
    });
    if (same !== null) {
      result.budgets.push({
        budget: `Same runner ${SAME_USER_TIMES} times at once gives one registration`,
        limit: `1 new, ${SAME_USER_TIMES - 1} already, 0 errors`,
        actual: `${same.accepted} new, ${same.duplicates} already, ${same.errors} errors`,
        pass: same.accepted === 1 && same.duplicates === SAME_USER_TIMES - 1 && lonerStored,
      });
    }
  }
  if (burst.firstErrors.length > 0) {
    result.warnings.push(`Burst via ${options.target}: ${burst.firstErrors.join(' | ')}`);
  }
  return { result, marathonId, creator, latencyMs: burst.latencyMs };
}

/** Noise allowed between two bursts of one run: the questions burst's p99 at most this times the plain one's. */
const QUESTIONS_P99_MAX = 1.1;

/** The burst with three questions answered beside the plain burst of the same run. */
export function compareQuestionsBurst(
  plain: LatencySummary,
  asked: LatencySummary,
  runners: number,
): SectionResult {
  const result = emptyResult();
  const ratio = p99Ratio(asked.p99, plain.p99);
  result.figures = { plain, questions: asked, p99Ratio: ratio };
  result.tables.push({
    title: `Registration burst, ${runners} runners: three questions answered against none (same run)`,
    header: ['burst', ...LATENCY_COLUMNS, 'p99 ratio'],
    rows: [
      ['no questions', ...latencyCells(plain), 1],
      ['three questions answered', ...latencyCells(asked), ratio],
    ],
    note: 'Same run, one after the other, each starting on an idle stack (the triggers of what ran before it done: no document written for 3 s).',
  });
  result.budgets.push({
    budget: `Burst with three questions answered against the plain burst (p99)`,
    limit: `<= ${QUESTIONS_P99_MAX}x (noise)`,
    actual: `${ratio ?? '-'}x (${asked.p99} ms vs ${plain.p99} ms)`,
    pass: ratio !== null && asked.p99 <= QUESTIONS_P99_MAX * plain.p99,
  });
  return result;
}
