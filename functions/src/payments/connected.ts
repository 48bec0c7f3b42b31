// A connected entry's money going back (docs/payouts.md): when some of an entry paid to an
// organiser's account is refunded or disputed, the site's fee goes back in proportion
// (`feeRefunded`) and the rest is taken back from the organiser (`transferReversed`), reckoned on
// the running totals so that several partial refunds come to what one refund of their sum would.
// Written in the same write as the `refunded` or `disputed` it follows.
import { feeGivenBack } from '@run/contract/domain/payouts';

import type { PaymentDoc } from '../store/payment-doc.js';

export function connectedShares(
  p: PaymentDoc,
  refunded: number,
  disputed: number,
): { feeRefunded: number; transferReversed: number } | Record<string, never> {
  if (p.destination === null) return {};
  const back = Math.max(0, Math.min(p.amount, refunded + disputed));
  const feeRefunded = feeGivenBack(p.platformFee, p.amount, back);
  return { feeRefunded, transferReversed: back - feeRefunded };
}
