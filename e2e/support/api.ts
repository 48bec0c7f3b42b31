// Test data through the real services: users via the Auth emulator's REST API, marathons and
// registrations via the RUN API, both on the stack that BASE_URL points at. Requests go through the
// shared test client (test-support/api-client.ts), so every path comes from a declaration.
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import type { Marathon } from '@run/contract/domain/api-types';
import type { MarathonInput, RegistrationInput } from '@run/contract/domain/schemas';
import type { CouponInput } from '@run/contract/domain/coupons';
import * as coupons from '@run/contract/endpoints/coupons';
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as marathons from '@run/contract/endpoints/marathons';
import * as payments from '@run/contract/endpoints/payments';
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { EndpointSpec } from '@run/contract/http/endpoint';

import { apiClient } from '../../test-support/api-client.js';
import {
  markEmailVerified as markVerified,
  setDisplayName,
  signUpAccount,
  signUpVerifiedAccount,
} from '../../test-support/auth-emulator.js';
import { registrationForm as sharedRegistrationForm } from '../../test-support/factories.js';

export const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const hostingPort = Number(new URL(baseURL).port || 80);
/** The stack's ports move together: auth = hosting + 4099 (9099 for 5000), Firestore + 3080. */
const authEmulatorHost = process.env.AUTH_EMULATOR_HOST ?? `127.0.0.1:${hostingPort + 4099}`;
export const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${hostingPort + 3080}`;

/** The RUN API through Hosting's /api rewrite, as the browser calls it. */
export const api = apiClient(`${baseURL.replace(/\/$/u, '')}/api`);

const TEST_PASSWORD = 'Runner2026pass';
export const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-run';

export interface Account {
  email: string;
  password: string;
  uid: string;
  idToken: string;
  displayName?: string;
}

export function uniqueEmail(prefix = 'web1'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@e2e.test`;
}

/**
 * A fresh account with a unique email, optionally with a display name, and `verified` (as an
 * organiser who invites staff must be: the token then says so).
 */
export async function createAccount(
  options: { prefix?: string; displayName?: string; verified?: boolean } = {},
): Promise<Account> {
  const email = uniqueEmail(options.prefix);
  const { uid, idToken } = options.verified
    ? await signUpVerifiedAccount(authEmulatorHost, PROJECT, email, TEST_PASSWORD)
    : await signUpAccount(authEmulatorHost, email, TEST_PASSWORD);
  if (options.displayName) await setDisplayName(authEmulatorHost, idToken, options.displayName);
  return { email, password: TEST_PASSWORD, uid, idToken, displayName: options.displayName };
}

/** Marks the account's email verified, as an operator can (the Auth emulator's admin API). */
export function markEmailVerified(account: Account): Promise<void> {
  return markVerified(authEmulatorHost, PROJECT, account.uid);
}

/**
 * The URLs of an endpoint's requests, for `page.route`: the declaration's path under /api, with any
 * value for each path parameter, with or without a query string.
 */
export function apiRoute(endpoint: Pick<EndpointSpec, 'path'>): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
  const path = endpoint.path
    .split(/\{\w+\}/u)
    .map(escape)
    .join('[^/?#]+');
  return new RegExp(`^[^?#]*\\/api${path}(?:[?#].*)?$`, 'u');
}

/** The page's calls to `endpoint` fail with `status` and the API's `{error}` body saying `error`. */
export function failCalls(
  page: Page,
  endpoint: Pick<EndpointSpec, 'path'>,
  status: number,
  error: string,
) {
  return page.route(apiRoute(endpoint), (route) => route.fulfill({ status, json: { error } }));
}

export async function createMarathon(user: Account, input: MarathonInput): Promise<string> {
  const { insertedId } = await api.ok(marathons.createMarathon, {
    body: input,
    token: user.idToken,
  });
  return insertedId;
}

export async function updateMarathon(
  user: Account,
  id: string,
  input: MarathonInput,
): Promise<void> {
  await api.ok(marathons.updateMarathon, { params: { id }, body: input, token: user.idToken });
}

export function getMarathon(id: string, user?: Account): Promise<Marathon> {
  return api.ok(marathons.getMarathon, { params: { id }, token: user?.idToken });
}

/** The six featured marathons the home page shows. */
export function featuredMarathons(): Promise<Marathon[]> {
  return api.ok(marathons.featuredMarathons);
}

/** The registration form as a runner fills it (also what joining a waitlist sends). */
export function registrationForm(user: Account, input?: Partial<RegistrationInput>) {
  return sharedRegistrationForm(user.email, {
    phone: '+1 555 0100',
    emergencyContact: 'Grace Runner +1 555 0101',
    ...input,
  });
}

export function register(user: Account, marathonId: string, input?: Partial<RegistrationInput>) {
  return api.ok(registrations.applyToMarathon, {
    params: { id: marathonId },
    body: registrationForm(user, input),
    token: user.idToken,
  });
}

/** The runner starts paying their held place, by card unless told (a `started` ledger entry). */
export function startPayment(
  user: Account,
  marathonId: string,
  method: 'card' | 'bank_transfer' = 'card',
) {
  return api.ok(payments.startPayment, {
    params: { id: marathonId, userId: user.uid },
    body: { method },
    token: user.idToken,
  });
}

/** An organiser records money a runner paid by hand (cash, a transfer seen in the bank). */
export function recordManualPayment(
  organiser: Account,
  marathonId: string,
  runner: Account,
  amount: number,
) {
  return api.ok(payments.manualPayment, {
    params: { id: marathonId, userId: runner.uid },
    body: { amount, note: 'Transfer seen in the bank' },
    token: organiser.idToken,
  });
}

/** The runner gives their paid place back for a credit (docs/transfers.md). */
export function deferPlace(user: Account, marathonId: string) {
  return api.ok(deferrals.deferRegistration, {
    params: { id: marathonId, userId: user.uid },
    token: user.idToken,
  });
}

export function withdraw(user: Account, marathonId: string) {
  return api.ok(registrations.withdrawRegistration, {
    params: { marathonId },
    token: user.idToken,
  });
}

export function joinWaitlist(
  user: Account,
  marathonId: string,
  input?: Partial<RegistrationInput>,
) {
  return api.ok(waitlist.joinWaitlist, {
    params: { id: marathonId },
    body: registrationForm(user, input),
    token: user.idToken,
  });
}

/** An organiser's discount code for their race (docs/coupons.md). */
export function createCoupon(organiser: Account, marathonId: string, body: CouponInput) {
  return api.ok(coupons.createCoupon, {
    params: { id: marathonId },
    body,
    token: organiser.idToken,
  });
}
