// Discount codes and referrals (docs/coupons.md), the domain's one public file: the organisers'
// codes, a code checked and its use taken or given back for a registration, the referral codes,
// and the console's referrers.
export {
  createCoupon,
  createCouponBatch,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from './admin.js';
export { checkedCode, heldCodeTermsOn, quotableCode, type CheckedCode } from './check.js';
export {
  guaranteedFields,
  offeredFor,
  referralFields,
  takeUse,
  type Discounts,
  type Offered,
  type TakenUse,
} from './for-registration.js';
export {
  orderCodeFor,
  refuseUsedUpOrderCode,
  takeOrderUse,
  type OrderCode,
  type OrderUse,
} from './for-order.js';
export { claimUse, giveBackUse, useOf, type Claim, type UseWriter } from './uses.js';
export { referralCodeOf, referrerOf } from './referral-code.js';
export { listReferrers } from './referrers.js';
