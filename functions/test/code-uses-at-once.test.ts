// A code's uses are exact when its runners arrive at once (docs/coupons.md): 60 runners using a
// 10-use code give exactly 10 discounted registrations, the others are told the code is used up and
// take nothing, and nobody gets a 5xx. `npm run bench` runs the same at 1,000 runners.
import { COUPON_REFUSALS } from '@run/contract/domain/coupons';
import { describe, expect, it } from 'vitest';

import { applyWithCode, codeOf, createCode, storedUses } from './coupon-actions.js';
import { createPricedMarathon } from './pay.js';
import { collectionSize } from './stored.js';
import { accounts, signUpMany } from './users.js';

const [owner] = accounts('uses-owner');

describe('a code’s uses at once', () => {
  it('gives exactly its 10 uses to 60 runners arriving at once; the rest hear it is used up', async () => {
    const id = await createPricedMarathon(owner);
    await createCode(id, owner, { code: 'CLUB-TEN', maxUses: 10 });
    const runners = await signUpMany(60, 'uses-runner');
    const answers = await Promise.all(
      runners.map((runner) => applyWithCode(id, runner, { code: 'CLUB-TEN' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const discounted = answers.filter((a) => a.status === 200);
    expect(discounted).toHaveLength(10);
    for (const a of discounted) expect(a.body).toMatchObject({ payment: { discount: 1000 } });
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(50);
    for (const a of refused) {
      expect(a.body).toEqual({
        error: COUPON_REFUSALS.discount_code_used_up,
        code: 'discount_code_used_up',
      });
    }
    expect(await storedUses(id, 'CLUB-TEN')).toBe(10);
    expect(await collectionSize(`marathons/${id}/registrations`)).toBe(10);
    expect(await codeOf(id, owner, 'CLUB-TEN')).toMatchObject({ uses: 10, discounted: 10_000 });
  });
});
