// The console's Payments tab (docs/payments.md): the race's books first (what the daily check's mail
// links to), then the ledger, filtered by state, "Mark paid" for an attempt that has not brought the
// money (cash at the expo, a transfer seen in the bank), "Refund" for money received, the bank
// statement import with its unmatched rows, then the refunds (those to pay by hand first) and the
// finance CSV. A payment whose registration used a discount code names it.
import type { Payment } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { methodInfo } from '@run/contract/domain/payment-methods';
import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/form-field';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { downloadCsv, downloadFailure } from '@/lib/download-csv';
import { formatDateTime } from '@/lib/format';

import { useMarkPaid, usePayments, type LedgerState } from '../api/payments';
import { BankImportForm } from './bank-import-form';
import { BankUnmatchedSection } from './bank-unmatched-section';
import { BooksSection } from './books-section';
import { RefundDialog } from './refund-dialog';
import { RefundsSection } from './refunds-section';

const STATES: Array<{ value: LedgerState | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'started', label: 'Started' },
  { value: 'succeeded', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'expired', label: 'Expired' },
  { value: 'partially_refunded', label: 'Partly refunded' },
  { value: 'refunded', label: 'Refunded' },
];

const REFUNDABLE: ReadonlySet<string> = new Set(['succeeded', 'partially_refunded']);

/** A ledger row's way of paying: the method's name, or money the organiser took by hand. */
const methodLabel = (method: Payment['method']) =>
  method === 'manual' ? 'By hand' : methodInfo(method).label;

export function PaymentsPanel({ marathonId, title }: { marathonId: string; title: string }) {
  const [state, setState] = useState<LedgerState | ''>('');
  const { dialog, open, close } = useRowDialog<Payment>('payments-title');
  const query = usePayments(marathonId, state || undefined);
  const markPaid = useMarkPaid(marathonId);
  const payments = query.data?.pages.flatMap((page) => page.payments) ?? [];
  // What the site kept (`connect` payouts, docs/payouts.md): a column only when some entry has it.
  const siteFee = payments.some((p) => p.platformFee > 0);
  // The discount code a payment's registration used (docs/coupons.md): a column once one has.
  const coded = payments.some((p) => p.code);
  const downloadFinance = () =>
    downloadCsv('finance', marathonId, title).catch((error: unknown) =>
      showErrorPopup(error, downloadFailure('finance')),
    );
  const mark = (userId: string, amount: number) =>
    markPaid.mutate(
      { userId, amount },
      {
        onSuccess: () => {
          showPopup({ icon: 'success', title: 'Marked paid' });
          void query.refetch();
        },
        onError: (error) => showErrorPopup(error, 'The payment could not be recorded.'),
      },
    );
  return (
    <TitledSection id="payments-title" title="Payments" className="space-y-4">
      <BooksSection marathonId={marathonId} />
      <SelectField
        label="State"
        name="state"
        value={state}
        onChange={(event) => setState(event.target.value as LedgerState | '')}
        options={STATES}
      />
      {query.isPending ? (
        <p role="status">Loading the payments…</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Failed to load the payments.
        </p>
      ) : payments.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No payments yet.</p>
      ) : (
        <DataTable
          caption={`Payments of ${title}`}
          columns={[
            { label: 'Runner' },
            { label: 'Method', hideBelow: 'sm' },
            { label: 'Amount' },
            ...(siteFee ? [{ label: 'Site fee', hideBelow: 'sm' as const }] : []),
            ...(coded ? [{ label: 'Code', hideBelow: 'md' as const }] : []),
            { label: 'State' },
            { label: 'Started', hideBelow: 'md' },
            { label: 'Actions', srOnly: true },
          ]}
        >
          {payments.map((p) => (
            <tr key={p.paymentId}>
              <td className={cellClasses()}>{p.runnerName}</td>
              <td className={cellClasses('sm')}>{methodLabel(p.method)}</td>
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                {formatMoney(p.amount, p.currency, 'en-US')}
              </td>
              {siteFee ? (
                <td className={cellClasses('sm', 'whitespace-nowrap')}>
                  {formatMoney(p.platformFee, p.currency, 'en-US')}
                </td>
              ) : null}
              {coded ? <td className={cellClasses('md', 'font-mono')}>{p.code ?? '—'}</td> : null}
              <td className={cellClasses()}>
                {/* A deferral turned it into the runner's credit: no longer "Paid", and no refund. */}
                {p.credited > 0
                  ? `Deferred: ${formatMoney(p.credited, p.currency, 'en-US')} credit`
                  : (STATES.find((s) => s.value === p.state)?.label ?? p.state)}
                {p.state === 'started' && p.received > 0
                  ? ` (${formatMoney(p.received, p.currency, 'en-US')} received)`
                  : ''}
                {p.disputed > 0
                  ? ` · ${formatMoney(p.disputed, p.currency, 'en-US')} disputed`
                  : ''}
              </td>
              <td className={cellClasses('md', 'whitespace-nowrap')}>
                {formatDateTime(p.createdAt)}
              </td>
              <td className="px-4 py-3 text-right">
                {p.state === 'started' || p.state === 'failed' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Mark paid: ${p.runnerName}`}
                    busy={markPaid.isPending && markPaid.variables.userId === p.userId}
                    busyText="Saving…"
                    onClick={() => mark(p.userId, p.amount)}
                  >
                    Mark paid
                  </Button>
                ) : REFUNDABLE.has(p.state) && p.credited === 0 ? (
                  <RowDialogButton label={`Refund ${p.runnerName}`} open={open} dialog={p}>
                    Refund
                  </RowDialogButton>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <BankImportForm marathonId={marathonId} />
      <BankUnmatchedSection marathonId={marathonId} title={title} />
      <RefundsSection marathonId={marathonId} title={title} />
      <p>
        <button
          type="button"
          className={buttonClasses('secondary', 'sm')}
          onClick={() => void downloadFinance()}
        >
          Download finance CSV
        </button>
      </p>
      {dialog ? <RefundDialog marathonId={marathonId} payment={dialog} onClose={close} /> : null}
    </TitledSection>
  );
}
