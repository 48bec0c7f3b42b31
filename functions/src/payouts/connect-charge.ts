// Where a race's money goes in `connect` mode (docs/payouts.md): card money to its creator's
// connected account, PayPal money to their PayPal merchant id, each less the site's fee. A race takes
// card only while that account is ready (saving card otherwise is 409) and PayPal only with a
// merchant id; bank transfers go to the race's own account as always, with no site fee.
import {
  CARD_PAUSED,
  CONNECT_CARD_FIRST,
  CONNECT_PAYPAL_FIRST,
  platformFeeOf,
} from '@run/contract/domain/payouts';
import type { PaymentMethod } from '@run/contract/domain/money';

import { env } from '../lib/env.js';
import { conflict } from '../lib/http-error.js';
import { accountState } from '../store/payout-account-doc.js';
import { readPayoutAccount } from './account.js';

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
  if (env.payouts !== 'connect' || method === 'bank_transfer') return null;
  const account = await readPayoutAccount(creatorUid);
  const platformFee = platformFeeOf(amount, env.platformFee);
  if (method === 'paypal') {
    if (!account?.paypalMerchantId) throw conflict(CONNECT_PAYPAL_FIRST);
    return { destination: account.paypalMerchantId, platformFee, payee: creatorUid };
  }
  // A race whose account went restricted keeps its holds; its runners pay another way or later.
  if (account === null || accountState(account) !== 'ready') throw conflict(CARD_PAUSED);
  return { destination: account.accountId, platformFee, payee: creatorUid };
}

/**
 * Saving a race's methods in `connect` mode: card needs its creator's account ready, PayPal their
 * merchant id. Only a method being added is judged: a race whose account went restricted can still
 * be edited.
 */
export async function checkPayoutMethods(
  creatorUid: string,
  methods: readonly PaymentMethod[],
  before: readonly PaymentMethod[],
): Promise<void> {
  if (env.payouts !== 'connect') return;
  const added = methods.filter((m) => !before.includes(m));
  if (!added.includes('card') && !added.includes('paypal')) return;
  const account = await readPayoutAccount(creatorUid);
  if (added.includes('card') && accountState(account) !== 'ready') {
    throw conflict(CONNECT_CARD_FIRST);
  }
  if (added.includes('paypal') && !account?.paypalMerchantId) throw conflict(CONNECT_PAYPAL_FIRST);
}

/**
 * The creators of `races` whose races take card but whose account is not ready (`connect`): their
 * races say so, and do not offer card, until it is again.
 */
export async function creatorsWithCardPaused(
  races: readonly { createdByUid: string; paymentMethods: readonly PaymentMethod[] }[],
): Promise<Set<string>> {
  if (env.payouts !== 'connect') return new Set();
  const creators = new Set(
    races.filter((r) => r.paymentMethods.includes('card')).map((r) => r.createdByUid),
  );
  const paused = new Set<string>();
  await Promise.all(
    [...creators].map(async (uid) => {
      if (accountState(await readPayoutAccount(uid)) !== 'ready') paused.add(uid);
    }),
  );
  return paused;
}
