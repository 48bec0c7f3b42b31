// The one interface a payout provider sits behind (docs/payouts.md): the organiser's connected
// account (made once, onboarded on the provider's own pages, its state), its balance, what a payout
// is made of, and the provider's events for connected accounts. Stripe Connect in production; the
// test provider on the local stack and in the tests.
import type { Balance } from '@run/contract/domain/payout-types';
import type { PayoutState } from '@run/contract/domain/payouts';

export type PayoutProviderName = 'stripe' | 'test';

/** A connected account as the provider reports it. */
export interface ConnectedAccount {
  accountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs (Stripe's `requirements.currently_due` and `past_due`). */
  requirements: string[];
}

export interface PayoutRecord {
  payoutId: string;
  amount: number;
  currency: string;
  arrivalDate: Date;
  state: PayoutState;
}

/** A connected account's event, verified and read. */
export interface PayoutEvent {
  /** The provider's own event id: each is taken once. */
  id: string;
  type: string;
  kind: 'account' | 'payout' | 'ignored';
  /** The connected account it concerns (Stripe's `account` on a Connect event). */
  accountId: string | null;
  account?: ConnectedAccount;
  payout?: PayoutRecord;
}

/**
 * One balance transaction of a payout on the connected account, as RUN needs it: which ledger entry
 * it moved money for (from the transfer's `transfer_group`, which RUN sets to the paymentId), and
 * its net (what it added to the payout; negative for a reversal).
 */
export interface PayoutLine {
  paymentId: string | null;
  type: string;
  net: number;
  currency: string;
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** The organiser's account, made once: `key` (from the uid) makes a repeated call make one. */
  createAccount(p: {
    uid: string;
    email: string | null;
    key: string;
  }): Promise<{ accountId: string }>;
  /** A one-time link to the provider's onboarding, back to `returnUrl` (or `refreshUrl` when stale). */
  onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** A link to the provider's dashboard for the account; null where it has none. */
  dashboardLink(accountId: string): Promise<string | null>;
  account(accountId: string): Promise<ConnectedAccount>;
  balance(accountId: string): Promise<Balance>;
  /** The balance transactions a payout pays out (not the payout's own). */
  payoutLines(accountId: string, payoutId: string): Promise<PayoutLine[]>;
  /** The event of a webhook call; throws a 400 for a bad or stale signature. */
  verify(rawBody: Buffer, header: (name: string) => string | undefined): Promise<PayoutEvent>;
}
