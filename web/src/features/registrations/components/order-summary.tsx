// What the runner is about to pay for, on the Pay step (docs/product.md, "Checkout"): the race, the
// distance, the price, any discount, fee or credit, and the total, in the receipt's words
// (contract/src/domain/receipt-words.ts), from what the API answered, never computed here.
import { Trans } from '@lingui/react/macro';
import type { RegistrationPayment } from '@run/contract/domain/api-types';
import type { ReactNode } from 'react';

import { receiptAmounts } from '@/lib/i18n/contract-words';

/** The amount lines (receiptAmounts); the total's stands out. */
export function AmountRows({ rows }: { rows: ReturnType<typeof receiptAmounts> }) {
  return (
    <>
      {rows.map(([label, amount, kind]) => {
        const total = kind === 'total';
        return (
          <div
            key={label}
            className={`flex justify-between gap-4 ${total ? 'border-t border-slate-300 pt-2 font-bold text-slate-900 dark:border-slate-600 dark:text-white' : ''}`}
          >
            <dt className={total ? '' : 'text-slate-600 dark:text-slate-300'}>{label}</dt>
            <dd className="text-right tabular-nums">{amount}</dd>
          </div>
        );
      })}
    </>
  );
}

/** One line of the order: what it is, and its value on the right. */
function SummaryRow({
  label,
  valueClassName = 'text-right',
  children,
}: {
  label: ReactNode;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

export function OrderSummary({
  title,
  distanceName,
  due,
}: {
  title: string;
  distanceName: string;
  due: Pick<
    RegistrationPayment,
    'amount' | 'fee' | 'total' | 'currency' | 'tierLabel' | 'creditApplied' | 'discount' | 'code'
  >;
}) {
  const rows = receiptAmounts(
    {
      price: due.amount,
      discount: due.discount ?? 0,
      fee: due.fee,
      credit: due.creditApplied ?? 0,
      total: due.total,
      refunded: 0,
      currency: due.currency,
      code: due.code ?? null,
    },
    'due',
  );
  return (
    <section
      aria-labelledby="order-summary-title"
      className="mb-5 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3
        id="order-summary-title"
        className="mb-2 text-lg font-bold text-slate-900 dark:text-white"
      >
        <Trans>Order summary</Trans>
      </h3>
      <dl className="space-y-1 text-slate-800 dark:text-slate-100">
        <SummaryRow label={<Trans>Race</Trans>} valueClassName="text-right wrap-anywhere">
          {title}
        </SummaryRow>
        <SummaryRow label={<Trans>Distance</Trans>}>{distanceName}</SummaryRow>
        <SummaryRow label={<Trans>Price tier</Trans>}>{due.tierLabel}</SummaryRow>
        <AmountRows rows={rows} />
      </dl>
    </section>
  );
}
