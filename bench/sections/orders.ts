// Orders for several runners (docs/orders.md, docs/budgets.md): N orders of four at once for 5N/3
// places on a free race, which must accept exactly floor(places / 4) orders whole, refuse the rest
// whole (409, nothing taken), store no order in part, and answer no 5xx; its p99 beside the
// single-registration burst (the api section's: 1,000 runners at once on a race without a limit),
// run just before it on an idle stack, in three rounds.
import * as orders from '@run/contract/endpoints/orders';
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { openAdmin } from '../support/admin.js';
import { createOpenMarathon, nameOf, registrationForm, timedCall } from '../support/api.js';
import { createRunners, creatorAndRunners, type Runner } from '../support/auth-emulator.js';
import {
  COMPARED_BURST_COLUMNS,
  compareBursts,
  comparedBurstCells,
  firstErrors,
} from '../support/bursts.js';
import { untilQuiet } from '../support/firestore-stats.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { round } from '../support/stats.js';
import { apply, type Outcome } from './api-burst.js';

export const ORDER_SIZE = 4;
/** Rounds of both bursts; the p99 ratio is judged on the median round (one burst's p99 swings by
 * half from run to run on 2 cores, as the payments section found). */
const ROUNDS = 3;
/** The p99 of the order burst over the single burst's, at most (docs/budgets.md). */
const MAX_RATIO = 1.5;

export interface OrdersOptions extends SectionTarget {
  orders: number;
  /** Runners of the single-registration burst (the api section's burst: 1,000 by default). */
  runners: number;
}

interface Round {
  single: Outcome[];
  singleWall: number;
  placed: OrderOutcome[];
  orderWall: number;
  kept: Awaited<ReturnType<typeof stored>>;
}

export interface OrderOutcome {
  ms: number;
  status: number;
  error: string | null;
}

/** Order `i`: its buyer and three more runners, each with their own address. */
export function orderBody(buyer: Runner, i: number) {
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

/** Order `i` placed by `buyer`, with `extra` in its body (a code, `useCredit`). */
export async function placeOrder(
  apiUrl: string,
  id: string,
  buyer: Runner,
  i: number,
  extra: Record<string, unknown> = {},
): Promise<OrderOutcome & { total: number | null }> {
  try {
    const res = await timedCall(apiUrl, orders.createOrder, {
      params: { id },
      body: { ...orderBody(buyer, i), ...extra },
      token: buyer.idToken,
    });
    // What the order asks to be paid: its entries' prices less the code and the credit.
    const created =
      res.status === 201 ? (JSON.parse(res.body) as { payment?: { total: number } }) : null;
    return {
      ms: res.ms,
      status: res.status,
      error: created === null ? res.body : null,
      total: created === null ? null : (created.payment?.total ?? 0),
    };
  } catch (error) {
    return { ms: Number.NaN, status: 0, error: String(error), total: null };
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

export const runOrders: Section<OrdersOptions> = async (options, progress) => {
  const result = emptyResult();
  const places = Math.round((options.orders * 5) / 3);
  const expected = Math.floor(places / ORDER_SIZE);
  const { creator, runners: buyers } = await creatorAndRunners(
    options,
    'orders',
    options.orders,
    progress,
    {
      verified: true,
    },
  );
  const runners = await createRunners(
    options.authUrl,
    `${options.tag}-orders-single`,
    options.runners,
  );
  const race = (title: string) =>
    createOpenMarathon(options.apiUrl, creator, title, { capacity: places });
  const quiet = untilQuiet(options.firestoreHost, progress);
  /** A round's order burst beside its single burst. */
  const compared = (r: Round) => compareBursts(r.single, r.placed);
  const ratioOf = (r: Round) => compared(r).p99Ratio;

  /** One round: the single burst, then the orders, each on a fresh race and an idle stack. */
  const oneRound = async (n: number): Promise<Round> => {
    await quiet();
    progress(
      `  [${options.target}] round ${n}: ${options.runners} single registrations at once (no limit)...`,
    );
    const singleId = await createOpenMarathon(
      options.apiUrl,
      creator,
      `Bench single ${options.tag} ${n}`,
    );
    let started = performance.now();
    const single: Outcome[] = await Promise.all(
      runners.map((r, i) => apply(options.apiUrl, singleId, r, i)),
    );
    const singleWall = round((performance.now() - started) / 1000, 1);
    await quiet();
    progress(
      `  [${options.target}] round ${n}: ${options.orders} orders of ${ORDER_SIZE} at once for ${places} places...`,
    );
    const raceId = await race(`Bench orders ${options.tag} ${n}`);
    started = performance.now();
    const placed: OrderOutcome[] = await Promise.all(
      buyers.map((b, i) => placeOrder(options.apiUrl, raceId, b, i)),
    );
    const orderWall = round((performance.now() - started) / 1000, 1);
    await quiet();
    return {
      single,
      singleWall,
      placed,
      orderWall,
      kept: await stored(options.firestoreHost, raceId),
    };
  };
  const rounds: Round[] = [];
  for (let n = 1; n <= ROUNDS; n += 1) rounds.push(await oneRound(n));
  // The round whose ratio is the median (ROUNDS is odd) is judged on speed.
  const byRatio = [...rounds].sort((a, b) => (ratioOf(a) ?? 0) - (ratioOf(b) ?? 0));
  const middle = byRatio[Math.floor(ROUNDS / 2)] as Round;
  const tally = (r: Round) => {
    const accepted = r.placed.filter((x) => x.status === 201).length;
    const refused = r.placed.filter(
      (x) => x.status === 409 && x.error?.includes('Nothing was taken') === true,
    ).length;
    const { kept } = r;
    const { serverErrors } = compared(r).tested;
    // All or nothing is judged on every round, not on a median.
    const whole =
      accepted === expected &&
      kept.orders === expected &&
      kept.registrations === expected * ORDER_SIZE &&
      kept.partial === 0 &&
      refused === options.orders - expected &&
      serverErrors === 0;
    return { accepted, refused, kept, whole, serverErrors };
  };
  result.figures = {
    target: options.target,
    places,
    medianRound: rounds.indexOf(middle) + 1,
    rounds: rounds.map((r) => {
      const { base, tested, p99Ratio } = compared(r);
      return {
        single: {
          latencyMs: base.latencyMs,
          wallSeconds: r.singleWall,
          serverErrors: base.serverErrors,
        },
        orders: { latencyMs: tested.latencyMs, wallSeconds: r.orderWall, ...tally(r), p99Ratio },
      };
    }),
  };
  result.tables.push({
    title: `Orders via ${options.target}: the single-registration burst (${options.runners} runners at once, no limit), then ${options.orders} orders of ${ORDER_SIZE} at once for ${places} places, ${ROUNDS} rounds`,
    header: ['burst', 'accepted', 'refused whole', 'other', ...COMPARED_BURST_COLUMNS],
    rows: rounds.flatMap((r, n) => {
      const t = tally(r);
      return [
        [
          `single ${n + 1}`,
          r.single.filter((x) => x.status === 200).length,
          '-',
          r.single.filter((x) => x.status !== 200).length,
          ...comparedBurstCells(r.single, null, r.singleWall),
        ],
        [
          `orders ${n + 1}`,
          t.accepted,
          t.refused,
          r.placed.length - t.accepted - t.refused,
          ...comparedBurstCells(r.placed, ratioOf(r), r.orderWall),
        ],
      ];
    }),
    note:
      `${nameOf(applyToMarathon, '/api')} on a fresh free race without a limit, then ` +
      `${nameOf(orders.createOrder, '/api')} on a fresh free race of ${places} places, the stack idle before each burst; "refused whole" = 409 "… has too few places ` +
      `left for this order … Nothing was taken."; p99 ratio = the order burst's p99 over the single ` +
      `burst's of the same round. Stored per round (registrations / orders / orders in part): ` +
      rounds
        .map((r) => `${r.kept.registrations} / ${r.kept.orders} / ${r.kept.partial}`)
        .join(', ') +
      '.',
  });
  const tallies = rounds.map(tally);
  result.budgets.push({
    budget: `Orders: ${options.orders} orders of ${ORDER_SIZE} at once for ${places} places, all or nothing, zero 5xx (every round)`,
    limit: `${expected} accepted whole, none in part, ${options.orders - expected} refused, 0 5xx`,
    actual: tallies
      .map(
        (t, n) =>
          `round ${n + 1}: ${t.accepted} accepted, ${t.kept.orders} stored with ${t.kept.registrations} places, ${t.kept.partial} in part, ${t.refused} refused, ${t.serverErrors} 5xx`,
      )
      .join('; '),
    pass: tallies.every((t) => t.whole),
  });
  const ratio = ratioOf(middle);
  result.budgets.push({
    budget: `Orders: p99 of the order burst beside the single-registration burst (median of ${ROUNDS} rounds)`,
    limit: `<= ${MAX_RATIO}x`,
    actual: `${ratio ?? '-'}x (${compared(middle).tested.latencyMs.p99} ms vs ${compared(middle).base.latencyMs.p99} ms; rounds ${rounds.map((r) => ratioOf(r) ?? '-').join(', ')})`,
    pass: ratio !== null && ratio <= MAX_RATIO,
  });
  const errors = firstErrors(
    rounds.flatMap((r) => r.placed),
    [201, 409],
  );
  if (errors.length > 0) result.warnings.push(`Orders: ${errors.join(' | ')}`);
  return result;
};
