// The console's Payments tab (docs/payments.md): the race's books first (what the daily check's mail
// links to), then the ledger, filtered by state, "Mark paid" for an attempt that has not brought the
// money (cash at the expo, a transfer seen in the bank), "Refund" for money received, the bank
// statement import with its unmatched rows, then the refunds (those to pay by hand first) and the
// finance CSV. A payment whose registration used a discount code names it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Payment } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { useState } from 'react';

import { methodLabel } from '@/lib/i18n/contract-words';
import { Button, buttonClasses } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/form-field';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { downloadCsv, downloadFailure } from '@/lib/download-csv';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useMarkPaid, usePayments, type LedgerState } from '../api/payments';
import { BankImportForm } from './bank-import-form';
import { BankUnmatchedSection } from './bank-unmatched-section';
import { BooksSection } from './books-section';
import { RefundDialog } from './refund-dialog';
import { RefundsSection } from './refunds-section';

const STATES: Array<{ value: LedgerState | ''; label: MessageDescriptor }> = [
  { value: '', label: msg({ message: 'All', context: 'every payment state' }) },
  { value: 'started', label: msg`Started` },
  { value: 'succeeded', label: msg`Paid` },
  { value: 'failed', label: msg`Failed` },
  { value: 'expired', label: msg`Expired` },
  { value: 'partially_refunded', label: msg`Partly refunded` },
  { value: 'refunded', label: msg`Refunded` },
];

const REFUNDABLE: ReadonlySet<string> = new Set(['succeeded', 'partially_refunded']);

const money = (amount: number, currency: string) => formatMoney(amount, currency, intlLocale());

/**
 * A ledger row's state: its state's name, or the credit a deferral turned it into (no longer "Paid",
 * and no refund); then money received on an attempt not yet paid in full, and money disputed.
 */
function PaymentState({ payment: p }: { payment: Payment }) {
  const { t, i18n } = useLingui();
  const state = STATES.find((s) => s.value === p.state);
  const credited = money(p.credited, p.currency);
  const received = money(p.received, p.currency);
  const disputed = money(p.disputed, p.currency);
  return (
    <>
      {p.credited > 0 ? t`Deferred: ${credited} credit` : state ? i18n._(state.label) : p.state}
      {p.state === 'started' && p.received > 0 ? ` ${t`(${received} received)`}` : ''}
      {p.disputed > 0 ? ` · ${t`${disputed} disputed`}` : ''}
    </>
  );
}

export function PaymentsPanel({ marathonId, title }: { marathonId: string; title: string }) {
  const { t, i18n } = useLingui();
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
          showPopup({ icon: 'success', title: t`Marked paid` });
          void query.refetch();
        },
        onError: (error) => showErrorPopup(error, t`The payment could not be recorded.`),
      },
    );
  return (
    <TitledSection id="payments-title" title={t`Payments`} className="space-y-4">
      <BooksSection marathonId={marathonId} />
      <SelectField
        label={t`State`}
        name="state"
        value={state}
        onChange={(event) => setState(event.target.value as LedgerState | '')}
        options={STATES.map(({ value, label }) => ({ value, label: i18n._(label) }))}
      />
      {query.isPending ? (
        <p role="status">
          <Trans>Loading the payments…</Trans>
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          <Trans>Failed to load the payments.</Trans>
        </p>
      ) : payments.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <DataTable
          caption={t`Payments of ${title}`}
          columns={[
            { label: t`Runner` },
            { label: t`Method`, hideBelow: 'sm' },
            { label: t`Amount` },
            ...(siteFee ? [{ label: t`Site fee`, hideBelow: 'sm' as const }] : []),
            ...(coded ? [{ label: t`Code`, hideBelow: 'md' as const }] : []),
            { label: t`State` },
            {
              label: t({ message: 'Started', context: 'column: when the payment was started' }),
              hideBelow: 'md',
            },
            { label: t`Actions`, srOnly: true },
          ]}
        >
          {payments.map((p) => {
            const runner = p.runnerName;
            return (
              <tr key={p.paymentId}>
                <td className={cellClasses()}>{runner}</td>
                <td className={cellClasses('sm')}>
                  {/* Money the organiser took by hand, or the method's name. */}
                  {p.method === 'manual' ? t`By hand` : methodLabel(p.method)}
                </td>
                <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                  {money(p.amount, p.currency)}
                </td>
                {siteFee ? (
                  <td className={cellClasses('sm', 'whitespace-nowrap')}>
                    {money(p.platformFee, p.currency)}
                  </td>
                ) : null}
                {coded ? <td className={cellClasses('md', 'font-mono')}>{p.code ?? '—'}</td> : null}
                <td className={cellClasses()}>
                  <PaymentState payment={p} />
                </td>
                <td className={cellClasses('md', 'whitespace-nowrap')}>
                  {formatDateTime(p.createdAt)}
                </td>
                <td className="px-4 py-3 text-right">
                  {p.state === 'started' || p.state === 'failed' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Mark paid: ${runner}`}
                      busy={markPaid.isPending && markPaid.variables.userId === p.userId}
                      busyText={t`Saving…`}
                      onClick={() => mark(p.userId, p.amount)}
                    >
                      <Trans>Mark paid</Trans>
                    </Button>
                  ) : REFUNDABLE.has(p.state) && p.credited === 0 ? (
                    <RowDialogButton label={t`Refund ${runner}`} open={open} dialog={p}>
                      <Trans>Refund</Trans>
                    </RowDialogButton>
                  ) : null}
                </td>
              </tr>
            );
          })}
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
          <Trans>Download finance CSV</Trans>
        </button>
      </p>
      {dialog ? <RefundDialog marathonId={marathonId} row={dialog} onClose={close} /> : null}
    </TitledSection>
  );
}
