// Discount codes and referrals: the organisers' codes, a batch of single-use codes as CSV, and the
// race's referrers.
import * as coupons from '@run/contract/endpoints/coupons';

import { download, reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../coupons/coupons.js';

export const couponsRoutes = [
  handle(coupons.createCoupon, async ({ race, body }) =>
    reply(coupons.createCoupon, 201, await service.createCoupon(race, body)),
  ),

  handle(coupons.listCoupons, ({ race, query }) => service.listCoupons(race, query)),

  handle(coupons.createCouponBatch, async ({ race, body }) =>
    download(
      `codes-${body.prefix.toLowerCase()}.csv`,
      'text/csv',
      await service.createCouponBatch(race, body),
      { personal: true },
    ),
  ),

  handle(coupons.updateCoupon, ({ race, params, body }) =>
    service.updateCoupon(race, params.code, body),
  ),

  handle(coupons.deleteCoupon, ({ race, params }) => service.deleteCoupon(race, params.code)),

  handle(coupons.listReferrers, ({ race, query }) => service.listReferrers(race, query)),
];
