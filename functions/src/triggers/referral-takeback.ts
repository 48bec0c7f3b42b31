// referralTakeBack: a ledger entry that gives back the last of the money it received (a withdrawal
// refunded in full, an organiser's refund, a lost dispute, a refund in the provider's dashboard)
// takes the referrals it paid for back from their referrers' counts (docs/coupons.md), whichever
// way the money went back.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { keptOf, takeBackReferrals } from '../payments/payments.js';

export const referralTakeBack = onDocumentWritten(
  { document: 'marathons/{marathonId}/payments/{paymentId}', region: 'us-central1', retry: true },
  async (event) => {
    const { marathonId, paymentId } = event.params;
    const before = event.data?.before;
    const after = event.data?.after;
    if (before === undefined || keptOf(before) <= 0) return;
    if (after !== undefined && after.exists && keptOf(after) > 0) return;
    await takeBackReferrals(marathonId, paymentId);
  },
);
