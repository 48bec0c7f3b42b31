// The money actions of the model-based test (money-model.test.ts): a fresh priced race with its
// runners, what the test remembers of a run (the model), and each action as runners, organisers,
// the payment provider and the bank perform it through the real API. An action the API refuses (4xx)
// is recorded, not a failure; an answer of 500 or more is.
import { randomUUID } from 'node:crypto';

import * as deferrals from '@run/contract/endpoints/deferrals';
import * as orders from '@run/contract/endpoints/orders';
import * as payments from '@run/contract/endpoints/payments';
import * as refunds from '@run/contract/endpoints/refunds';
import * as waitlist from '@run/contract/endpoints/waitlist';

import { applyWith, changeRegistration, joinWaitlistWith, withdraw } from './actions.js';
import { marathonOf } from './marathon-actions.js';
import { api, createMarathon, onePrice, registrationForm } from './helpers.js';
import { connectAccount, payThrough } from './payouts.js';
import { adminDb } from './stored.js';
import { signUpVerified, type TestUser } from './users.js';
import {
  BANK_ACCOUNT,
  daysAway,
  disputeEvent,
  holdRunsOut,
  ledger,
  sendTestEvent,
  startPayment,
  testEvent,
} from './pay.js';
import { accept, offer, queuedTokens } from './transfer-actions.js';
import { csvOf, importCsv } from './bank-actions.js';
import { createCodes, discountBody, REFERRALS, type CodeName } from './money-codes.js';

export const DISTANCES = ['free', 'cheap', 'dear', 'small'] as const;
export type DistanceKey = (typeof DISTANCES)[number];

/** How many runners each run has: few, so that actions meet on the same runner. */
export const RUNNERS = 3;
export const TRANSFER_FEE = 1500;
export const DEFERRAL_FEE = 500;

/** One run's race: its organiser, its runners and its distances' ids. */
export interface MoneyRace {
  id: string;
  owner: TestUser;
  /** Whether its organiser is paid through their own account (`connect`), not by the site. */
  connect: boolean;
  runners: TestUser[];
  distance: Record<DistanceKey, string>;
}

/**
 * A fresh race 40 days away (so every refund by the policy is in full): a free distance, a cheap
 * (€10.00) and a dear (€60.00) one, and one of two places (€30.00) with a waitlist; a €1.00 fee on
 * every price; cards and bank transfers; transfers (€15.00) and deferrals (€5.00) allowed; discount
 * codes and referral rewards (money-codes.ts). A fresh organiser too, so no credit of another run
 * pays here.
 */
export async function moneyRace(connect: boolean): Promise<MoneyRace> {
  const [owner, ...runners] = await Promise.all(
    // Verified: a runner who orders for another runner mails them (docs/orders.md).
    ['money-owner', ...Array.from({ length: RUNNERS }, (_, i) => `money-r${i}`)].map((l) =>
      signUpVerified(l),
    ),
  );
  if (owner === undefined) throw new Error('no organiser signed up');
  // In `connect` mode card money goes to the organiser's account, which must be ready first.
  await payThrough(owner, connect ? 'connect' : 'platform');
  if (connect) await connectAccount(owner);
  const id = await createMarathon(owner, {
    marathonStartDate: daysAway(40),
    distances: [
      { name: 'Fun run', runningDistance: '5 km', capacity: null },
      { name: '10K', runningDistance: '10 km', capacity: null, prices: onePrice(1000) },
      { name: 'Marathon', runningDistance: '42 km', capacity: null, prices: onePrice(6000) },
      { name: 'Trail', runningDistance: '30 km', capacity: 2, prices: onePrice(3000) },
    ],
    currency: 'EUR',
    paymentMethods: ['card', 'bank_transfer'],
    bankAccount: BANK_ACCOUNT,
    runnerFee: { percent: 0, fixed: 100 },
    refundPolicy: { fullUntilDays: 30, partialUntilDays: 14, partialPercent: 50 },
    transfers: { enabled: true, untilDays: 14, fee: TRANSFER_FEE },
    deferrals: { enabled: true, untilDays: 14, fee: DEFERRAL_FEE },
    referrals: REFERRALS,
  });
  await createCodes(id, owner);
  const race = await marathonOf(id);
  // Missing only when something else cleared the stack's data meanwhile (another run's set-up).
  const ids = Array.isArray(race.distances) ? race.distances.map((d) => d.id) : [];
  const [free = '', cheap = '', dear = '', small = ''] = ids;
  return { id, owner, connect, runners, distance: { free, cheap, dear, small } };
}

/**
 * Whether something outside the test cleared the stack's data during the run (another test run's
 * global set-up on a shared stack): the race is gone, or a fresh account's token was refused.
 */
export async function disturbed(race: MoneyRace, m?: MoneyModel): Promise<boolean> {
  if (m?.disturbed === true || race.distance.free === '') return true;
  return !(await adminDb().doc(`marathons/${race.id}`).get()).exists;
}

/** An attempt to pay that the API started: whose, how, and for how much. */
export interface Attempt {
  runner: number;
  paymentId: string;
  method: 'card' | 'bank_transfer';
  amount: number;
  reference: string | null;
}

/**
 * Ledger entries whose money a registration that is gone may keep: an organiser who cancelled chose
 * how much to give back; a transferred place lives on with its recipient; a deferral keeps its fee.
 */
export interface Keeps {
  cancelled: Set<string>;
  transferred: Set<string>;
  /** By credit id: the deferred registration's entries and the fee kept of them. */
  deferred: Map<string, { entries: string[]; fee: number }>;
}

/** What the test remembers of a run: enough to aim the next action, and what each one answered. */
export interface MoneyModel {
  attempts: Attempt[];
  /** Every provider event sent, to send again. */
  events: string[];
  /** Every statement imported, to import again. */
  statements: string[];
  /**
   * Runners the race took (registered, or given a place) and, as far as the model can tell, still
   * has: actions on the others are skipped, and these do not register again.
   */
  joined: Set<number>;
  /** Open transfer offers by sender: the token mailed and the recipient's index. */
  offers: Map<number, { token: string; to: number }>;
  keeps: Keeps;
  /** One line per action: what it was and what the API answered. */
  log: string[];
  actions: number;
  refused: number;
  /** A 401 for a fresh account's token: something else cleared the stack's accounts meanwhile. */
  disturbed: boolean;
  /** Makes each bank row a new one (the payer's name differs). */
  rowSerial: number;
  /** Orders placed by runner (docs/orders.md): the order and its other runner's entry. */
  orders: Map<number, { orderId: string; guestId: string }>;
}

export const emptyModel = (): MoneyModel => ({
  attempts: [],
  events: [],
  statements: [],
  joined: new Set(),
  offers: new Map(),
  keeps: { cancelled: new Set(), transferred: new Set(), deferred: new Map() },
  log: [],
  actions: 0,
  refused: 0,
  disturbed: false,
  rowSerial: 0,
  orders: new Map(),
});

type Which = 'latest' | 'nth';

export type Action =
  | {
      kind: 'register';
      runner: number;
      distance: DistanceKey;
      code?: CodeName | 'none';
      referrer?: number;
    }
  | {
      kind: 'order';
      runner: number;
      distance: DistanceKey;
      guest: DistanceKey;
      code?: CodeName | 'none';
    }
  | { kind: 'withdrawGuest'; runner: number }
  | { kind: 'joinWaitlist'; runner: number }
  | { kind: 'acceptOffer'; runner: number; code?: CodeName | 'none' }
  | { kind: 'start'; runner: number; method: 'card' | 'bank_transfer' }
  | { kind: 'pay'; runner: number; attempt: Which; nth: number; twice: boolean }
  | { kind: 'replay'; runner: number; nth: number }
  | { kind: 'decline'; runner: number }
  | { kind: 'holdRunsOut'; runner: number; held: 'registrations' | 'distanceChanges' }
  | { kind: 'withdraw'; runner: number }
  | { kind: 'refund'; runner: number; amount: number; cancel: boolean }
  | { kind: 'manual'; runner: number; exact: boolean; amount: number }
  | { kind: 'defer'; runner: number }
  | { kind: 'offerTransfer'; runner: number; to: number }
  | { kind: 'acceptTransfer'; runner: number }
  | { kind: 'changeDistance'; runner: number; distance: DistanceKey }
  | {
      kind: 'bankRow';
      runner: number;
      attempt: Which;
      nth: number;
      paid: 'exact' | 'partial' | 'over';
      rows: 1 | 2;
    }
  | { kind: 'reimport'; runner: number; nth: number }
  | {
      kind: 'dispute';
      runner: number;
      attempt: Which;
      nth: number;
      status: 'needs_response' | 'won' | 'lost';
    };

/** The action in a few words, as a counterexample prints it. */
export function describe(a: Action): string {
  const { kind, runner, ...rest } = a;
  const params = Object.entries(rest).map(([k, v]) => `${k}=${String(v)}`);
  return `${kind}(r${runner}${params.length > 0 ? `, ${params.join(', ')}` : ''})`;
}

const attemptsOf = (m: MoneyModel, runner: number, method?: Attempt['method']) =>
  m.attempts.filter((a) => a.runner === runner && (method === undefined || a.method === method));

/** The runner's latest attempt (of the method), or the `nth` of all of them (oldest first). */
function pick(list: Attempt[], which: Which, nth: number): Attempt | undefined {
  if (which === 'latest') return list.at(-1);
  return list[nth % Math.max(1, list.length)];
}

/** Where a runner registers when an action needs them registered first: a priced distance. */
const FIRST_DISTANCE: readonly DistanceKey[] = ['cheap', 'dear', 'small'];

/**
 * The action to perform now: itself when it has something to act on; for a runner the race does
 * not have, registering them first (so that every generated action moves the run on); null when
 * neither (fast-check skips it).
 */
export function effective(m: Readonly<MoneyModel>, a: Action): Action | null {
  if (applicable(m, a)) return a;
  const joining =
    a.kind === 'register' ||
    a.kind === 'order' ||
    a.kind === 'joinWaitlist' ||
    a.kind === 'acceptOffer';
  if (joining || m.joined.has(a.runner)) return null;
  const distance = FIRST_DISTANCE[a.runner % FIRST_DISTANCE.length] ?? 'cheap';
  return { kind: 'register', runner: a.runner, distance };
}

/** Whether the action has something to act on in the model. */
function applicable(m: Readonly<MoneyModel>, a: Action): boolean {
  switch (a.kind) {
    case 'pay':
    case 'decline':
    case 'dispute':
      return attemptsOf(m, a.runner, 'card').length > 0;
    case 'bankRow':
      return attemptsOf(m, a.runner, 'bank_transfer').length > 0;
    case 'replay':
      return m.events.length > 0;
    case 'reimport':
      return m.statements.length > 0;
    case 'acceptTransfer':
      return m.offers.has(a.runner);
    case 'withdrawGuest':
      return m.orders.has(a.runner);
    case 'order':
      return !m.joined.has(a.runner);
    case 'offerTransfer':
      return a.to !== a.runner && m.joined.has(a.runner);
    case 'register':
    case 'joinWaitlist':
    case 'acceptOffer':
      return !m.joined.has(a.runner);
    default:
      return m.joined.has(a.runner);
  }
}

/** "45,00": a statement's amount as a German bank writes it. */
const euros = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** What the registration (or its change of distance) owes now, as stored; 0 when nothing. */
async function dueOf(race: MoneyRace, uid: string): Promise<number> {
  const [registration, change] = await adminDb().getAll(
    adminDb().doc(`marathons/${race.id}/registrations/${uid}`),
    adminDb().doc(`marathons/${race.id}/distanceChanges/${uid}`),
  );
  const held = [change, registration].find((d) => d?.get('status') === 'pending_payment');
  const total: unknown = held?.get('payment.total');
  return typeof total === 'number' ? total : 0;
}

interface Answer {
  status: number;
  text: string;
}

/** Sends a provider event (remembered, to send again later) and answers the webhook's answer. */
async function send(m: MoneyModel, body: string): Promise<Answer> {
  m.events.push(body);
  return sendTestEvent(body);
}

/** Performs one action against the race; answers the HTTP status the API gave. */
async function act(a: Action, m: MoneyModel, race: MoneyRace): Promise<Answer | null> {
  const runner = race.runners[a.runner];
  if (runner === undefined) throw new Error(`no runner ${a.runner}`);
  const { id, owner } = race;
  const params = { id, userId: runner.uid };
  switch (a.kind) {
    case 'register': {
      const referrer = race.runners[a.referrer ?? -1]?.uid ?? null;
      return applyWith(id, runner, {
        distanceId: race.distance[a.distance],
        ...discountBody(id, a.code ?? 'none', referrer),
      });
    }
    case 'order': {
      // The runner and one other runner, in one order: the runner's own entry first (the lead), with
      // a code now and then; a runner's credit from a deferral pays what it covers (docs/orders.md).
      const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.com`;
      const res = await api.call(orders.createOrder, {
        params: { id },
        token: runner.token,
        body: {
          entries: [
            {
              ...registrationForm(runner.email, { distanceId: race.distance[a.distance] }),
              self: true,
            },
            registrationForm(guestEmail, { distanceId: race.distance[a.guest] }),
          ],
          ...discountBody(id, a.code ?? 'none', null),
        },
      });
      const guestId = res.status === 201 ? res.body.entries[1]?.registrationId : undefined;
      if (res.status === 201 && guestId !== undefined) {
        m.orders.set(a.runner, { orderId: res.body.orderId, guestId });
      }
      return res;
    }
    case 'withdrawGuest': {
      const placed = m.orders.get(a.runner);
      if (placed === undefined) return null;
      return api.call(orders.withdrawOrderEntry, {
        params: { id, orderId: placed.orderId, registrationId: placed.guestId },
        token: runner.token,
      });
    }
    case 'joinWaitlist':
      return joinWaitlistWith(id, runner, { distanceId: race.distance.small });
    case 'acceptOffer':
      return api.call(waitlist.acceptOffer, {
        params: { id },
        token: runner.token,
        body: discountBody(id, a.code ?? 'none', null),
      });
    case 'start': {
      const res = await startPayment(id, runner, a.method);
      if (res.status === 201) {
        const { paymentId } = res.body;
        const amount = Number((await ledger(id, paymentId)).get('amount') ?? 0);
        const reference = res.body.instructions?.reference ?? null;
        m.attempts.push({ runner: a.runner, paymentId, method: a.method, amount, reference });
      }
      return res;
    }
    case 'pay': {
      const attempt = pick(attemptsOf(m, a.runner, 'card'), a.attempt, a.nth);
      if (attempt === undefined) return null;
      const body = testEvent(attempt.paymentId, attempt.amount);
      if (!a.twice) return send(m, body);
      // The same event twice at once, as a provider retrying sends it.
      const [first, second] = await Promise.all([send(m, body), sendTestEvent(body)]);
      return first.status >= second.status ? first : second;
    }
    case 'replay': {
      const body = m.events[a.nth % m.events.length];
      return body === undefined ? null : sendTestEvent(body);
    }
    case 'decline': {
      const attempt = attemptsOf(m, a.runner, 'card').at(-1);
      if (attempt === undefined) return null;
      return send(m, testEvent(attempt.paymentId, attempt.amount, 'payment.failed'));
    }
    case 'dispute': {
      const attempt = pick(attemptsOf(m, a.runner, 'card'), a.attempt, a.nth);
      if (attempt === undefined) return null;
      return send(
        m,
        disputeEvent(
          attempt.paymentId,
          a.status === 'needs_response' ? 'charge.dispute.created' : 'charge.dispute.closed',
          a.status,
          attempt.amount,
        ),
      );
    }
    case 'holdRunsOut': {
      const held = await adminDb().doc(`marathons/${id}/${a.held}/${runner.uid}`).get();
      if (held.get('status') !== 'pending_payment') return null;
      await holdRunsOut(id, runner.uid, a.held);
      // An order's entries share one deadline: the clock reaches all of them.
      const guest = m.orders.get(a.runner);
      if (a.held === 'registrations' && guest !== undefined) {
        const other = await adminDb().doc(`marathons/${id}/registrations/${guest.guestId}`).get();
        if (other.get('status') === 'pending_payment') await holdRunsOut(id, guest.guestId);
      }
      // Reading the race frees what is due (docs/payments.md).
      await marathonOf(id);
      return { status: 200, text: '' };
    }
    case 'withdraw':
      return withdraw(id, runner);
    case 'refund':
      return api.call(refunds.organiserRefund, {
        params,
        token: owner.token,
        body: { amount: a.amount, reason: 'Goodwill', cancel: a.cancel },
      });
    case 'manual': {
      const amount = a.exact ? await dueOf(race, runner.uid) : a.amount;
      if (amount <= 0) return null;
      return api.call(payments.manualPayment, {
        params,
        token: owner.token,
        body: { amount, note: 'Cash at the expo' },
      });
    }
    case 'defer':
      return api.call(deferrals.deferRegistration, { params, token: runner.token });
    case 'offerTransfer': {
      const to = race.runners[a.to];
      if (to === undefined) return null;
      const known = new Set(await queuedTokens(id, to.email));
      const res = await offer(id, runner, to.email);
      if (res.status === 201) {
        const token = (await queuedTokens(id, to.email)).find((t) => !known.has(t));
        if (token !== undefined) m.offers.set(a.runner, { token, to: a.to });
      }
      return res;
    }
    case 'acceptTransfer': {
      const open = m.offers.get(a.runner);
      const to = open && race.runners[open.to];
      if (open === undefined || to === undefined) return null;
      return accept(id, to, open.token);
    }
    case 'changeDistance':
      return changeRegistration(id, runner, { distanceId: race.distance[a.distance] });
    case 'bankRow': {
      const attempt = pick(attemptsOf(m, a.runner, 'bank_transfer'), a.attempt, a.nth);
      if (attempt === undefined || attempt.reference === null) return null;
      const cents =
        a.paid === 'exact'
          ? attempt.amount
          : a.paid === 'partial'
            ? Math.max(1, Math.floor(attempt.amount / 3))
            : attempt.amount + 700;
      m.rowSerial += 1;
      const row: [string, string, string] = [
        euros(cents),
        `Entry ${attempt.reference}`,
        `Ada Runner ${m.rowSerial}`,
      ];
      // Two rows alike in one statement: two genuine transfers of the same sum.
      const csv = a.rows === 2 ? csvOf(row, row) : csvOf(row);
      m.statements.push(csv);
      return importCsv(id, owner, csv);
    }
    case 'reimport': {
      const csv = m.statements[a.nth % m.statements.length];
      return csv === undefined ? null : importCsv(id, owner, csv);
    }
  }
}

/**
 * Reads what a runner's endings leave the race allowed to keep (Keeps): a deferral's or a
 * transfer's record names the entries of the place that went; an organiser's cancellation, when
 * it is what withdrew the runner.
 */
async function noteEndings(m: MoneyModel, race: MoneyRace, cancelledBy?: number): Promise<void> {
  const lapsed = await adminDb().getAll(
    ...race.runners.map((r) => adminDb().doc(`marathons/${race.id}/lapsedHolds/${r.uid}`)),
  );
  lapsed.forEach((record, i) => {
    if (!record.exists) return;
    const byHand: unknown = record.get('paymentIds');
    const entries = [
      ...['payment.paymentId', 'payment.difference.paymentId'].map((f): unknown => record.get(f)),
      ...(Array.isArray(byHand) ? (byHand as unknown[]) : []),
    ].filter((e): e is string => typeof e === 'string');
    const status: unknown = record.get('status');
    if (status === 'transferred') entries.forEach((e) => m.keeps.transferred.add(e));
    if (status === 'withdrawn' && cancelledBy === i) {
      entries.forEach((e) => m.keeps.cancelled.add(e));
    }
    const creditId: unknown = record.get('creditId');
    if (status === 'deferred' && typeof creditId === 'string') {
      m.keeps.deferred.set(creditId, { entries, fee: DEFERRAL_FEE });
    }
  });
}

/** Performs the action, logs what the API answered, and fails on an answer of 500 or more. */
export async function perform(a: Action, m: MoneyModel, race: MoneyRace): Promise<void> {
  const res = await act(a, m, race);
  m.actions += 1;
  const status = res?.status ?? 0;
  m.log.push(`${describe(a)} → ${res === null ? 'nothing to do' : status}`);
  if (status >= 400 && status < 500) m.refused += 1;
  if (status === 401) m.disturbed = true;
  if (status >= 500) {
    throw new Error(`${describe(a)} answered ${status}: ${res?.text.slice(0, 300) ?? ''}`);
  }
  const joins = { register: 200, order: 201, acceptOffer: 200, acceptTransfer: 200 } as Record<
    string,
    number
  >;
  if (joins[a.kind] === status) {
    m.joined.add(a.kind === 'acceptTransfer' ? (m.offers.get(a.runner)?.to ?? a.runner) : a.runner);
  }
  // Gone (as far as the model can tell): the runner may register again.
  const leaves = { withdraw: 200, defer: 201, holdRunsOut: 200 } as Record<string, number>;
  if (leaves[a.kind] === status && !(a.kind === 'holdRunsOut' && a.held !== 'registrations')) {
    m.joined.delete(a.runner);
  }
  const cancelled = a.kind === 'refund' && a.cancel && status >= 200 && status < 300;
  if (cancelled) m.joined.delete(a.runner);
  await noteEndings(m, race, cancelled ? a.runner : undefined);
}
