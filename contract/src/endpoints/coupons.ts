// Discount codes and referrals (docs/coupons.md): the organisers' codes of a race, a batch of
// single-use codes as CSV, and the runners who brought others.
import { z } from 'zod';

import {
  couponBatchSchema,
  couponInputSchema,
  couponPatchSchema,
  couponSchema,
  couponsPageSchema,
  referrersPageSchema,
} from '../domain/coupons.js';
import { deletedSchema } from '../domain/api-types.js';
import { cursorParam, limitParam } from '../domain/query.js';
import { declare } from './declare.js';
import { answer, conflict, failure, refusalsText } from './common.js';

const pageQuery = z.object({ limit: limitParam(100, 500), cursor: cursorParam });

export const {
  createCoupon,
  listCoupons,
  updateCoupon,
  deleteCoupon,
  createCouponBatch,
  listReferrers,
} = declare('coupons', {
  createCoupon: {
    summary: 'Create a discount code for the race (percent or amount; distances, uses, window)',
    body: couponInputSchema,
    responses: {
      201: answer('Created.', couponSchema),
      409: conflict(refusalsText('discount_code_exists')),
    },
  },

  listCoupons: {
    summary: 'The race’s discount codes by code, with their uses and the money they took off',
    query: pageQuery,
    responses: { 200: answer('A page of codes.', couponsPageSchema) },
  },

  updateCoupon: {
    summary: 'Change a code’s terms (not its uses so far, nor the discounts already given)',
    body: couponPatchSchema,
    responses: {
      200: answer('The code as it is now.', couponSchema),
      404: failure('No such code.'),
      409: conflict(refusalsText('discount_code_below_uses')),
    },
  },

  deleteCoupon: {
    summary: 'Delete a code: nobody can use it any more; discounts already given stand',
    responses: { 200: answer('Deleted (`deletedCount` 0 when there was none).', deletedSchema) },
  },

  createCouponBatch: {
    summary:
      'Make `count` single-use codes `<PREFIX>-<8 characters>` with the same terms, answered as CSV (code, kind, value)',
    body: couponBatchSchema,
    deadlineMs: 50_000,
    responses: {
      200: { description: 'The new codes, one per row.', file: 'text/csv' },
    },
  },

  listReferrers: {
    summary: 'The race’s referrers, most referrals first, with the rewards refunded to them',
    query: pageQuery,
    responses: { 200: answer('A page of referrers.', referrersPageSchema) },
  },
});
