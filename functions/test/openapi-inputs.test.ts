// What the OpenAPI document calls valid, the API takes (docs/api.md): for every operation, inputs are
// generated from the published document's own schemas (json-schema-faker, seeded, a few per
// operation) and sent as the race's organiser; none may be refused as invalid input (400), except
// where a rule JSON Schema cannot state is the reason (EXCEPTIONS, each with why).
import * as health from '@run/contract/endpoints/health';
import * as raceDay from '@run/contract/endpoints/race-day';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { generate } from 'json-schema-faker';
import { describe, expect, it } from 'vitest';

import { apiClient } from '../../test-support/api-client.js';
import { API, api, createMarathon, fakeIp } from './helpers.js';
import { signUp, signUpVerified, type TestUser } from './users.js';
import { applyTo } from './actions.js';

/** Inputs per operation: a few, so the file stays fast; the seed makes every run send the same. */
const RUNS = 3;
const SEED = 20_261_123;

type Schema = Record<string, unknown>;

interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: Array<{ name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}

/**
 * Fields an operation may refuse although the document calls the input valid, and why: each is a
 * rule about a stored race, the caller, or how two fields relate, which a JSON Schema cannot say.
 */
const RACE_FORM = {
  answers: 'answers must name the race’s own questions and fit their types',
  distanceId: 'must name one of the race’s own distances',
  dateOfBirth: 'the race’s minimum age for the distance',
  waiverAccepted: 'must be the version of the race’s waiver in force',
} as const;

const MARATHON_RULES = {
  endRegistrationDate: 'registration start ≤ end ≤ race start (an order of two fields)',
  marathonStartDate: 'registration start ≤ end ≤ race start (an order of two fields)',
  runningDistance: 'required only when no distances are given',
  distances:
    'names unique, bib ranges complete, in order and not overlapping, ids of the race, price tiers in order of their end with only the last open-ended, a ballot closing after it opens and drawn at or after it closes',
  paymentMethods: 'at least one when a distance has a price (a rule across fields)',
  bankAccount: 'required with bank transfer, and the IBAN’s mod-97 check digits',
  questions: 'labels unique, options only for a choice, distanceIds of the race’s distances',
  refundPolicy: 'partial refunds end no sooner than full ones (an order of two fields)',
  timeZone:
    'an IANA time zone the server’s Intl knows, and one is required with a start time (a rule across fields)',
} as const;

const COUPON_TERMS = {
  value:
    'a percent from 1 to 100, an amount from 1 cent: its range follows its kind (a rule across fields)',
  validUntil: 'after validFrom (an order of two fields)',
  distanceIds: 'must name the race’s own distances',
} as const;

const SHIFT_TIMES = 'after startsAt, at most 24 hours later (a rule across fields)';

const ITEM_RULES = {
  distanceIds: 'must name the race’s own distances',
  variants:
    'names differ in any case, and a variantId names one of the item’s own (a rule across entries and the stored item)',
} as const;

const EXCEPTIONS: Record<string, Record<string, string>> = {
  createMarathon: MARATHON_RULES,
  updateMarathon: MARATHON_RULES,
  applyToMarathon: {
    ...RACE_FORM,
    $addToSet: 'the add-to-set record must name the path’s marathon and the caller',
  },
  updateRegistration: RACE_FORM,
  // Each entry is a registration form (its field named `entries.N.field`), and the order as a whole.
  createOrder: {
    ...RACE_FORM,
    entries: 'at most one entry may be the buyer (`self`): a rule across entries',
  },
  createTeam: { distanceId: RACE_FORM.distanceId },
  createShift: { endsAt: SHIFT_TIMES },
  createItem: ITEM_RULES,
  updateItem: { ...ITEM_RULES, _: 'at least one field (a rule over the object)' },
  // A message's subject and body name only the merge fields there are: a rule over the text.
  createMessage: { body: 'braces name only the merge fields there are ({firstName}, ...)' },
  previewMessage: { body: 'braces name only the merge fields there are ({firstName}, ...)' },
  setConsent: { _: 'at least one of the two fields (a rule over the object)' },
  // An unsubscribe link's token is signed by the API: no generated text is one.
  unsubscribe: { token: 'a token the API signed for an address' },
  unsubscribeOneClick: { token: 'a token the API signed for an address' },
  updateShift: { endsAt: SHIFT_TIMES },
  joinWaitlist: RACE_FORM,
  acceptOffer: { waiverAccepted: RACE_FORM.waiverAccepted },
  acceptTransfer: RACE_FORM,
  checkIn: {
    scannedAt:
      'from the runner’s confirmation, which the registration stores, to now plus clock drift',
  },
  setBib: { bib: 'a number of the runner’s distance’s range or the reserved list' },
  listMarathons: { cursor: 'an opaque cursor the API wrote' },
  listParticipants: {
    cursor: 'an opaque cursor the API wrote',
    distanceId: RACE_FORM.distanceId,
  },
  listWaitlist: { cursor: 'an opaque cursor the API wrote' },
  marathonActivity: { cursor: 'an opaque cursor the API wrote' },
  roster: { cursor: 'an opaque cursor the API wrote' },
  listPayments: { cursor: 'an opaque cursor the API wrote' },
  listRefunds: { cursor: 'an opaque cursor the API wrote' },
  listBankTransactions: { cursor: 'an opaque cursor the API wrote' },
  listPayouts: { cursor: 'an opaque cursor the API wrote' },
  importBankStatement: {
    columns: 'the names of header cells the CSV has',
    csv: 'a CSV whose amounts are amounts',
    xml: 'a well-formed camt.053 statement',
  },
  organiserRefund: { amount: 'at most what is left of the runner’s payment' },
  quote: { distanceId: RACE_FORM.distanceId },
  importResults: { distanceId: RACE_FORM.distanceId },
  publishResults: { distanceId: RACE_FORM.distanceId },
  pushResults: {
    results:
      'each row read as a results CSV line: real clock times, a time for a finish, a bib once per timing point',
  },
  partnerParticipants: { cursor: 'an opaque cursor the API wrote' },
  createCoupon: COUPON_TERMS,
  updateCoupon: COUPON_TERMS,
  createCouponBatch: COUPON_TERMS,
  listCoupons: { cursor: 'an opaque cursor the API wrote' },
  listReferrers: { cursor: 'an opaque cursor the API wrote' },
  enterBallot: RACE_FORM,
  putTranslation: {
    distances: 'must name the race’s own distances',
    questions:
      'must name the race’s own questions; options only for a choice, one for each of its options',
    waiver: 'only a race with a waiver has one to translate',
  },
};

/** Whether a refused field is one the operation's exceptions name (a prefix: `answers.x`). */
const excused = (operationId: string, named: string): boolean => {
  // An order's entry is a registration form: `entries.2.distanceId` is excused as `distanceId` is.
  const field = named.replace(/^entries\.\d+\./u, '');
  return Object.keys(EXCEPTIONS[operationId.replace(/Alias\d+$/u, '')] ?? {}).some(
    (name) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`),
  );
};

/** The document, as any client would read it. */
async function published(): Promise<Record<string, Record<string, Operation>>> {
  const { body } = await api.call(health.openApiDocument);
  return (body as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<Schema, ValidateFunction>();
const validatorOf = (schema: Schema): ValidateFunction => {
  const known = validators.get(schema) ?? ajv.compile(schema);
  validators.set(schema, known);
  return known;
};

/** How many seeds to try for one valid value: the generator does not follow every keyword. */
const TRIES = 200;

/**
 * A value `schema` calls valid, from the generator, checked with Ajv (a maintained validator of the
 * document's dialect): a candidate the schema refuses is the generator's miss, and the next is tried.
 */
async function valid(schema: Schema, seed: number, where: string): Promise<unknown> {
  const check = validatorOf(schema);
  for (let n = 0; n < TRIES; n += 1) {
    const value = await generate(schema as never, {
      seed: seed * TRIES + n,
      optionalsProbability: 0.5,
    });
    if (check(value)) return value;
  }
  throw new Error(`the generator made no valid value for ${where} in ${TRIES} tries`);
}

/** One input the document calls valid: query and body from its schemas, path ids of real records. */
async function inputFor(op: Operation, ids: Record<string, string>, seed: number) {
  const query: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    // Optional parameters are sent half the time, as a client might.
    if (!p.required && seed % 2 === 0) continue;
    query[p.name] = String(await valid(p.schema, seed, `${op.operationId} ${p.name}`));
  }
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const body =
    bodySchema === undefined ? undefined : await valid(bodySchema, seed, `${op.operationId} body`);
  const path = op.path.replace(/\{(\w+)\}/gu, (_all, name: string) =>
    encodeURIComponent(ids[name] ?? 'unknown'),
  );
  return { path, query, body };
}

/** A fresh world per operation: an organiser's race (with a verified organiser), a runner of it. */
async function world(): Promise<{ owner: TestUser; ids: Record<string, string> }> {
  const owner = await signUpVerified('generated-owner');
  const runner = await signUp('generated-runner');
  const id = await createMarathon(owner);
  expect((await applyTo(id, runner)).status).toBe(200);
  const invited = await api.call(raceDay.inviteStaff, {
    params: { id },
    token: owner.token,
    body: { email: `staff-${id}@example.org`, role: 'check-in' },
  });
  return {
    owner,
    ids: {
      id,
      marathonId: id,
      // The caller's own uid and email for the caller's lists; the runner's for the race's records.
      userId: owner.uid,
      email: owner.email,
      staffId: invited.body.staffId,
      jobId: 'no-such-job',
      keyId: '0123456789abcdef',
      lang: 'de',
    },
  };
}

/** The runner's uid where a path names a runner of the race rather than the caller. */
const RUNNER_PATHS = new Set(['setBib', 'undoCheckIn']);

/** Sends the operation's generated inputs in its own world; what it refused as invalid. */
async function refusedBy(op: Operation): Promise<string[]> {
  const { owner, ids } = await world();
  if (RUNNER_PATHS.has(op.operationId)) {
    const runner = await signUp('generated-named');
    expect((await applyTo(ids.id ?? '', runner)).status).toBe(200);
    ids.userId = runner.uid;
  }
  const refused: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const input = await inputFor(op, ids, SEED + run);
    const res = await apiClient(API).call({ method: op.method, path: input.path } as never, {
      query: input.query,
      token: owner.token,
      headers: { 'x-forwarded-for': fakeIp() },
      ...(input.body === undefined ? {} : { body: input.body }),
    });
    expect(res.status, `${op.method} ${op.path}: ${res.text}`).toBeLessThan(500);
    if (res.status !== 400) continue;
    const details = (res.body as { details?: Array<{ field: string }> }).details ?? [];
    const unexcused = details.filter((d) => !excused(op.operationId, d.field));
    if (details.length === 0 || unexcused.length > 0) {
      const sent = `${JSON.stringify(input.query)} ${JSON.stringify(input.body)}`;
      refused.push(`${op.method} ${op.path} ${sent} → ${res.text}`);
    }
  }
  return refused;
}

/** Operations run this many at a time, each in its own world. */
const AT_ONCE = 4;

describe('inputs the OpenAPI document calls valid', () => {
  it('are not refused as invalid by any operation (seeded, a few per operation)', async () => {
    const operations = Object.entries(await published()).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        method: method.toUpperCase(),
        path,
      })),
    );
    const refused: string[] = [];
    for (let i = 0; i < operations.length; i += AT_ONCE) {
      const batch = operations.slice(i, i + AT_ONCE);
      refused.push(...(await Promise.all(batch.map(refusedBy))).flat());
    }
    expect(refused).toEqual([]);
  }, 300_000);
});
