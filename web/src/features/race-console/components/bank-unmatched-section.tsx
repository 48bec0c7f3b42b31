// The bank statement rows nobody's reference matched, in the console's Payments tab (docs/payments.md,
// "Bank statements"): each is assigned to a runner (credited as a match would be: confirmed when it
// covers the price) or discarded as nobody's registration money.
import type { BankTransaction } from '@run/contract/domain/bank';
import { formatMoney } from '@run/contract/domain/money';
import { useState, type FormEvent } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Loaded } from '@/components/ui/loaded';
import { Modal } from '@/components/ui/modal';
import { MoreButton } from '@/components/ui/more-button';
import { showPopup } from '@/components/ui/popup';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { ApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useAssignTransaction, useDiscardTransaction, useUnmatchedTransactions } from '../api/bank';
import { usePayments, useRunnerSearch } from '../api/payments';

type Dialog = { kind: 'assign' | 'discard'; tx: BankTransaction };

const ACTIONS = { assign: 'Assign', discard: 'Discard' } as const;

const money = (t: BankTransaction) => formatMoney(t.amount, t.currency, 'en-US');
const payerOf = (t: BankTransaction) => t.payer || 'an unnamed payer';

/**
 * The runners a bank row may be paying: with no search, those still owing money by the ledger's first
 * page (an attempt started, failed or expired); with a name or bib typed, the race's registrations
 * that match it and wait for their money, found by the participant search over the whole race, so a
 * race of 30,000 is no longer limited to its latest attempts.
 */
function useOwingRunners(marathonId: string, q: string) {
  const ledger = usePayments(marathonId, undefined);
  const found = useRunnerSearch(marathonId, q);
  const runners = new Map<string, string>();
  if (q === '') {
    for (const p of ledger.data?.pages.flatMap((page) => page.payments) ?? []) {
      if (p.state === 'started' || p.state === 'failed' || p.state === 'expired') {
        runners.set(p.userId, `${p.runnerName} (${formatMoney(p.amount, p.currency, 'en-US')})`);
      }
    }
    return { runners, ready: ledger.data !== undefined, failed: ledger.isError };
  }
  for (const p of found.data?.pages.flatMap((page) => page.participants) ?? []) {
    if (p.status !== 'pending_payment') continue;
    const owed = p.payment ? ` (${formatMoney(p.payment.total, p.payment.currency, 'en-US')})` : '';
    runners.set(p.userId, `${p.firstName} ${p.lastName}${owed}`);
  }
  return { runners, ready: found.data !== undefined, failed: found.isError };
}

function AssignDialog({
  marathonId,
  tx,
  onClose,
}: {
  marathonId: string;
  tx: BankTransaction;
  onClose: () => void;
}) {
  const assign = useAssignTransaction(marathonId);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const { runners, ready, failed } = useOwingRunners(marathonId, q);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId === '') {
      setError('Choose the runner whose payment this is.');
      return;
    }
    assign.mutate(
      { txId: tx.txId, userId },
      {
        onSuccess: () => {
          onClose();
          showPopup({
            icon: 'success',
            title: 'Assigned',
            text: `${money(tx)} is credited to ${runners.get(userId) ?? 'the runner'}.`,
          });
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.message ? e.message : 'The row could not be assigned.',
          ),
      },
    );
  };
  const options = [...runners].map(([value, label]) => ({ value, label }));
  return (
    <Modal open title="Assign to a runner" onClose={assign.isPending ? () => undefined : onClose}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 dark:text-slate-300 sm:col-span-2">
          {money(tx)} from {payerOf(tx)} on {tx.date || 'an unknown day'}: “
          {tx.reference || 'no reference'}”.
        </p>
        <TextField
          className="sm:col-span-2"
          name="bank-runner-search"
          type="search"
          label="Find a runner"
          hint="A bib, or the start of a first or last name: the whole race is searched."
          autoComplete="off"
          maxLength={120}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setUserId('');
          }}
          // Enter looks the name up; it does not assign the row to whoever is chosen.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <SelectField
          className="sm:col-span-2"
          name="bank-runner"
          label="Runner"
          required
          placeholder={
            !ready && !failed
              ? 'Loading the runners…'
              : runners.size === 0
                ? q === ''
                  ? 'No runner is waiting for a payment'
                  : 'No runner waiting for a payment matches'
                : 'Choose a runner'
          }
          hint="Runners whose payment has not arrived."
          value={userId}
          error={
            failed ? 'Failed to load the runners.' : error && userId === '' ? error : undefined
          }
          onChange={(event) => setUserId(event.target.value)}
          options={options}
        />
        <FormActions
          formError={userId === '' ? null : error}
          busy={assign.isPending}
          busyText="Assigning…"
          submitLabel="Assign"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

export function BankUnmatchedSection({ marathonId, title }: { marathonId: string; title: string }) {
  const query = useUnmatchedTransactions(marathonId);
  const discard = useDiscardTransaction(marathonId);
  const { dialog, open, close } = useRowDialog<Dialog>('bank-unmatched-title');
  const rows = query.data ? query.data.pages.flatMap((p) => p.transactions) : undefined;
  return (
    <TitledSection
      id="bank-unmatched-title"
      title="Unmatched bank transfers"
      level={3}
      className="space-y-4"
    >
      <Loaded
        query={{ data: rows, isError: query.isError }}
        loading="Loading the unmatched bank transfers"
        failed="Failed to load the unmatched bank transfers."
      >
        {(transactions) =>
          transactions.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">No unmatched bank transfers.</p>
          ) : (
            <DataTable
              caption={`Unmatched bank transfers of ${title}`}
              columns={[
                { label: 'Date', hideBelow: 'sm' },
                { label: 'Payer' },
                { label: 'Amount' },
                { label: 'Reference', hideBelow: 'md' },
                { label: 'Actions', srOnly: true },
              ]}
            >
              {transactions.map((t) => (
                <tr key={t.txId}>
                  <td className={cellClasses('sm', 'whitespace-nowrap')}>{t.date}</td>
                  <td className={cellClasses()}>{t.payer}</td>
                  <td className={cellClasses(undefined, 'whitespace-nowrap')}>{money(t)}</td>
                  <td className={cellClasses('md', 'break-all')}>{t.reference}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <span className="inline-flex gap-2">
                      {(['assign', 'discard'] as const).map((kind) => (
                        <RowDialogButton
                          key={kind}
                          label={`${ACTIONS[kind]} ${money(t)} from ${payerOf(t)}`}
                          open={open}
                          dialog={{ kind, tx: t }}
                        >
                          {ACTIONS[kind]}
                        </RowDialogButton>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      {query.hasNextPage ? (
        <MoreButton pages={query} size="sm">
          Show more unmatched transfers
        </MoreButton>
      ) : null}
      {dialog?.kind === 'assign' ? (
        <AssignDialog marathonId={marathonId} tx={dialog.tx} onClose={close} />
      ) : dialog?.kind === 'discard' ? (
        <ConfirmDialog
          title="Discard this bank transfer?"
          confirmLabel="Discard"
          busyLabel="Discarding…"
          write={discard}
          variables={dialog.tx.txId}
          done={{ title: 'Discarded', text: `${money(dialog.tx)} is set aside.` }}
          failure="The row could not be discarded."
          onClose={close}
        >
          {money(dialog.tx)} from {payerOf(dialog.tx)} is nobody’s registration money: it leaves the
          unmatched list and credits nobody.
        </ConfirmDialog>
      ) : null}
    </TitledSection>
  );
}
