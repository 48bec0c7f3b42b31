// Where a race's money goes in `connect` mode (docs/payouts.md), by each method's payee (the
// contract's payment-methods.ts): to its creator's connected Stripe account or to their PayPal
// merchant id, each less the site's fee. A race takes a Stripe-paid method (card) only while that
// account is ready (saving one otherwise is 409) and a PayPal-paid one only with a merchant id; bank
// transfers go to the race's own account as always, with no site fee.
import { platformFeeOf } from '@run/contract/domain/payouts';
import {
  methodInfo,
  methodsPaidTo,
  type PaymentMethod,
} from '@run/contract/domain/payment-methods';

import { env } from '../lib/env.js';
import { conflict } from '../lib/http-error.js';
import { accountState, readPayoutAccount } from '../store/payout-account-doc.js';
import { payoutModeOf } from '../store/payout-mode-doc.js';

/** What a connected charge carries onto its ledger entry and to its provider. */
export interface ConnectedEntry {
  /** The organiser's Stripe account, or their PayPal merchant id. */
  destination: string;
  platformFee: number;
  /** The organiser (the race's creator) whose account it is. */
  payee: string;
}

/** The connected charge for paying `amount` by `method` to `creatorUid`'s race; null if none. */
export async function connectedEntryFor(
  creatorUid: string,
  method: PaymentMethod,
  amount: number,
): Promise<ConnectedEntry | null> {
  const { payee } = methodInfo(method);
  if (payee === 'race-bank-account' || (await payoutModeOf(creatorUid)) !== 'connect') return null;
  const account = await readPayoutAccount(creatorUid);
  const platformFee = platformFeeOf(amount, env.platformFee);
  if (payee === 'paypal-merchant') {
    if (!account?.paypalMerchantId) throw conflict('connect_paypal_first');
    return { destination: account.paypalMerchantId, platformFee, payee: creatorUid };
  }
  // A race whose account went restricted keeps its holds; its runners pay another way or later.
  if (account === null || accountState(account) !== 'ready') throw conflict('card_paused');
  return { destination: account.accountId, platformFee, payee: creatorUid };
}

/**
 * Saving a race's methods in `connect` mode: a Stripe-paid method (card, iDEAL) needs its creator's
 * account ready, a PayPal-paid one their merchant id. Only a method being added is judged: a race
 * whose account went restricted can still be edited.
 */
export async function checkPayoutMethods(
  creatorUid: string,
  methods: readonly PaymentMethod[],
  before: readonly PaymentMethod[],
): Promise<void> {
  if ((await payoutModeOf(creatorUid)) !== 'connect') return;
  const payees = new Set(
    methods.filter((m) => !before.includes(m)).map((m) => methodInfo(m).payee),
  );
  if (!payees.has('stripe-account') && !payees.has('paypal-merchant')) return;
  const account = await readPayoutAccount(creatorUid);
  if (payees.has('stripe-account') && accountState(account) !== 'ready') {
    throw conflict('connect_card_first');
  }
  if (payees.has('paypal-merchant') && !account?.paypalMerchantId) {
    throw conflict('connect_paypal_first');
  }
}

/**
 * The creators of `races` whose races take a Stripe-paid method (card) but whose account is not ready
 * (`connect`): their races say so (`cardPaused`), and do not offer those methods, until it is again.
 */
export async function creatorsWithCardPaused(
  races: readonly { createdByUid: string; paymentMethods: readonly PaymentMethod[] }[],
): Promise<Set<string>> {
  const stripePaid = methodsPaidTo('stripe-account');
  const creators = new Set(
    races
      .filter((r) => r.paymentMethods.some((m) => stripePaid.includes(m)))
      .map((r) => r.createdByUid),
  );
  const paused = new Set<string>();
  await Promise.all(
    [...creators].map(async (uid) => {
      if ((await payoutModeOf(uid)) !== 'connect') return;
      if (accountState(await readPayoutAccount(uid)) !== 'ready') paused.add(uid);
    }),
  );
  return paused;
}
