// Payouts in the API tests (docs/payouts.md): an organiser paid through `connect` on a stack that
// pays the others its own way (the stack's test-only setting), their payout account made and
// onboarded through the test provider (its signed `account.updated` event, as its onboarding page
// posts it), and the test provider's payout.
import { randomUUID } from 'node:crypto';

import * as payouts from '@run/contract/endpoints/payouts';
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import type { PayoutMode } from '@run/contract/domain/payouts';

import { signatureHeader, SIGNATURE_HEADER } from '../src/providers/providers.js';
import { COLLECTIONS } from '../src/store/collections.js';
import { api } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp, type TestUser } from './users.js';

/**
 * Pays `user`'s races the `mode` way, whatever the stack's `PAYOUTS`: the local stack's test-only
 * setting (docs/payouts.md), written before the organiser's first call.
 */
export async function payThrough(user: TestUser, mode: PayoutMode): Promise<void> {
  await adminDb().collection(COLLECTIONS.testPayoutModes).doc(user.uid).set({ mode });
}

/** A new organiser whose races pay them through their own account. */
export async function signUpConnected(label: string): Promise<TestUser> {
  const user = await signUp(label);
  await payThrough(user, 'connect');
  return user;
}

export interface AccountFlags {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
}

export const READY: AccountFlags = {
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirements: [],
};

/** Posts the test provider's signed `account.updated` for `accountId` to Connect's webhook. */
export function sendAccountEvent(accountId: string, flags: AccountFlags, id = randomUUID()) {
  const body = JSON.stringify({
    id: `evt_acct_${id}`,
    type: 'account.updated',
    data: { accountId, ...flags },
  });
  return api.call(payouts.payoutWebhook, {
    params: { provider: 'test' },
    rawBody: body,
    headers: { [SIGNATURE_HEADER]: signatureHeader(TEST_WEBHOOK_SECRET, body) },
  });
}

/** The account id in a test onboarding link (`/payouts/test-onboarding?account=...`). */
export const accountIdIn = (onboardingUrl: string): string =>
  new URL(onboardingUrl, 'http://localhost').searchParams.get('account') ?? '';

/** Makes `owner`'s payout account and answers its onboarding link's account id. */
export async function startOnboarding(owner: TestUser): Promise<string> {
  const res = await api.call(payouts.createPayoutAccount, {
    params: { userId: owner.uid },
    token: owner.token,
    body: {},
  });
  if (res.status !== 201) throw new Error(`payout account: ${res.status} ${res.text}`);
  return accountIdIn(res.body.onboardingUrl);
}

/** `owner`'s payout account, onboarded and ready. */
export async function connectAccount(owner: TestUser): Promise<string> {
  const accountId = await startOnboarding(owner);
  const ready = await sendAccountEvent(accountId, READY);
  if (ready.status !== 200) throw new Error(`onboarding: ${ready.status} ${ready.text}`);
  return accountId;
}

export const accountOf = (owner: TestUser) =>
  api.call(payouts.payoutAccount, { params: { userId: owner.uid }, token: owner.token });

export const runTestPayout = (owner: TestUser) =>
  api.call(payouts.testPayout, { params: { userId: owner.uid }, token: owner.token, body: {} });
