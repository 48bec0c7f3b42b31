// The organiser's payout account (docs/payouts.md): made once at the provider, onboarded on the
// provider's pages, its state kept from the provider's events and refreshed when the organiser
// comes back, and the PayPal merchant id PayPal pays them through.
import { Timestamp } from 'firebase-admin/firestore';
import type { PayoutAccount } from '@run/contract/domain/payout-types';

import { conflict } from '../lib/http-error.js';
import { siteUrl } from '../mail/mail.js';
import {
  accountState,
  newPayoutAccountRef,
  payoutAccountRef,
  readPayoutAccount,
} from '../store/payout-account-doc.js';
import { payoutModeOf } from '../store/payout-mode-doc.js';
import type { ConnectedAccount } from './payout-provider.js';
import { payoutProvider } from './providers.js';

async function connectOnly(uid: string): Promise<void> {
  if ((await payoutModeOf(uid)) !== 'connect') throw conflict('platform_payouts');
}

const stateFields = (a: ConnectedAccount) => ({
  detailsSubmitted: a.detailsSubmitted,
  chargesEnabled: a.chargesEnabled,
  payoutsEnabled: a.payoutsEnabled,
  requirements: a.requirements,
});

/** The account as the API answers it; one not ready yet is read again from its provider first. */
export async function payoutAccountView(uid: string): Promise<PayoutAccount> {
  let account = await readPayoutAccount(uid);
  const connect = account?.accountId && (await payoutModeOf(uid)) === 'connect';
  const provider = connect ? payoutProvider() : null;
  if (account && provider && accountState(account) !== 'ready') {
    const fresh = stateFields(await provider.account(account.accountId));
    await payoutAccountRef(uid).update({ ...fresh, updatedAt: Timestamp.now() });
    account = { ...account, ...fresh };
  }
  const state = accountState(account);
  const dashboard = state === 'ready' && provider !== null && account !== null;
  return {
    state,
    chargesEnabled: account?.chargesEnabled ?? false,
    payoutsEnabled: account?.payoutsEnabled ?? false,
    requirements: account?.requirements ?? [],
    dashboardUrl: dashboard && account ? await provider.dashboardLink(account.accountId) : null,
    paypalMerchantId: account?.paypalMerchantId ?? null,
    balance: provider && account ? await provider.balance(account.accountId) : null,
  };
}

/** Makes the caller's account (once) and answers a fresh link to the provider's onboarding. */
export async function startOnboarding(
  uid: string,
  email: string | null,
  returnPath = '/dashboard',
): Promise<{ onboardingUrl: string }> {
  await connectOnly(uid);
  const provider = payoutProvider();
  let accountId = (await readPayoutAccount(uid))?.accountId ?? '';
  if (accountId === '') {
    // The key makes a second call (a double click, a retry) get the same account back.
    ({ accountId } = await provider.createAccount({ uid, email, key: `run-payout-${uid}` }));
    const now = Timestamp.now();
    await newPayoutAccountRef(uid).set(
      {
        provider: provider.name,
        accountId,
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: [],
        createdAt: now,
        updatedAt: now,
      },
      { merge: true },
    );
  }
  const back = `${siteUrl()}${returnPath}`;
  return { onboardingUrl: await provider.onboardingLink(accountId, back, back) };
}

/** Sets (or clears) the PayPal merchant id PayPal pays the organiser through. */
export async function setPayPalMerchant(
  uid: string,
  paypalMerchantId: string | null,
): Promise<PayoutAccount> {
  await connectOnly(uid);
  await newPayoutAccountRef(uid).set(
    { paypalMerchantId, updatedAt: Timestamp.now() },
    { merge: true },
  );
  return payoutAccountView(uid);
}
