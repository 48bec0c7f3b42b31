// The discount codes and referral rewards of the money model's race (docs/coupons.md), and the rules
// they keep after any run: a code's uses are its shards' count and never more than its limit, each
// use sits on a place that is held or ended paid, and a referrer's count and rewards are exactly the
// referrals whose money is kept and the referral refunds since they registered (never themself, never
// a referral that brought no money).
import * as coupons from '@run/contract/endpoints/coupons';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { referralCodeOf } from '../src/coupons/referral-code.js';
import { api } from './helpers.js';
import { adminDb } from './stored.js';
import type { TestUser } from './users.js';

/** The race's codes: half off twice, the whole price once, €5.00 off without a limit. */
export const CODES = {
  HALF: { kind: 'percent', value: 50, maxUses: 2 },
  FULL: { kind: 'percent', value: 100, maxUses: 1 },
  FIVE: { kind: 'amount', value: 500 },
} as const;
export type CodeName = keyof typeof CODES;

/** A reward of €7.00 at every referral: rewards come often, and meet small payments. */
export const REFERRALS = { enabled: true, every: 1, reward: 700 };

export async function createCodes(id: string, owner: TestUser): Promise<void> {
  for (const [code, terms] of Object.entries(CODES)) {
    const res = await api.call(coupons.createCoupon, {
      params: { id },
      token: owner.token,
      body: { code, ...terms },
    });
    if (res.status !== 201) throw new Error(`create code ${code}: ${res.status} ${res.text}`);
  }
}

/** What a registration's body carries of a code and a referrer (by the referrer's uid). */
export const discountBody = (id: string, code: CodeName | 'none', referrer: string | null) => ({
  ...(code === 'none' ? {} : { code }),
  ...(referrer === null ? {} : { referralCode: referralCodeOf(id, referrer) }),
});

const PAID_STATES = ['succeeded', 'partially_refunded', 'refunded'];

const num = (d: DocumentSnapshot | undefined, field: string): number => {
  const v: unknown = d?.get(field);
  return typeof v === 'number' ? v : 0;
};
const millis = (d: DocumentSnapshot | undefined, field: string): number => {
  const v: unknown = d?.get(field);
  return v !== null && typeof v === 'object' && 'toMillis' in v
    ? (v as { toMillis(): number }).toMillis()
    : 0;
};

/** Ended paid (transferred, deferred, withdrawn with money back): a discount it held was given. */
const ENDED_PAID = ['transferred', 'deferred', 'withdrawn'];

/**
 * Each code's uses against its shards, its limit and the places they sit on: a registration's use on
 * the registration, an order's (`uses/{orderId}`) on its entries (docs/orders.md).
 */
async function codeRule(id: string): Promise<string[]> {
  const race = adminDb().doc(`marathons/${id}`);
  const [registrations, lapsed, orders] = await Promise.all([
    race.collection('registrations').get(),
    race.collection('lapsedHolds').get(),
    race.collection('orders').get(),
  ]);
  const byUid = new Map(registrations.docs.map((d) => [d.id, d]));
  const ended = new Map(lapsed.docs.map((d) => [d.id, d.get('status') as unknown]));
  const entriesOf = new Map(
    orders.docs.map((o) => [o.id, (o.get('entryIds') as string[] | undefined) ?? []]),
  );
  // An order's use stands while its lead's hold carries it, or once any entry was paid: a
  // confirmed entry, or one that ended paid. An order whose holds all lapsed gave it back.
  const orderKeeps = (entryIds: string[], code: string) =>
    byUid.get(entryIds[0] ?? '')?.get('payment.orderCode') === code ||
    entryIds.some(
      (e) =>
        byUid.get(e)?.get('status') === 'confirmed' || ENDED_PAID.includes(String(ended.get(e))),
    );
  const broken: string[] = [];
  for (const [code, terms] of Object.entries(CODES)) {
    const coupon = race.collection('coupons').doc(code);
    const [uses, shards] = await Promise.all([
      coupon.collection('uses').get(),
      coupon.collection('useShards').get(),
    ]);
    const counted = shards.docs.reduce((n, s) => n + num(s, 'count'), 0);
    if (counted !== uses.size) {
      broken.push(`code ${code}: its shards count ${counted} uses, ${uses.size} are stored`);
    }
    if ('maxUses' in terms && uses.size > terms.maxUses) {
      broken.push(`code ${code}: ${uses.size} uses, more than its ${terms.maxUses}`);
    }
    for (const use of uses.docs) {
      const ordered = entriesOf.get(use.id);
      if (ordered !== undefined) {
        if (!orderKeeps(ordered, code)) {
          broken.push(`code ${code}: a use by order ${use.id}, none of whose entries holds it`);
        }
        continue;
      }
      const holder = byUid.get(use.id);
      const holds = holder !== undefined && holder.get('payment.code') === code;
      // Ended paid (transferred, deferred, withdrawn with money back): the discount was given.
      const endedPaid = ENDED_PAID.includes(String(ended.get(use.id)));
      // Or a place of theirs that ended paid before they registered again.
      const earlier = holder !== undefined && millis(use, 'at') < millis(holder, 'createdAt');
      if (!holds && !endedPaid && !earlier) {
        broken.push(`code ${code}: a use by ${use.id}, whose registration does not hold it`);
      }
    }
  }
  return broken;
}

/** Each referrer's count and rewards: the referrals and referral refunds since they registered. */
async function referralRule(id: string): Promise<string[]> {
  const race = adminDb().doc(`marathons/${id}`);
  const [registrations, referrals, refunds, payments] = await Promise.all([
    race.collection('registrations').get(),
    race.collection('referrals').get(),
    race.collection('refunds').where('band', '==', 'referral').get(),
    race.collection('payments').get(),
  ]);
  const entries = new Map(payments.docs.map((e) => [e.id, e]));
  const paidFor = (r: DocumentSnapshot) => {
    const ids: unknown = r.get('paymentIds');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  };
  // What the referred place's entries received, and what they still keep of it.
  const money = (r: DocumentSnapshot, kept: boolean) =>
    paidFor(r).reduce((n, id) => {
      const e = entries.get(id);
      if (e === undefined || !PAID_STATES.includes(String(e.get('state')))) return n;
      const back = kept ? num(e, 'refunded') + num(e, 'credited') + num(e, 'disputed') : 0;
      return n + Math.max(0, num(e, 'amount') - back);
    }, 0);
  const broken: string[] = [];
  for (const r of referrals.docs) {
    if (r.get('referrer') === r.id) broken.push(`runner ${r.id} was counted for themself`);
    // A free place, or one a code made free, brings nothing: it is never counted.
    if (money(r, false) <= 0) broken.push(`runner ${r.id} was counted with no money received`);
  }
  for (const reg of registrations.docs) {
    const since = millis(reg, 'createdAt');
    // Counted while the money is kept: a referral whose money all went back is taken back.
    const counted = referrals.docs.filter(
      (r) => r.get('referrer') === reg.id && millis(r, 'at') >= since && money(r, true) > 0,
    ).length;
    const rewarded = refunds.docs
      .filter((x) => x.get('userId') === reg.id && millis(x, 'createdAt') >= since)
      .reduce((n, x) => n + num(x, 'amount'), 0);
    if (counted !== num(reg, 'referrals')) {
      broken.push(`runner ${reg.id}: says ${num(reg, 'referrals')} referrals, ${counted} counted`);
    }
    if (rewarded !== num(reg, 'referralRewarded')) {
      broken.push(
        `runner ${reg.id}: says ${num(reg, 'referralRewarded')} rewarded, refunds ${rewarded}`,
      );
    }
  }
  return broken;
}

export async function codeRules(
  id: string,
  check: (i: 'codes' | 'referrals') => boolean,
): Promise<string[]> {
  return [
    ...(check('codes') ? await codeRule(id) : []),
    ...(check('referrals') ? await referralRule(id) : []),
  ];
}
