// Payments (docs/budgets.md, docs/payments.md). First N runners at once for N/2 priced places, judged
// as the capacity burst is (zero 5xx, p99 at most 1.5 times the unlimited burst's), every place taken
// held `pending_payment`. On 2 cores one burst's p99 swings by half from run to run, so the section
// runs ROUNDS rounds on an idle stack, each an unlimited burst, the same half-places burst without a
// price (the capacity section's) and the priced one, and judges the median round's ratio; the
// unpriced burst beside it tells what the price itself costs. Then the webhook storm: N runners who started paying by card,
// the test provider's N `payment.succeeded` events each sent twice, all 2N at once in a shuffled
// order, which must confirm exactly N registrations, each once (one ledger success, one event record
// and one receipt per runner).
import type { Firestore } from 'firebase-admin/firestore';

import * as payments from '@run/contract/endpoints/payments';
import { applyToMarathon } from '@run/contract/endpoints/registrations';
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';

import { SIGNATURE_HEADER, signatureHeader } from '../../functions/src/providers/providers.js';
import { shuffled } from '../../functions/src/lib/shuffled.js';
import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { MAIL } from '../../functions/src/mail/outbox.js';
import { testPaymentEvent } from '../../test-support/factories.js';
import { openAdmin, storedRegistrations } from '../support/admin.js';
import { benchClient, createOpenMarathon, nameOf, pricedRace, timedCall } from '../support/api.js';
import { creatorAndRunners, type Runner } from '../support/auth-emulator.js';
import { measured } from '../support/bursts.js';
import { untilQuiet } from '../support/firestore-stats.js';
import { mapLimit } from '../support/pool.js';
import { emptyResult, type Progress, type Section, type SectionTarget } from '../support/report.js';
import { LATENCY_COLUMNS, latencyCells, round } from '../support/stats.js';
import { apply } from './api-burst.js';
import { halfPlacesBurst, p99Budget } from './capacity.js';

/** One tier, for good: what every runner of the section pays, in cents of CURRENCY. */
const PRICE = 4500;
const CURRENCY = 'EUR';
/** Set-up requests in flight at once (registering and starting payments before the storm; not timed). */
const SETUP_IN_FLIGHT = 32;
/** Each event goes to the webhook this many times, as a provider retrying delivery would. */
const DELIVERIES = 2;
/** The bursts run as this many rounds; the budget takes the median round's ratio. */
const ROUNDS = 3;

export interface PaymentsOptions extends SectionTarget {
  runners: number;
}

const HELD = 'pending_payment';

/** N runners at once for a free race without a limit: the round's yardstick, its p99 alone. */
async function unlimitedBurst(options: PaymentsOptions, creator: Runner, runners: Runner[]) {
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench unlimited ${options.tag}`,
    {},
  );
  const outcomes = await Promise.all(
    runners.map((r, i) => apply(options.apiUrl, marathonId, r, i)),
  );
  const { latencyMs, serverErrors } = measured(outcomes);
  return { p99: latencyMs.p99, serverErrors };
}

/** N runners at once for N/2 priced places: the capacity burst, each place taken held unpaid. */
async function pricedBurst(
  options: PaymentsOptions,
  unlimitedP99: number,
  creator: Runner,
  runners: Runner[],
) {
  const { outcomes, ...burst } = await halfPlacesBurst(
    { ...options, unlimitedP99 },
    creator,
    runners,
    `Bench priced ${options.tag}`,
    (places) => pricedRace(PRICE, places),
  );
  const admin = openAdmin(options.firestoreHost);
  try {
    return {
      ...burst,
      held: outcomes.filter((o) => o.modifiedCount === 1 && o.registrationStatus === HELD).length,
      storedHeld: await storedRegistrations(admin.db, burst.marathonId, HELD),
    };
  } finally {
    await admin.close();
  }
}

interface Delivery {
  ms: number;
  status: number;
  error: string | null;
}

async function deliver(apiUrl: string, body: string, signature: string): Promise<Delivery> {
  try {
    const res = await timedCall(apiUrl, payments.paymentWebhook, {
      params: { provider: 'test' },
      rawBody: body,
      headers: { [SIGNATURE_HEADER]: signature },
    });
    return {
      ms: res.ms,
      status: res.status,
      error: res.status === 200 ? null : res.body.slice(0, 200),
    };
  } catch (error) {
    // fetch says only "fetch failed"; its cause says why (a refused or timed-out connection).
    const cause =
      error instanceof Error && error.cause !== undefined ? ` (${String(error.cause)})` : '';
    return { ms: Number.NaN, status: 0, error: `${String(error)}${cause}` };
  }
}

/** What the storm left in Firestore: confirmations, ledger successes, event records and receipts. */
async function stormCounts(db: Firestore, marathonId: string, eventIds: readonly string[]) {
  const ledger = db
    .collection(COLLECTIONS.marathons)
    .doc(marathonId)
    .collection(COLLECTIONS.payments);
  // providerEvents/{provider}-{id} (functions/src/payments/event-record.ts).
  const records = await db.getAll(
    ...eventIds.map((id) => db.collection(COLLECTIONS.providerEvents).doc(`test-${id}`)),
  );
  const mails = await db
    .collection(MAIL)
    .where('marathonId', '==', marathonId)
    .select('message.subject')
    .get();
  return {
    confirmed: await storedRegistrations(db, marathonId, 'confirmed'),
    ledgerSucceeded: (await ledger.where('state', '==', 'succeeded').count().get()).data().count,
    ledgerEntries: (await ledger.count().get()).data().count,
    eventsRecorded: records.filter((r) => r.exists).length,
    receipts: mails.docs.filter((m) => String(m.get('message.subject')).startsWith('Receipt:'))
      .length,
  };
}

/**
 * N runners register for a priced race without a limit and start paying by card (set-up, a bounded
 * pool); then each payment's `payment.succeeded` event goes to the webhook twice, all at once.
 */
async function webhookStorm(
  options: PaymentsOptions,
  creator: Runner,
  runners: Runner[],
  quiet: () => Promise<void>,
  progress: Progress,
) {
  const client = benchClient(options.apiUrl);
  const marathonId = await createOpenMarathon(
    options.apiUrl,
    creator,
    `Bench webhooks ${options.tag}`,
    pricedRace(PRICE),
  );
  const price = await client.ok(payments.quote, { params: { id: marathonId }, query: {} });
  progress(`  set-up: ${runners.length} runners register and start paying by card...`);
  const registered = await mapLimit(runners, SETUP_IN_FLIGHT, (r, i) =>
    apply(options.apiUrl, marathonId, r, i),
  );
  const notHeld = registered.filter((o) => o.registrationStatus !== HELD);
  if (notHeld.length > 0) {
    throw new Error(
      `${notHeld.length} set-up registrations are not held for payment: ${notHeld[0]?.status} ${notHeld[0]?.error ?? notHeld[0]?.registrationStatus}`,
    );
  }
  const paymentIds = await mapLimit(
    runners,
    SETUP_IN_FLIGHT,
    async (r) =>
      (
        await client.ok(payments.startPayment, {
          params: { id: marathonId, userId: r.uid },
          token: r.idToken,
          body: { method: 'card' },
        })
      ).paymentId,
  );
  await quiet();
  const events = paymentIds.map((paymentId, i) => {
    const id = `evt_${options.tag}_${i}`;
    const body = testPaymentEvent(paymentId, price.total, 'payment.succeeded', id, price.currency);
    return { id, body, signature: signatureHeader(TEST_WEBHOOK_SECRET, body) };
  });
  const sends = shuffled(events.flatMap((e) => Array.from({ length: DELIVERIES }, () => e)));
  progress(
    `  [${options.target}] ${events.length} webhook events, each sent ${DELIVERIES} times, all ${sends.length} at once...`,
  );
  const start = performance.now();
  const answers = await Promise.all(sends.map((e) => deliver(options.apiUrl, e.body, e.signature)));
  const wallSeconds = (performance.now() - start) / 1000;
  const admin = openAdmin(options.firestoreHost);
  let counts: Awaited<ReturnType<typeof stormCounts>>;
  try {
    counts = await stormCounts(
      admin.db,
      marathonId,
      events.map((e) => e.id),
    );
  } finally {
    await admin.close();
  }
  return {
    marathonId,
    events: events.length,
    requests: sends.length,
    ok: answers.filter((a) => a.status === 200).length,
    errors: answers.filter((a) => a.status !== 200).length,
    ...measured(answers),
    wallSeconds: round(wallSeconds, 2),
    requestsPerSecond: round(sends.length / wallSeconds),
    firstErrors: [
      ...new Set(answers.filter((a) => a.error !== null).map((a) => `${a.status}: ${a.error}`)),
    ].slice(0, 5),
    ...counts,
  };
}

export const runPayments: Section<PaymentsOptions> = async (options, progress) => {
  const result = emptyResult();
  const { creator, runners: all } = await creatorAndRunners(
    options,
    'payments',
    2 * options.runners,
    progress,
  );
  // As in the capacity section: the burst starts on an idle stack, so its ratio compares like with like.
  const quiet = untilQuiet(options.firestoreHost, progress);
  await quiet();
  // The same runners in every burst, each burst on its own race.
  const burstRunners = all.slice(0, options.runners);
  const rounds: {
    unlimited: Awaited<ReturnType<typeof unlimitedBurst>>;
    unpriced: { p99: number; serverErrors: number };
    priced: Awaited<ReturnType<typeof pricedBurst>>;
  }[] = [];
  for (let k = 1; k <= ROUNDS; k += 1) {
    progress(
      `  [${options.target}] round ${k}/${ROUNDS}: ${options.runners} runners at once without a limit, then for ${Math.floor(options.runners / 2)} places, free and then priced...`,
    );
    const unlimited = await unlimitedBurst(options, creator, burstRunners);
    await quiet();
    const { latencyMs, serverErrors } = await halfPlacesBurst(
      { ...options, unlimitedP99: unlimited.p99 },
      creator,
      burstRunners,
      `Bench capacity ${options.tag}`,
      (places) => ({ capacity: places }),
    );
    await quiet();
    const priced = await pricedBurst(options, unlimited.p99, creator, burstRunners);
    rounds.push({ unlimited, unpriced: { p99: latencyMs.p99, serverErrors }, priced });
    await quiet();
  }
  // The round whose ratio is the median (ROUNDS is odd): its figures are the section's.
  const byRatio = [...rounds].sort(
    (x, y) => (x.priced.p99Ratio ?? Infinity) - (y.priced.p99Ratio ?? Infinity),
  );
  const middle = byRatio[Math.floor(ROUNDS / 2)];
  if (middle === undefined) throw new Error('The payments section ran no burst.');
  const b = middle.priced;
  const s = await webhookStorm(
    options,
    creator,
    all.slice(options.runners, 2 * options.runners),
    quiet,
    progress,
  );

  result.figures = {
    target: options.target,
    price: { amount: PRICE, currency: CURRENCY },
    rounds,
    pricedBurst: b,
    webhookStorm: s,
  };
  result.tables.push({
    title: `Priced capacity bursts via ${options.target}: ${ROUNDS} rounds of ${options.runners} runners at once, without a limit, then for ${b.places} places free and priced`,
    header: [
      'round',
      'unlimited p99 ms',
      'free, limited p99 ms',
      'held',
      'sold out',
      'errors',
      '5xx',
      ...LATENCY_COLUMNS,
      'p99 ratio',
      'wall s',
    ],
    rows: rounds.map((p, i) => [
      i + 1,
      p.unlimited.p99,
      p.unpriced.p99,
      p.priced.held,
      p.priced.soldOut,
      p.priced.errors,
      p.priced.serverErrors + p.unlimited.serverErrors + p.unpriced.serverErrors,
      ...latencyCells(p.priced.latencyMs),
      p.priced.p99Ratio ?? '-',
      p.priced.wallSeconds,
    ]),
    note:
      `${nameOf(applyToMarathon, '/api')}: each round on a free race without a limit, then for one distance of ` +
      `${b.places} places free (the capacity burst) and at ${PRICE / 100} ${CURRENCY} (card), the stack idle before each ` +
      `burst; the latency columns are the priced burst's; "held" = 200 {modifiedCount: 1, status: "${HELD}"}, "sold ` +
      `out" = 409 {soldOut: true}; p99 ratio = the priced burst's p99 over its round's unlimited p99, judged on the ` +
      `median round (${rounds.indexOf(middle) + 1}). Afterwards its ` +
      `race holds ${b.stored} registrations, ${b.storedHeld} of them ${HELD}, and the API counts ${b.counted}.`,
  });
  result.tables.push({
    title: `Webhook storm via ${options.target}: ${s.events} payment events, each sent ${DELIVERIES} times, all ${s.requests} at once`,
    header: ['200', 'other', '5xx', ...LATENCY_COLUMNS, 'req/s', 'wall s', 'confirmed'],
    rows: [
      [
        s.ok,
        s.errors,
        s.serverErrors,
        ...latencyCells(s.latencyMs),
        s.requestsPerSecond,
        s.wallSeconds,
        s.confirmed,
      ],
    ],
    note:
      `${nameOf(payments.paymentWebhook, '/api')} (test provider, signed), the deliveries shuffled, after ` +
      `${s.events} runners registered and started paying by card (not timed). Afterwards Firestore holds ` +
      `${s.confirmed} confirmed registrations, ${s.ledgerSucceeded} of ${s.ledgerEntries} ledger entries ` +
      `succeeded, ${s.eventsRecorded} event records and ${s.receipts} receipts. Statuses: ${JSON.stringify(s.statuses)}.`,
  });
  const exact = (p: (typeof rounds)[number]['priced']) =>
    p.held === p.places &&
    p.accepted === p.places &&
    p.stored === p.places &&
    p.storedHeld === p.places &&
    p.counted === p.places &&
    p.soldOut === options.runners - p.places &&
    p.errors === 0 &&
    p.serverErrors === 0;
  result.budgets.push({
    budget: `Payments: ${options.runners} runners at once for ${b.places} priced places, exact, zero 5xx (each of ${ROUNDS} bursts)`,
    limit: `${b.places} held (${HELD}) and stored, ${options.runners - b.places} sold out, 0 5xx`,
    actual: rounds
      .map(
        ({ priced: p }) =>
          `${p.held} held, ${p.stored} stored (${p.storedHeld} ${HELD}), ${p.counted} counted, ${p.soldOut} sold out, ${p.errors} errors, ${p.serverErrors} 5xx`,
      )
      .concat(
        `unlimited and free bursts: ${rounds.map((p) => p.unlimited.serverErrors + p.unpriced.serverErrors).join(', ')} 5xx`,
      )
      .join('; '),
    pass: rounds.every(
      (p) => exact(p.priced) && p.unlimited.serverErrors === 0 && p.unpriced.serverErrors === 0,
    ),
  });
  const pricedP99 = p99Budget(
    `Priced capacity (median of ${ROUNDS} rounds)`,
    b,
    middle.unlimited.p99,
  );
  if (pricedP99 !== null) result.budgets.push(pricedP99);
  result.budgets.push({
    budget: `Payments: ${s.events} webhook events at once, each sent ${DELIVERIES} times, confirm exactly ${s.events}`,
    limit: `${s.events} confirmed, succeeded in the ledger, recorded and receipted; every answer 200`,
    actual: `${s.confirmed} confirmed, ${s.ledgerSucceeded} succeeded, ${s.eventsRecorded} recorded, ${s.receipts} receipts; ${s.ok} of ${s.requests} answers 200, ${s.serverErrors} 5xx`,
    pass:
      s.confirmed === s.events &&
      s.ledgerSucceeded === s.events &&
      s.ledgerEntries === s.events &&
      s.eventsRecorded === s.events &&
      s.receipts === s.events &&
      s.ok === s.requests,
  });
  for (const [label, errors] of [
    ['Priced bursts', [...new Set(rounds.flatMap((p) => p.priced.firstErrors))].slice(0, 5)],
    ['Webhook storm', s.firstErrors],
  ] as const) {
    if (errors.length > 0) result.warnings.push(`Payments, ${label}: ${errors.join(' | ')}`);
  }
  return result;
};
