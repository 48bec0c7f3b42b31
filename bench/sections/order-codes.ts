// Codes and credits on orders (docs/orders.md "Codes and credits", docs/budgets.md): N verified
// buyers each send an order of four at once to a priced race without a limit; then, on an idle stack,
// the same buyers each send one to another such race with a code of N uses, each holding a credit from
// the race's organiser. Every order must be accepted and asked to pay exactly its price less the
// code's one discount and the credit, zero 5xx, and the code's stored uses must be N; the p99 of the
// second burst is judged against the first's (at most 1.2 times), on the median of three rounds.
import { Timestamp } from 'firebase-admin/firestore';

import * as coupons from '@run/contract/endpoints/coupons';
import * as orders from '@run/contract/endpoints/orders';

import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { openAdmin } from '../support/admin.js';
import { benchClient, createOpenMarathon, nameOf, pricedRace } from '../support/api.js';
import { creatorAndRunners, type Runner } from '../support/auth-emulator.js';
import {
  COMPARED_BURST_COLUMNS,
  compareBursts,
  comparedBurstCells,
  firstErrors,
} from '../support/bursts.js';
import { untilQuiet } from '../support/firestore-stats.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { round } from '../support/stats.js';
import { ORDER_SIZE, placeOrder } from './orders.js';

const PRICE = 4500;
const CODE = 'BENCH-ORDER';
const DISCOUNT = 1000;
const CREDIT = 1000;
const ROUNDS = 3;
/** The p99 of orders with a code and a credit over the p99 of plain ones, at most. */
const MAX_RATIO = 1.2;
const DAY_MS = 86_400_000;

export interface OrderCodesOptions extends SectionTarget {
  /** Buyers, each sending one order of four per burst. */
  orders: number;
}

/**
 * A credit of `CREDIT` from `creator`'s races for each buyer, as a deferral leaves one
 * (`users/{uid}/credits`), written straight into Firestore: making each by a deferral would pay
 * and defer N places first.
 */
async function giveCredits(firestoreHost: string, creator: Runner, buyers: Runner[]) {
  const admin = openAdmin(firestoreHost);
  try {
    const expiresAt = Timestamp.fromMillis(Date.now() + 400 * DAY_MS);
    for (let i = 0; i < buyers.length; i += 400) {
      const batch = admin.db.batch();
      for (const buyer of buyers.slice(i, i + 400)) {
        const credit = admin.db
          .collection(COLLECTIONS.users)
          .doc(buyer.uid)
          .collection(COLLECTIONS.credits)
          .doc();
        batch.set(credit, {
          amount: CREDIT,
          currency: 'EUR',
          organiserUid: creator.uid,
          fromMarathonId: 'bench',
          fromTitle: 'Bench deferral',
          expiresAt,
          usedAt: null,
        });
      }
      await batch.commit();
    }
  } finally {
    await admin.close();
  }
}

/** The code's uses stored on race `id`. */
async function storedUses(firestoreHost: string, id: string): Promise<number> {
  const admin = openAdmin(firestoreHost);
  try {
    const uses = admin.db.collection(
      `${COLLECTIONS.marathons}/${id}/${COLLECTIONS.coupons}/${CODE}/${COLLECTIONS.couponUses}`,
    );
    return (await uses.count().get()).data().count;
  } finally {
    await admin.close();
  }
}

type Placed = Awaited<ReturnType<typeof placeOrder>>;

interface Round {
  plain: Placed[];
  plainWall: number;
  coded: Placed[];
  codedWall: number;
  uses: number;
}

export const runOrderCodes: Section<OrderCodesOptions> = async (options, progress) => {
  const result = emptyResult();
  const n = options.orders;
  const { creator, runners: buyers } = await creatorAndRunners(
    options,
    'order-codes',
    n,
    progress,
    {
      verified: true,
    },
  );
  const quiet = untilQuiet(options.firestoreHost, progress);
  /** Every buyer at once on a fresh priced race, each order with `extra` in its body. */
  const burst = async (title: string, extra: Record<string, unknown>) => {
    const id = await createOpenMarathon(options.apiUrl, creator, title, pricedRace(PRICE));
    if (extra.code !== undefined) {
      await benchClient(options.apiUrl).ok(coupons.createCoupon, {
        params: { id },
        token: creator.idToken,
        body: { code: CODE, kind: 'amount', value: DISCOUNT, maxUses: n },
      });
    }
    await quiet();
    const started = performance.now();
    const placed = await Promise.all(
      buyers.map((b, i) => placeOrder(options.apiUrl, id, b, i, extra)),
    );
    return { id, placed, wall: round((performance.now() - started) / 1000, 1) };
  };
  const oneRound = async (r: number): Promise<Round> => {
    progress(`  [${options.target}] round ${r}: ${n} orders of ${ORDER_SIZE} at once, plain...`);
    const plain = await burst(`Bench plain orders ${options.tag} ${r}`, {});
    await giveCredits(options.firestoreHost, creator, buyers);
    progress(`  [${options.target}] round ${r}: the same with a code and a credit each...`);
    const coded = await burst(`Bench coded orders ${options.tag} ${r}`, {
      code: CODE,
      useCredit: true,
    });
    return {
      plain: plain.placed,
      plainWall: plain.wall,
      coded: coded.placed,
      codedWall: coded.wall,
      uses: await storedUses(options.firestoreHost, coded.id),
    };
  };
  const rounds: Round[] = [];
  for (let r = 1; r <= ROUNDS; r += 1) rounds.push(await oneRound(r));
  const compared = (r: Round) => compareBursts(r.plain, r.coded);
  const ratioOf = (r: Round) => compared(r).p99Ratio;
  const middle = [...rounds].sort((a, b) => (ratioOf(a) ?? 0) - (ratioOf(b) ?? 0))[
    Math.floor(ROUNDS / 2)
  ] as Round;
  const full = ORDER_SIZE * PRICE;
  const owed = full - DISCOUNT - CREDIT;
  const tally = (r: Round) => ({
    plainRight: r.plain.filter((x) => x.status === 201 && x.total === full).length,
    codedRight: r.coded.filter((x) => x.status === 201 && x.total === owed).length,
    serverErrors: compared(r).base.serverErrors + compared(r).tested.serverErrors,
    uses: r.uses,
  });
  result.figures = {
    target: options.target,
    medianRound: rounds.indexOf(middle) + 1,
    rounds: rounds.map((r) => ({ ...tally(r), p99Ratio: ratioOf(r) })),
  };
  result.tables.push({
    title: `Orders with a code and a credit via ${options.target}: ${n} orders of ${ORDER_SIZE} at once on a priced race, plain and then each with a code and a credit, ${ROUNDS} rounds`,
    header: ['burst', 'priced right', 'other', ...COMPARED_BURST_COLUMNS],
    rows: rounds.flatMap((r, i) => {
      const t = tally(r);
      return [
        [
          `plain ${i + 1}`,
          t.plainRight,
          r.plain.length - t.plainRight,
          ...comparedBurstCells(r.plain, null, r.plainWall),
        ],
        [
          `code + credit ${i + 1}`,
          t.codedRight,
          r.coded.length - t.codedRight,
          ...comparedBurstCells(r.coded, ratioOf(r), r.codedWall),
        ],
      ];
    }),
    note:
      `${nameOf(orders.createOrder, '/api')} on fresh priced races without a limit (${PRICE / 100} EUR a place), the stack idle before each burst; ` +
      `"priced right" = 201 asking ${full} (plain) or ${owed} (the code's ${DISCOUNT} once per order and a ${CREDIT} credit); ` +
      `p99 ratio = the code and credit burst's p99 over the plain one's of the same round. Stored uses of the code per round: ${rounds.map((r) => r.uses).join(', ')}.`,
  });
  const tallies = rounds.map(tally);
  result.budgets.push({
    budget: `Orders with a code and a credit: ${n} at once, each priced with one discount and its credit, zero 5xx (every round)`,
    limit: `${n} plain and ${n} coded orders priced right, ${n} uses stored, 0 5xx`,
    actual: tallies
      .map(
        (t, i) =>
          `round ${i + 1}: ${t.plainRight} plain, ${t.codedRight} coded, ${t.uses} uses, ${t.serverErrors} 5xx`,
      )
      .join('; '),
    pass: tallies.every(
      (t) => t.plainRight === n && t.codedRight === n && t.uses === n && t.serverErrors === 0,
    ),
  });
  const ratio = ratioOf(middle);
  result.budgets.push({
    budget: `Orders with a code and a credit: p99 beside plain orders (median of ${ROUNDS} rounds)`,
    limit: `<= ${MAX_RATIO}x`,
    actual: `${ratio ?? '-'}x (${compared(middle).tested.latencyMs.p99} ms vs ${compared(middle).base.latencyMs.p99} ms; rounds ${rounds.map((r) => ratioOf(r) ?? '-').join(', ')})`,
    pass: ratio !== null && ratio <= MAX_RATIO,
  });
  const errors = firstErrors(
    rounds.flatMap((r) => [...r.plain, ...r.coded]),
    [201],
  );
  if (errors.length > 0) result.warnings.push(`Order codes: ${errors.join(' | ')}`);
  return result;
};
