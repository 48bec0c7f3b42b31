// Discount codes (docs/coupons.md, docs/budgets.md): N runners at once on a priced race, all with a
// code of N/10 uses, which must give exactly N/10 discounted registrations and tell every other
// runner "This code has been used up.", with zero 5xx; its p99 beside a plain burst of the same
// runners on the same kind of race, run just before it on an idle stack.
import * as coupons from '@run/contract/endpoints/coupons';
import { COUPON_REFUSALS } from '@run/contract/domain/coupons';
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { openAdmin } from '../support/admin.js';
import { benchClient, createOpenMarathon, nameOf, pricedRace } from '../support/api.js';
import { creatorAndRunners, type Runner } from '../support/auth-emulator.js';
import { COMPARED_BURST_COLUMNS, compareBursts, comparedBurstCells } from '../support/bursts.js';
import { untilQuiet } from '../support/firestore-stats.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { round } from '../support/stats.js';
import { apply, type Outcome } from './api-burst.js';

const PRICE = 4500;
const CODE = 'BENCH-CLUB';

export interface CouponsOptions extends SectionTarget {
  runners: number;
}

/** All `runners` at once on a fresh priced race, each with `extra` in the body. */
async function burst(
  options: CouponsOptions,
  creator: Runner,
  runners: Runner[],
  title: string,
  code: { maxUses: number } | null,
) {
  const marathonId = await createOpenMarathon(options.apiUrl, creator, title, pricedRace(PRICE));
  if (code !== null) {
    await benchClient(options.apiUrl).ok(coupons.createCoupon, {
      params: { id: marathonId },
      token: creator.idToken,
      body: { code: CODE, kind: 'amount', value: 1000, maxUses: code.maxUses },
    });
  }
  const extra: Record<string, string> = code === null ? {} : { code: CODE };
  const started = performance.now();
  const outcomes: Outcome[] = await Promise.all(
    runners.map((r, i) => apply(options.apiUrl, marathonId, r, i, undefined, undefined, extra)),
  );
  const wallSeconds = round((performance.now() - started) / 1000, 1);
  return { marathonId, outcomes, wallSeconds };
}

export const runCoupons: Section<CouponsOptions> = async (options, progress) => {
  const result = emptyResult();
  const uses = Math.max(1, Math.floor(options.runners / 10));
  const { creator, runners } = await creatorAndRunners(
    options,
    'coupons',
    options.runners,
    progress,
  );
  const quiet = untilQuiet(options.firestoreHost, progress);
  await quiet();
  progress(`  [${options.target}] ${options.runners} runners at once on a priced race...`);
  const plain = await burst(options, creator, runners, `Bench plain ${options.tag}`, null);
  await quiet();
  progress(`  [${options.target}] the same ${options.runners} at once with a ${uses}-use code...`);
  const coded = await burst(options, creator, runners, `Bench code ${options.tag}`, {
    maxUses: uses,
  });
  const admin = openAdmin(options.firestoreHost);
  const storedUses = await admin.db
    .collection(
      `${COLLECTIONS.marathons}/${coded.marathonId}/${COLLECTIONS.coupons}/${CODE}/${COLLECTIONS.couponUses}`,
    )
    .count()
    .get()
    .then((s) => s.data().count)
    .finally(() => admin.close());
  const {
    base: plainBurst,
    tested: codeBurst,
    p99Ratio: ratio,
  } = compareBursts(plain.outcomes, coded.outcomes);
  const plainMs = plainBurst.latencyMs;
  const codeMs = codeBurst.latencyMs;
  const o = coded.outcomes;
  const discounted = o.filter((x) => x.status === 200 && x.modifiedCount === 1).length;
  const usedUp = o.filter(
    (x) => x.status === 409 && x.error?.includes(COUPON_REFUSALS.discount_code_used_up) === true,
  ).length;
  result.figures = {
    target: options.target,
    uses,
    plain: {
      latencyMs: plainMs,
      wallSeconds: plain.wallSeconds,
      serverErrors: plainBurst.serverErrors,
    },
    code: {
      latencyMs: codeMs,
      wallSeconds: coded.wallSeconds,
      discounted,
      usedUp,
      storedUses,
      serverErrors: codeBurst.serverErrors,
      p99Ratio: ratio,
    },
  };
  result.tables.push({
    title: `Discount code burst via ${options.target}: ${options.runners} runners at once, a plain burst and then a ${uses}-use code`,
    header: ['burst', 'discounted', 'used up', 'other', ...COMPARED_BURST_COLUMNS],
    rows: [
      [
        'plain',
        '-',
        '-',
        plain.outcomes.filter((x) => x.status !== 200).length,
        ...comparedBurstCells(plain.outcomes, null, plain.wallSeconds),
      ],
      [
        'code',
        discounted,
        usedUp,
        o.length - discounted - usedUp,
        ...comparedBurstCells(o, ratio, coded.wallSeconds),
      ],
    ],
    note:
      `${nameOf(applyToMarathon, '/api')} on a race of one distance without a limit at ${PRICE / 100} EUR, ` +
      `the stack idle before each burst; "discounted" = 200 {modifiedCount: 1} with the code, "used up" = ` +
      `409 "${COUPON_REFUSALS.discount_code_used_up}"; p99 ratio = the code burst's p99 over the plain burst's. ` +
      `Afterwards the code holds ${storedUses} stored uses.`,
  });
  result.budgets.push({
    budget: `Discount code: ${options.runners} runners at once on a ${uses}-use code, exact, zero 5xx`,
    limit: `${uses} discounted and stored, ${options.runners - uses} told it is used up, 0 5xx`,
    actual: `${discounted} discounted, ${storedUses} stored uses, ${usedUp} used up, ${codeBurst.serverErrors} 5xx (plain burst: ${plainBurst.serverErrors} 5xx)`,
    pass:
      discounted === uses &&
      storedUses === uses &&
      usedUp === options.runners - uses &&
      codeBurst.serverErrors === 0 &&
      plainBurst.serverErrors === 0,
  });
  const firstErrors = [...new Set(o.filter((x) => x.status >= 500).map((x) => x.error))].slice(
    0,
    5,
  );
  if (firstErrors.length > 0) result.warnings.push(`Coupons: ${firstErrors.join(' | ')}`);
  return result;
};
