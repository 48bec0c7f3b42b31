// The Payouts tab's pure rules (docs/payouts.md): where an onboarding link goes, which return paths
// the test onboarding page follows, a statement's total row and the balance per currency.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Balance, StatementRace } from '@run/contract/domain/payout-types';
import type { PayoutAccountState, PayoutState } from '@run/contract/domain/payouts';

/** Each state's words, shown with `i18n._` in the language shown. */
export const ACCOUNT_STATE_WORDS: Record<PayoutAccountState, MessageDescriptor> = {
  none: msg`Not connected`,
  onboarding: msg`Onboarding not finished`,
  restricted: msg`Restricted: the provider needs more from you`,
  ready: msg`Ready: card payments go to your account`,
};

export const PAYOUT_STATE_WORDS: Record<PayoutState, MessageDescriptor> = {
  pending: msg`Pending`,
  in_transit: msg`On its way`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  canceled: msg`Cancelled`,
};

/**
 * A path on this site, or null: only `/…`, never `//host` or `/\host`, which browsers read as
 * another site. The test onboarding page goes back only to such a path.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * Where the onboarding link leads: a path of this site (the test provider's page) is opened by the
 * router; the provider's own https page by the browser; anything else is not followed.
 */
export function onboardingTarget(
  url: string,
): { kind: 'path'; to: string } | { kind: 'site'; to: string } | null {
  const path = sameSitePath(url);
  if (path) return { kind: 'path', to: path };
  try {
    return new URL(url).protocol === 'https:' ? { kind: 'site', to: url } : null;
  } catch {
    return null;
  }
}

export type StatementTotal = Omit<StatementRace, 'marathonId' | 'title'>;

const COLUMNS = ['gross', 'refunds', 'disputes', 'platformFee', 'providerFee', 'net'] as const;

/** The statement's last row: each column summed over its races. */
export function statementTotal(races: readonly StatementRace[]): StatementTotal {
  const total = Object.fromEntries(COLUMNS.map((c) => [c, 0])) as StatementTotal;
  for (const race of races) for (const c of COLUMNS) total[c] += race[c];
  return total;
}

export interface BalanceRow {
  currency: string;
  available: number;
  pending: number;
}

/** The balance as one row per currency (available and pending side by side), in currency order. */
export function balanceRows(balance: Balance): BalanceRow[] {
  const rows = new Map<string, BalanceRow>();
  const row = (currency: string) => {
    const found = rows.get(currency) ?? { currency, available: 0, pending: 0 };
    rows.set(currency, found);
    return found;
  };
  for (const { amount, currency } of balance.available) row(currency).available += amount;
  for (const { amount, currency } of balance.pending) row(currency).pending += amount;
  return [...rows.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The test provider's `account.updated` event that makes the account ready. */
export function testOnboardingEvent(accountId: string, eventId: string) {
  return {
    id: `evt_acct_${eventId}`,
    type: 'account.updated',
    data: {
      accountId,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [] as string[],
    },
  };
}
