// Payouts in the API tests (docs/payouts.md): whether the stack runs `connect`, an organiser's
// payout account made and onboarded through the test provider (its signed `account.updated` event,
// as its onboarding page posts it), and the test provider's payout.
import { randomUUID } from 'node:crypto';

import * as payouts from '@run/contract/endpoints/payouts';
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';

import { signatureHeader, SIGNATURE_HEADER } from '../src/providers/providers.js';
import { api } from './helpers.js';
import type { TestUser } from './users.js';

export const connectMode = process.env.PAYOUTS === 'connect';

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
