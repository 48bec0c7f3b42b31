// The race's money as CSV (docs/payments.md): every ledger entry, then every refund, written with
// lib/csv.ts's safe cells and the participants CSV's way of writing an amount (race-csv.ts).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Payment, Refund } from '@run/contract/domain/api-types';

import { csvRow } from '../lib/csv.js';
import { listPayments } from './payment-doc.js';
import { amountCell } from './race-csv.js';
import { listRefunds } from './refund-doc.js';

export const FINANCE_CSV_HEADER = [
  'Type',
  'Id',
  'Payment Id',
  'Runner',
  'User Id',
  'Method',
  'State',
  'Amount',
  'Refunded',
  'Reason',
  'Note',
  'Created At',
  'Settled At',
  'Code',
] as const;

type FinanceRow = { payment: Payment } | { refund: Refund };

function cells(item: FinanceRow): string[] {
  if ('payment' in item) {
    const p = item.payment;
    return [
      'payment',
      p.paymentId,
      p.paymentId,
      p.runnerName,
      p.userId,
      p.method,
      p.state,
      amountCell(p.amount, p.currency),
      amountCell(p.refunded, p.currency),
      '',
      p.note,
      p.createdAt,
      p.succeededAt ?? '',
      p.code ?? '',
    ];
  }
  const r = item.refund;
  return [
    'refund',
    r.refundId,
    r.paymentId,
    r.runnerName,
    r.userId,
    r.method,
    r.state,
    amountCell(r.amount, r.currency),
    '',
    r.band,
    r.reason,
    r.createdAt,
    r.paidAt ?? '',
    '',
  ];
}

export const financeCsv = () => ({
  header: FINANCE_CSV_HEADER,
  row: (item: FinanceRow) => csvRow(cells(item)),
});

const PAGE = 500;

/** The ledger's pages, then the refunds', without holding them all in memory. */
export async function* financePages(marathon: DocumentSnapshot): AsyncGenerator<FinanceRow[]> {
  let cursor: string | undefined;
  do {
    const page = await listPayments(marathon, { limit: PAGE, cursor });
    yield page.payments.map((payment) => ({ payment }));
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  do {
    const page = await listRefunds(marathon, { limit: PAGE, cursor });
    yield page.refunds.map((refund) => ({ refund }));
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
