// Payouts in `connect` mode (docs/payouts.md), on the local stack with the test provider standing in
// for Stripe Connect, each organiser here paid that way by the stack's test-only setting: onboarding to ready, card refused until then, the site's fee on each paid entry,
// refunds and disputes given back in proportion, a payout whose statement adds up, and nobody
// else's payouts.
import * as payouts from '@run/contract/endpoints/payouts';
import * as refunds from '@run/contract/endpoints/refunds';
import * as marathons from '@run/contract/endpoints/marathons';
import { CARD_PAUSED, CONNECT_CARD_FIRST, platformFeeOf } from '@run/contract/domain/payouts';
import { beforeAll, describe, expect, it } from 'vitest';

import { applyTo } from '../actions.js';
import { api } from '../helpers.js';
import {
  createPricedMarathon,
  disputeEvent,
  ledger,
  myRecord,
  paidRunner,
  sendTestEvent,
  startPayment,
} from '../pay.js';
import {
  accountOf,
  connectAccount,
  READY,
  runTestPayout,
  payThrough,
  sendAccountEvent,
  signUpConnected,
  startOnboarding,
} from '../payouts.js';
import { adminDb } from '../stored.js';
import { signUp, type TestUser } from '../users.js';

// The local stack's site fee (scripts/stack.ts): 3% + 50 cents.
const FEE = { percent: 3, fixed: 50 };

const entryOf = async (id: string, paymentId: string) => (await ledger(id, paymentId)).data() ?? {};

describe('the organiser’s payout account', () => {
  it('goes from none, to onboarding, to ready through the provider’s event', async () => {
    const owner = await signUpConnected('po-onboard');
    expect((await accountOf(owner)).body).toMatchObject({ state: 'none', balance: null });
    const created = await api.call(payouts.createPayoutAccount, {
      params: { userId: owner.uid },
      token: owner.token,
      body: { returnPath: '/dashboard' },
    });
    expect(created.status).toBe(201);
    expect(created.body.onboardingUrl).toMatch(/^\/payouts\/test-onboarding\?account=acct_test_/u);
    expect(new URL(created.body.onboardingUrl, 'http://x').searchParams.get('return')).toBe(
      '/dashboard',
    );
    expect((await accountOf(owner)).body).toMatchObject({
      state: 'onboarding',
      chargesEnabled: false,
    });
    // A second start makes no second account: the same one is onboarded.
    const accountId = await startOnboarding(owner);
    expect(created.body.onboardingUrl).toContain(accountId);
    await sendAccountEvent(accountId, { ...READY, payoutsEnabled: false, requirements: ['bank'] });
    expect((await accountOf(owner)).body).toMatchObject({
      state: 'restricted',
      requirements: ['bank'],
    });
    const event = await sendAccountEvent(accountId, READY);
    expect(event.status).toBe(200);
    expect((await accountOf(owner)).body).toMatchObject({
      state: 'ready',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [],
      balance: { available: [], pending: [] },
    });
  });

  it('answers the site’s settings to anyone, and a connected organiser their own', async () => {
    const site = await api.call(payouts.payoutSettings, {});
    expect(site.status).toBe(200);
    expect(site.body.platformFee).toEqual(FEE);
    const owner = await signUpConnected('po-settings');
    const own = await api.call(payouts.payoutSettings, { token: owner.token });
    expect(own.body).toEqual({ mode: 'connect', platformFee: FEE, provider: 'test' });
  });

  it('pays another organiser of the same stack through the platform: no account for them (409)', async () => {
    const owner = await signUp('po-platform');
    await payThrough(owner, 'platform');
    const settings = await api.call(payouts.payoutSettings, { token: owner.token });
    expect(settings.body).toEqual({ mode: 'platform', platformFee: FEE, provider: null });
    const made = await api.call(payouts.createPayoutAccount, {
      params: { userId: owner.uid },
      token: owner.token,
      body: {},
    });
    expect(made.status).toBe(409);
    expect(made.body).toMatchObject({ code: 'platform_payouts' });
    // Their card race needs no account, and its money stays with the site (no destination).
    const id = await createPricedMarathon(owner);
    const { paymentId } = await paidRunner(id, 'po-platform-runner');
    expect(await entryOf(id, paymentId)).not.toHaveProperty('destination');
  });

  it('refuses card until the creator’s account is ready, and takes it after', async () => {
    const owner = await signUpConnected('po-card');
    await expect(createPricedMarathon(owner)).rejects.toThrow(
      `409 ${JSON.stringify({ error: CONNECT_CARD_FIRST, code: 'connect_card_first' })}`,
    );
    await connectAccount(owner);
    await expect(createPricedMarathon(owner)).resolves.toEqual(expect.any(String));
  });

  it('stops offering card, with its sentence, while the account is restricted, and keeps the hold', async () => {
    const owner = await signUpConnected('po-paused');
    const accountId = await connectAccount(owner);
    const id = await createPricedMarathon(owner);
    const runner = await signUp('po-paused-runner');
    expect((await applyTo(id, runner)).status).toBe(200);
    await sendAccountEvent(accountId, { ...READY, chargesEnabled: false, requirements: ['id'] });
    const race = await api.call(marathons.getMarathon, { params: { id } });
    expect(race.body.cardPaused).toBe(true);
    expect(race.body.paymentMethods).toContain('card');
    const start = await startPayment(id, runner);
    expect(start.status).toBe(409);
    expect(start.body).toEqual({ error: CARD_PAUSED, code: 'card_paused' });
    expect((await myRecord(id, runner))?.status).toBe('pending_payment');
    // Bank transfer still pays the held place; card comes back with the account.
    expect((await startPayment(id, runner, 'bank_transfer')).status).toBe(201);
    await sendAccountEvent(accountId, READY);
    const again = await api.call(marathons.getMarathon, { params: { id } });
    expect(again.body.cardPaused).toBeUndefined();
    expect((await startPayment(id, runner)).status).toBe(201);
  });

  it('treats iDEAL as card: refused until the account is ready, paused with it, paid to it', async () => {
    const owner = await signUpConnected('po-ideal');
    const iDeal = { more: { paymentMethods: ['ideal'] } };
    await expect(createPricedMarathon(owner, iDeal)).rejects.toThrow(
      `409 ${JSON.stringify({ error: CONNECT_CARD_FIRST, code: 'connect_card_first' })}`,
    );
    const accountId = await connectAccount(owner);
    const id = await createPricedMarathon(owner, iDeal);
    const runner = await signUp('po-ideal-runner');
    expect((await applyTo(id, runner)).status).toBe(200);
    await sendAccountEvent(accountId, { ...READY, chargesEnabled: false, requirements: ['id'] });
    expect((await api.call(marathons.getMarathon, { params: { id } })).body.cardPaused).toBe(true);
    const paused = await startPayment(id, runner, 'ideal');
    expect(paused.status).toBe(409);
    expect(paused.body).toEqual({ error: CARD_PAUSED, code: 'card_paused' });
    await sendAccountEvent(accountId, READY);
    const start = await startPayment(id, runner, 'ideal');
    expect(start.status).toBe(201);
    expect(await entryOf(id, start.body.paymentId)).toMatchObject({
      method: 'ideal',
      payee: owner.uid,
      platformFee: platformFeeOf(4500, FEE),
    });
  });

  it('keeps a PayPal merchant id, checked', async () => {
    const owner = await signUpConnected('po-paypal');
    const bad = await api.call(payouts.updatePayoutAccount, {
      params: { userId: owner.uid },
      token: owner.token,
      body: { paypalMerchantId: 'not-an-id' },
    });
    expect(bad.status).toBe(400);
    const good = await api.call(payouts.updatePayoutAccount, {
      params: { userId: owner.uid },
      token: owner.token,
      body: { paypalMerchantId: 'ABCDEFGHJK123' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ paypalMerchantId: 'ABCDEFGHJK123', state: 'none' });
  });

  it('shows nobody else’s account or payouts (403)', async () => {
    const owner = await signUpConnected('po-mine');
    const other = await signUpConnected('po-other');
    const as = { params: { userId: owner.uid }, token: other.token };
    expect((await api.call(payouts.payoutAccount, as)).status).toBe(403);
    expect((await api.call(payouts.createPayoutAccount, { ...as, body: {} })).status).toBe(403);
    expect((await api.call(payouts.listPayouts, { ...as, query: {} })).status).toBe(403);
    expect((await api.call(payouts.testPayout, { ...as, body: {} })).status).toBe(403);
    const statement = { params: { userId: owner.uid, payoutId: 'po_x' }, token: other.token };
    expect((await api.call(payouts.payoutStatement, statement)).status).toBe(403);
    expect((await api.call(payouts.payoutStatementCsv, statement)).status).toBe(403);
  });
});

describe('connected charges', () => {
  let owner: TestUser;
  let id: string;

  beforeAll(async () => {
    owner = await signUpConnected('po-charges');
    await connectAccount(owner);
    id = await createPricedMarathon(owner);
  });

  it('records the site’s fee and the organiser on a paid entry', async () => {
    const { paymentId } = await paidRunner(id, 'po-paid');
    const entry = await entryOf(id, paymentId);
    expect(entry).toMatchObject({
      state: 'succeeded',
      amount: 4500,
      platformFee: platformFeeOf(4500, FEE),
      payee: owner.uid,
    });
    expect(String(entry.destination)).toMatch(/^acct_test_/u);
    expect(platformFeeOf(4500, FEE)).toBe(185);
  });

  it('gives back the fee and the transfer in proportion with each refund', async () => {
    const { runner, paymentId } = await paidRunner(id, 'po-refund');
    const refund = (amount: number) =>
      api.call(refunds.organiserRefund, {
        params: { id, userId: runner.uid },
        token: owner.token,
        body: { amount, reason: 'Partial refund' },
      });
    expect((await refund(1500)).status).toBe(201);
    // 1500 of 4500 is a third: a third of the 185 fee (62) and the rest from the organiser.
    expect(await entryOf(id, paymentId)).toMatchObject({
      refunded: 1500,
      feeRefunded: 62,
      transferReversed: 1438,
    });
    expect((await refund(3000)).status).toBe(201);
    // All of it back: all of the fee, and all the organiser was sent.
    expect(await entryOf(id, paymentId)).toMatchObject({
      refunded: 4500,
      feeRefunded: 185,
      transferReversed: 4315,
    });
  });

  it('takes a dispute back from the organiser in proportion, and sends it again when won', async () => {
    const { paymentId } = await paidRunner(id, 'po-dispute');
    await sendTestEvent(disputeEvent(paymentId, 'charge.dispute.created', 'needs_response', 4500));
    expect(await entryOf(id, paymentId)).toMatchObject({
      disputed: 4500,
      feeRefunded: 185,
      transferReversed: 4315,
    });
    await sendTestEvent(disputeEvent(paymentId, 'charge.dispute.closed', 'won', 4500));
    expect(await entryOf(id, paymentId)).toMatchObject({
      disputed: 0,
      feeRefunded: 0,
      transferReversed: 0,
    });
  });
});

describe('payouts and statements', () => {
  it('pays out the balance, with a statement that adds up, as JSON and CSV', async () => {
    const owner = await signUpConnected('po-payout');
    await connectAccount(owner);
    const first = await createPricedMarathon(owner);
    const second = await createPricedMarathon(owner);
    const a = await paidRunner(first, 'po-pay-a');
    await paidRunner(first, 'po-pay-b');
    await paidRunner(second, 'po-pay-c');
    await api.call(refunds.organiserRefund, {
      params: { id: first, userId: a.runner.uid },
      token: owner.token,
      body: { amount: 900, reason: 'Partial refund' },
    });
    await sendTestEvent(
      disputeEvent(
        (await secondEntry(second)).id,
        'charge.dispute.created',
        'needs_response',
        1000,
      ),
    );
    const fee = platformFeeOf(4500, FEE);
    // 3 × 4500 gross, less 900 refunded and 1000 disputed, less the fees still kept.
    const kept = 3 * fee - Math.round((fee * 900) / 4500) - Math.round((fee * 1000) / 4500);
    const expected = 3 * 4500 - 900 - 1000 - kept;
    const account = await accountOf(owner);
    expect(account.body.balance?.available).toEqual([{ amount: expected, currency: 'EUR' }]);

    const made = await runTestPayout(owner);
    expect(made.status).toBe(201);
    expect(made.body.payouts).toHaveLength(1);
    const payout = made.body.payouts[0];
    expect(payout).toMatchObject({ amount: expected, currency: 'EUR', state: 'paid' });
    // Nothing is left: a second payout right after pays nothing.
    expect((await runTestPayout(owner)).body.payouts).toEqual([]);
    expect((await accountOf(owner)).body.balance?.available).toEqual([]);

    const listed = await api.call(payouts.listPayouts, {
      params: { userId: owner.uid },
      token: owner.token,
      query: {},
    });
    expect(listed.body.payouts.map((p) => p.payoutId)).toEqual([payout?.payoutId]);

    const params = { userId: owner.uid, payoutId: payout?.payoutId ?? '' };
    const statement = await api.call(payouts.payoutStatement, { params, token: owner.token });
    expect(statement.status).toBe(200);
    const rows = statement.body.races;
    expect(rows.map((r) => r.marathonId).sort()).toEqual([first, second].sort());
    for (const r of rows) {
      expect(r.net).toBe(r.gross - r.refunds - r.disputes - r.platformFee - r.providerFee);
    }
    expect(rows.reduce((sum, r) => sum + r.net, 0)).toBe(payout?.amount);
    expect(rows.find((r) => r.marathonId === first)).toMatchObject({ gross: 9000, refunds: 900 });
    expect(rows.find((r) => r.marathonId === second)).toMatchObject({
      gross: 4500,
      disputes: 1000,
    });

    const csv = await api.call(payouts.payoutStatementCsv, { params, token: owner.token });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Marathon Id","Race","Gross","Refunds","Disputes","Site Fee","Provider Fee","Net"',
    );
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-1)).toContain(`"Total"`);
    expect(lines.at(-1)).toContain(`"${(expected / 100).toFixed(2)} EUR"`);
  });

  it('is 404 for a payout that is not the caller’s', async () => {
    const owner = await signUpConnected('po-none');
    const res = await api.call(payouts.payoutStatement, {
      params: { userId: owner.uid, payoutId: 'po_test_nothing' },
      token: owner.token,
    });
    expect(res.status).toBe(404);
  });

  it('refuses a test payout before the account is ready (409)', async () => {
    const owner = await signUpConnected('po-early');
    await startOnboarding(owner);
    expect((await runTestPayout(owner)).status).toBe(409);
  });
});

/** The one paid entry of a race (its only runner's). */
async function secondEntry(id: string) {
  const found = await adminDb().collection(`marathons/${id}/payments`).get();
  const entry = found.docs[0];
  if (entry === undefined) throw new Error('no entry');
  return entry;
}
