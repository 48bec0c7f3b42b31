// Orders for several runners (docs/orders.md, docs/budgets.md): N orders of four at once for 5N/3
// places on a free race, which must accept exactly floor(places / 4) orders whole, refuse the rest
// whole (409, nothing taken), store no order in part, and answer no 5xx; its p99 beside a burst of
// single registrations by the same N buyers, run just before it on an idle stack.
import * as orders from '@run/contract/endpoints/orders';
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { signUpVerifiedAccount } from '../../test-support/auth-emulator.js';
import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { openAdmin } from '../support/admin.js';
import { createOpenMarathon, nameOf, registrationForm, timedCall } from '../support/api.js';
import { BENCH_PASSWORD, type Runner } from '../support/auth-emulator.js';
import { untilQuiet } from '../support/firestore-stats.js';
import { mapLimit } from '../support/pool.js';
import {
  emptyResult,
  type Progress,
  type SectionResult,
  type SectionTarget,
} from '../support/report.js';
import {
  COMPARED_BURST_COLUMNS,
  latencyCells,
  p99Ratio,
  round,
  summarize,
} from '../support/stats.js';
import { apply, type Outcome } from './api-burst.js';

const ORDER_SIZE = 4;
/** The p99 of the order burst over the single burst's, at most (docs/budgets.md). */
const MAX_RATIO = 1.5;

export interface OrdersOptions extends SectionTarget {
  orders: number;
}

interface OrderOutcome {
  ms: number;
  status: number;
  error: string | null;
}

/** Order `i`: its buyer and three more runners, each with their own address. */
function orderBody(buyer: Runner, i: number) {
  const entry = (n: number) => ({
    ...registrationForm({ ...buyer, email: `order-${i}-${n}-${buyer.uid}@bench.run.test` }, i),
    firstName: `Runner ${n}`,
    dateOfBirth: '1990-01-01',
  });
  return {
    entries: [
      { ...registrationForm(buyer, i), dateOfBirth: '1990-01-01', self: true },
      ...Array.from({ length: ORDER_SIZE - 1 }, (_, n) => entry(n + 2)),
    ],
  };
}

async function placeOrder(apiUrl: string, id: string, buyer: Runner, i: number) {
  try {
    const res = await timedCall(apiUrl, orders.createOrder, {
      params: { id },
      body: orderBody(buyer, i),
      token: buyer.idToken,
    });
    return { ms: res.ms, status: res.status, error: res.status === 201 ? null : res.body };
  } catch (error) {
    return { ms: Number.NaN, status: 0, error: String(error) };
  }
}

/** What the order race stores: its registrations by order, and its orders. */
async function stored(firestoreHost: string, id: string) {
  const admin = openAdmin(firestoreHost);
  try {
    const race = admin.db.collection(COLLECTIONS.marathons).doc(id);
    const [registrations, orderDocs] = await Promise.all([
      race.collection(COLLECTIONS.registrations).select('orderId').get(),
      race.collection(COLLECTIONS.orders).select('entryIds').get(),
    ]);
    const perOrder = new Map<string, number>();
    for (const r of registrations.docs) {
      const orderId = String(r.get('orderId') ?? '');
      perOrder.set(orderId, (perOrder.get(orderId) ?? 0) + 1);
    }
    const partial = [...perOrder.values()].filter((n) => n !== ORDER_SIZE).length;
    return { registrations: registrations.size, orders: orderDocs.size, partial };
  } finally {
    await admin.close();
  }
}

export async function runOrders(
  options: OrdersOptions,
  progress: Progress,
): Promise<SectionResult> {
  const result = emptyResult();
  const places = Math.round((options.orders * 5) / 3);
  const expected = Math.floor(places / ORDER_SIZE);
  progress(`  creating ${options.orders + 1} verified accounts in the Auth emulator...`);
  const authHost = new URL(options.authUrl).host;
  const emails = Array.from(
    { length: options.orders + 1 },
    (_, i) => `${options.tag}-orders-${i}@bench.run.test`,
  );
  const [creator, ...buyers] = await mapLimit(emails, 16, (email) =>
    signUpVerifiedAccount(authHost, 'demo-run', email, BENCH_PASSWORD),
  );
  if (creator === undefined) throw new Error('Account creation returned no accounts.');
  const race = (title: string) =>
    createOpenMarathon(options.apiUrl, creator, title, { capacity: places });
  const quiet = untilQuiet(options.firestoreHost, progress);

  await quiet();
  progress(`  [${options.target}] ${options.orders} single registrations at once...`);
  const singleId = await race(`Bench single ${options.tag}`);
  let started = performance.now();
  const single: Outcome[] = await Promise.all(
    buyers.map((b, i) => apply(options.apiUrl, singleId, b, i)),
  );
  const singleWall = round((performance.now() - started) / 1000, 1);

  await quiet();
  progress(
    `  [${options.target}] ${options.orders} orders of ${ORDER_SIZE} at once for ${places} places...`,
  );
  const orderId = await race(`Bench orders ${options.tag}`);
  started = performance.now();
  const placed: OrderOutcome[] = await Promise.all(
    buyers.map((b, i) => placeOrder(options.apiUrl, orderId, b, i)),
  );
  const orderWall = round((performance.now() - started) / 1000, 1);
  await quiet();
  const kept = await stored(options.firestoreHost, orderId);

  const ms = (o: Array<{ ms: number; status: number }>) =>
    summarize(o.filter((x) => x.status !== 0).map((x) => x.ms));
  const singleMs = ms(single);
  const orderMs = ms(placed);
  const fiveXx = (o: Array<{ status: number }>) =>
    o.filter((x) => x.status >= 500 || x.status === 0).length;
  const accepted = placed.filter((x) => x.status === 201).length;
  const refused = placed.filter(
    (x) => x.status === 409 && x.error?.includes('Nothing was taken') === true,
  ).length;
  const ratio = p99Ratio(orderMs.p99, singleMs.p99);
  result.figures = {
    target: options.target,
    places,
    single: { latencyMs: singleMs, wallSeconds: singleWall, serverErrors: fiveXx(single) },
    orders: {
      latencyMs: orderMs,
      wallSeconds: orderWall,
      accepted,
      refused,
      stored: kept,
      serverErrors: fiveXx(placed),
      p99Ratio: ratio,
    },
  };
  result.tables.push({
    title: `Orders via ${options.target}: ${options.orders} buyers, first one registration each, then an order of ${ORDER_SIZE} each for ${places} places`,
    header: ['burst', 'accepted', 'refused whole', 'other', ...COMPARED_BURST_COLUMNS],
    rows: [
      [
        'single',
        single.filter((x) => x.status === 200).length,
        '-',
        single.filter((x) => x.status !== 200).length,
        fiveXx(single),
        ...latencyCells(singleMs),
        '-',
        singleWall,
      ],
      [
        'orders',
        accepted,
        refused,
        placed.length - accepted - refused,
        fiveXx(placed),
        ...latencyCells(orderMs),
        ratio ?? '-',
        orderWall,
      ],
    ],
    note:
      `${nameOf(applyToMarathon, '/api')} and then ${nameOf(orders.createOrder, '/api')} on free races ` +
      `of ${places} places, the stack idle before each burst; "refused whole" = 409 "… has too few places ` +
      `left for this order … Nothing was taken."; the order race ` +
      `then stores ${kept.registrations} registrations in ${kept.orders} orders, ${kept.partial} of them ` +
      `with fewer or more than ${ORDER_SIZE} entries.`,
  });
  const whole =
    accepted === expected &&
    kept.orders === expected &&
    kept.registrations === expected * ORDER_SIZE &&
    kept.partial === 0 &&
    refused === options.orders - expected;
  result.budgets.push({
    budget: `Orders: ${options.orders} orders of ${ORDER_SIZE} at once for ${places} places, all or nothing, zero 5xx`,
    limit: `${expected} accepted whole, none in part, ${options.orders - expected} refused, 0 5xx`,
    actual: `${accepted} accepted, ${kept.orders} stored with ${kept.registrations} places, ${kept.partial} in part, ${refused} refused, ${fiveXx(placed)} 5xx`,
    pass: whole && fiveXx(placed) === 0,
  });
  result.budgets.push({
    budget: `Orders: p99 of the order burst beside the single-registration burst`,
    limit: `<= ${MAX_RATIO}x`,
    actual: `${ratio ?? '-'}x (${orderMs.p99} ms vs ${singleMs.p99} ms)`,
    pass: ratio !== null && ratio <= MAX_RATIO,
  });
  const firstErrors = [
    ...new Set(placed.filter((x) => x.status !== 201 && x.status !== 409).map((x) => x.error)),
  ].slice(0, 5);
  if (firstErrors.length > 0) result.warnings.push(`Orders: ${firstErrors.join(' | ')}`);
  return result;
}
