// What the discount code and referral tests do again and again: an organiser's code, a runner
// registering or quoting with a code, and a code's uses as stored.
import * as coupons from '@run/contract/endpoints/coupons';
import * as payments from '@run/contract/endpoints/payments';
import type { CouponInput } from '@run/contract/domain/coupons';

import { applyTo } from './actions.js';
import { api, fakeIp, registrationForm } from './helpers.js';
import { sendTestEvent, startCard, testEvent } from './pay.js';
import { adminDb } from './stored.js';
import { signUp, type TestUser } from './users.js';

/** `owner` creates a code on race `id`: $10.00 off by default. */
export async function createCode(
  id: string,
  owner: TestUser,
  terms: Partial<CouponInput> & { code: string },
) {
  const res = await api.call(coupons.createCoupon, {
    params: { id },
    token: owner.token,
    body: { kind: 'amount', value: 1000, ...terms },
  });
  if (res.status !== 201) throw new Error(`create code: ${res.status} ${res.text}`);
  return res.body;
}

/** `runner` registers for race `id` with the usual form and `extra` (a code, a referrer's code). */
export const applyWithCode = (
  id: string,
  runner: TestUser,
  extra: { code?: string; referralCode?: string; distanceId?: string },
) => applyTo(id, runner, { ...registrationForm(runner.email), ...extra });

/**
 * A quote naming `code`, asked from `address` (by default a new one each time: a code's tries are
 * counted per address, and the tests' requests would otherwise share one).
 */
export const quoteWith = (id: string, code: string, distanceId?: string, address = fakeIp()) =>
  api.call(payments.quote, {
    params: { id },
    query: { code, ...(distanceId ? { distanceId } : {}) },
    headers: { 'x-forwarded-for': address },
  });

/** The code as the console lists it. */
export async function codeOf(id: string, owner: TestUser, code: string) {
  const res = await api.call(coupons.listCoupons, {
    params: { id },
    token: owner.token,
    query: {},
  });
  return res.body.coupons.find((c) => c.code === code);
}

/** The code's uses as stored: one document per registration holding one. */
export const storedUses = async (id: string, code: string) =>
  (await adminDb().collection(`marathons/${id}/coupons/${code}/uses`).get()).size;

/** A new runner registered with `extra` (a code, a referrer's code) and paid what they owe. */
export async function paidWith(id: string, label: string, extra: Record<string, string> = {}) {
  const runner = await signUp(label);
  const applied = await applyWithCode(id, runner, extra);
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${applied.text}`);
  const total = applied.body.payment?.total ?? 0;
  const paid = await sendTestEvent(testEvent(await startCard(id, runner), total));
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text}`);
  return runner;
}

/** `runner` registers again with the referrer's `code` and pays. */
export async function payAgain(id: string, runner: TestUser, code: string) {
  const applied = await applyWithCode(id, runner, { referralCode: code });
  const total = applied.body.payment?.total ?? 0;
  const paid = await sendTestEvent(testEvent(await startCard(id, runner), total));
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text}`);
}
