// Organisers' payouts through Stripe Connect (docs/payouts.md), with Stripe's own SDK: an Express
// account per organiser (onboarded on Stripe's hosted pages, fees and losses on the site), its
// balance, the balance transactions each payout pays out, and Connect's webhook events, which come
// to an endpoint of their own with its own signing secret.
import type { PayoutState } from '@run/contract/domain/payouts';
import { PAYOUT_STATES } from '@run/contract/domain/payouts';
import { methodsPaidTo } from '@run/contract/domain/payment-methods';
import { Stripe } from 'stripe';

import {
  idOf,
  stripeClient,
  verifiedStripeEvent,
  type StripeOptions,
} from '../providers/providers.js';
import type {
  ConnectedAccount,
  PayoutEvent,
  PayoutLine,
  PayoutProvider,
  PayoutRecord,
} from './payout-provider.js';

/**
 * What a payout line's source is expanded to, so that its transfer (and the transfer's group, the
 * paymentId) comes in the same list call. A payment to the connected account is a charge `py_…`
 * whose `source_transfer` is the site's transfer; a reversal of it (a refund or a dispute taking the
 * organiser's share back) is a refund of that charge. Stripe expands at most four levels, `data`
 * counting as one: the refund's path is exactly four.
 */
const LINE_EXPAND = ['data.source.source_transfer', 'data.source.charge.source_transfer'];

export function readAccount(account: Stripe.Account): ConnectedAccount {
  const due = account.requirements;
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    // past_due is a subset of currently_due at Stripe; the set keeps each field once regardless.
    requirements: [...new Set([...(due?.currently_due ?? []), ...(due?.past_due ?? [])])],
  };
}

const isPayoutState = (status: string): status is PayoutState =>
  (PAYOUT_STATES as readonly string[]).includes(status);

export function readPayout(payout: Stripe.Payout): PayoutRecord {
  return {
    payoutId: payout.id,
    amount: payout.amount,
    currency: payout.currency.toUpperCase(),
    arrivalDate: new Date(payout.arrival_date * 1000),
    // Stripe's statuses are RUN's; one Stripe adds later reads as still under way.
    state: isPayoutState(payout.status) ? payout.status : 'pending',
  };
}

const PAYOUT_EVENTS = new Set([
  'payout.created',
  'payout.updated',
  'payout.paid',
  'payout.failed',
  'payout.canceled',
]);

/** What RUN does with each Connect event; any other type is recorded and ignored. */
export function readConnectEvent(event: Stripe.Event): PayoutEvent {
  const base = { id: event.id, type: event.type, accountId: event.account ?? null };
  if (event.type === 'account.updated') {
    return { ...base, kind: 'account', account: readAccount(event.data.object) };
  }
  if (PAYOUT_EVENTS.has(event.type) && event.data.object.object === 'payout') {
    return { ...base, kind: 'payout', payout: readPayout(event.data.object) };
  }
  return { ...base, kind: 'ignored' };
}

type Source = Stripe.BalanceTransaction['source'];

/** The transfer a line's (expanded) source came from, or null for a line of no transfer. */
function transferOf(source: Source): Stripe.Transfer | null {
  if (source === null || typeof source === 'string') return null;
  if (source.object === 'charge') {
    const transfer = source.source_transfer;
    return transfer !== null && typeof transfer === 'object' ? transfer : null;
  }
  if (source.object === 'refund') {
    const charge = source.charge;
    return charge !== null && typeof charge === 'object' ? transferOf(charge) : null;
  }
  return null;
}

export function readPayoutLine(txn: Stripe.BalanceTransaction): PayoutLine {
  return {
    paymentId: transferOf(txn.source)?.transfer_group ?? null,
    type: txn.type,
    net: txn.net,
    currency: txn.currency.toUpperCase(),
  };
}

/**
 * Stripe refuses a login link to an Express account that has not finished onboarding: it has no
 * dashboard yet, which the interface says with null.
 */
const noDashboardYet = (err: unknown) => err instanceof Stripe.errors.StripeInvalidRequestError;

/**
 * What an organiser's account must be able to take: Stripe's `<name>_payments` capability for each
 * method paid into it (`card_payments`, `ideal_payments`; RUN names those methods as Stripe does),
 * and the transfers that bring the money there.
 */
const CAPABILITIES = {
  ...Object.fromEntries(
    methodsPaidTo('stripe-account').map((m) => [`${m}_payments`, { requested: true }]),
  ),
  transfers: { requested: true },
};

export function stripePayouts(options: StripeOptions): PayoutProvider {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    async createAccount({ uid, email, key }) {
      const account = await stripe.accounts.create(
        {
          // The site pays Stripe's fees and answers for losses (refunds and disputes the organiser's
          // balance cannot cover); Stripe collects what it needs on its own pages; Express dashboard.
          controller: {
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            stripe_dashboard: { type: 'express' },
            requirement_collection: 'stripe',
          },
          capabilities: CAPABILITIES,
          metadata: { uid },
          ...(email ? { email } : {}),
        },
        { idempotencyKey: key },
      );
      return { accountId: account.id };
    },
    async onboardingLink(accountId, returnUrl, refreshUrl) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async dashboardLink(accountId) {
      try {
        return (await stripe.accounts.createLoginLink(accountId)).url;
      } catch (err) {
        if (noDashboardYet(err)) return null;
        throw err;
      }
    },
    async account(accountId) {
      return readAccount(await stripe.accounts.retrieve(accountId));
    },
    async balance(accountId) {
      const balance = await stripe.balance.retrieve({}, { stripeAccount: accountId });
      const money = (list: Array<{ amount: number; currency: string }>) =>
        list.map(({ amount, currency }) => ({ amount, currency: currency.toUpperCase() }));
      return { available: money(balance.available), pending: money(balance.pending) };
    },
    async payoutLines(accountId, payoutId) {
      const lines: PayoutLine[] = [];
      const list = stripe.balanceTransactions.list(
        { payout: payoutId, limit: 100, expand: LINE_EXPAND },
        { stripeAccount: accountId },
      );
      for await (const txn of list) {
        // The payout's own transaction (the money leaving for the bank) is the sum, not a line.
        if (idOf(txn.source) === payoutId) continue;
        lines.push(readPayoutLine(txn));
      }
      return lines;
    },
    async verify(rawBody, header) {
      return readConnectEvent(verifiedStripeEvent(stripe, rawBody, header, options.webhookSecret));
    },
  };
}
