// A receipt's words (docs/payments.md, "Receipts"), shared by the receipt page and its PDF so the two
// say the same: how each method is named and the amount lines in their order.
import type { Receipt } from './api-types.js';
import { formatMoney } from './money.js';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS } from './payment-methods.js';

export const RECEIPT_METHODS: Record<Receipt['method'], string> = {
  ...(Object.fromEntries(PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_INFO[m].label])) as Record<
    (typeof PAYMENT_METHODS)[number],
    string
  >),
  manual: 'Paid to the organiser',
};

/** What the amount lines are made of: a receipt's, or a registration's before it is paid. */
export type AmountParts = Pick<
  Receipt,
  'price' | 'discount' | 'fee' | 'credit' | 'total' | 'refunded' | 'currency' | 'code'
>;

/**
 * The amount lines: the price, then what changed it (only when it did), then the total (`Total
 * paid` on a receipt, `Total to pay` before paying).
 */
export function receiptAmounts(
  r: AmountParts,
  totalLabel = 'Total paid',
): Array<[label: string, amount: string]> {
  const money = (n: number) => formatMoney(n, r.currency, 'en-US');
  return [
    ['Price', money(r.price)],
    ...(r.discount > 0
      ? [
          [r.code ? `Discount (${r.code})` : 'Discount', `-${money(r.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(r.fee > 0 ? [['Fee', money(r.fee)] as [string, string]] : []),
    ...(r.credit > 0 ? [['Credit applied', `-${money(r.credit)}`] as [string, string]] : []),
    [`${totalLabel} (${r.currency})`, money(r.total)],
    ...(r.refunded > 0 ? [['Refunded', money(r.refunded)] as [string, string]] : []),
  ];
}
