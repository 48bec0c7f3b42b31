// The bank statement rows nobody's reference matched, in the console's Payments tab (docs/payments.md,
// "Bank statements"): each is assigned to a runner (credited as a match would be: confirmed when it
// covers the price) or discarded as nobody's registration money.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { type RaceRowDialogProps, useRowDialog } from '@/components/ui/use-return-focus';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useAssignTransaction, useDiscardTransaction, useUnmatchedTransactions } from '../api/bank';
import { usePayments, useRunnerSearch } from '../api/payments';

type Dialog = { kind: 'assign' | 'discard'; tx: BankTransaction };

// Said while rendering: the money and words are in the language shown then.
const money = (tx: BankTransaction) => formatMoney(tx.amount, tx.currency, intlLocale());
const payerOf = (tx: BankTransaction, i18n: I18n) => tx.payer || i18n._(msg`an unnamed payer`);

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
        runners.set(
          p.userId,
          `${p.runnerName} (${formatMoney(p.amount, p.currency, intlLocale())})`,
        );
      }
    }
    return { runners, ready: ledger.data !== undefined, failed: ledger.isError };
  }
  for (const p of found.data?.pages.flatMap((page) => page.participants) ?? []) {
    if (p.status !== 'pending_payment') continue;
    const owed = p.payment
      ? ` (${formatMoney(p.payment.total, p.payment.currency, intlLocale())})`
      : '';
    runners.set(p.userId, `${p.firstName} ${p.lastName}${owed}`);
  }
  return { runners, ready: found.data !== undefined, failed: found.isError };
}

function AssignDialog({ marathonId, row: tx, onClose }: RaceRowDialogProps<BankTransaction>) {
  const { t, i18n } = useLingui();
  const assign = useAssignTransaction(marathonId);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const { runners, ready, failed } = useOwingRunners(marathonId, q);
  const amount = money(tx);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId === '') {
      setError(t`Choose the runner whose payment this is.`);
      return;
    }
    assign.mutate(
      { txId: tx.txId, userId },
      {
        onSuccess: () => {
          onClose();
          const runner = runners.get(userId);
          showPopup({
            icon: 'success',
            title: t`Assigned`,
            text:
              runner === undefined
                ? t`${amount} is credited to the runner.`
                : t`${amount} is credited to ${runner}.`,
          });
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.message ? e.message : t`The row could not be assigned.`,
          ),
      },
    );
  };
  const options = [...runners].map(([value, label]) => ({ value, label }));
  const payer = payerOf(tx, i18n);
  const day = tx.date || t`an unknown day`;
  const reference = tx.reference || t`no reference`;
  return (
    <Modal
      open
      title={t`Assign to a runner`}
      onClose={assign.isPending ? () => undefined : onClose}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-slate-600 dark:text-slate-300 sm:col-span-2">
          <Trans>
            {amount} from {payer} on {day}: “{reference}”.
          </Trans>
        </p>
        <TextField
          className="sm:col-span-2"
          name="bank-runner-search"
          type="search"
          label={t`Find a runner`}
          hint={t`A bib, or the start of a first or last name: the whole race is searched.`}
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
          label={t`Runner`}
          required
          placeholder={
            !ready && !failed
              ? t`Loading the runners…`
              : runners.size === 0
                ? q === ''
                  ? t`No runner is waiting for a payment`
                  : t`No runner waiting for a payment matches`
                : t`Choose a runner`
          }
          hint={t`Runners whose payment has not arrived.`}
          value={userId}
          error={
            failed ? t`Failed to load the runners.` : error && userId === '' ? error : undefined
          }
          onChange={(event) => setUserId(event.target.value)}
          options={options}
        />
        <FormActions
          formError={userId === '' ? null : error}
          busy={assign.isPending}
          busyText={t`Assigning…`}
          submitLabel={t`Assign`}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** Setting a row aside as nobody's registration money, once the organiser confirms it. */
function DiscardDialog({ marathonId, row: tx, onClose }: RaceRowDialogProps<BankTransaction>) {
  const { t, i18n } = useLingui();
  const amount = money(tx);
  const payer = payerOf(tx, i18n);
  return (
    <ConfirmDialog
      title={t`Discard this bank transfer?`}
      confirmLabel={t`Discard`}
      busyLabel={t`Discarding…`}
      write={useDiscardTransaction(marathonId)}
      variables={tx.txId}
      done={{ title: t`Discarded`, text: t`${amount} is set aside.` }}
      failure={t`The row could not be discarded.`}
      onClose={onClose}
    >
      <Trans>
        {amount} from {payer} is nobody’s registration money: it leaves the unmatched list and
        credits nobody.
      </Trans>
    </ConfirmDialog>
  );
}

export function BankUnmatchedSection({ marathonId, title }: { marathonId: string; title: string }) {
  const query = useUnmatchedTransactions(marathonId);
  const { t, i18n } = useLingui();
  const { dialog, open, close } = useRowDialog<Dialog>('bank-unmatched-title');
  const rows = query.data ? query.data.pages.flatMap((p) => p.transactions) : undefined;
  return (
    <TitledSection
      id="bank-unmatched-title"
      title={t`Unmatched bank transfers`}
      level={3}
      className="space-y-4"
    >
      <Loaded
        query={{ data: rows, isError: query.isError }}
        loading={t`Loading the unmatched bank transfers`}
        failed={t`Failed to load the unmatched bank transfers.`}
      >
        {(transactions) =>
          transactions.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              <Trans>No unmatched bank transfers.</Trans>
            </p>
          ) : (
            <DataTable
              caption={t`Unmatched bank transfers of ${title}`}
              columns={[
                { label: t`Date`, hideBelow: 'sm' },
                { label: t`Payer` },
                { label: t`Amount` },
                { label: t`Reference`, hideBelow: 'md' },
                { label: t`Actions`, srOnly: true },
              ]}
            >
              {transactions.map((tx) => {
                const amount = money(tx);
                const payer = payerOf(tx, i18n);
                // The row's two ways out, each opening its dialog on this transaction.
                const rowActions = [
                  {
                    kind: 'assign',
                    label: t`Assign ${amount} from ${payer}`,
                    text: <Trans>Assign</Trans>,
                  },
                  {
                    kind: 'discard',
                    label: t`Discard ${amount} from ${payer}`,
                    text: <Trans>Discard</Trans>,
                  },
                ] as const;
                return (
                  <tr key={tx.txId}>
                    <td className={cellClasses('sm', 'whitespace-nowrap')}>{tx.date}</td>
                    <td className={cellClasses()}>{tx.payer}</td>
                    <td className={cellClasses(undefined, 'whitespace-nowrap')}>{amount}</td>
                    <td className={cellClasses('md', 'break-all')}>{tx.reference}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
                      <span className="inline-flex gap-2">
                        {rowActions.map(({ kind, label, text }) => (
                          <RowDialogButton
                            key={kind}
                            label={label}
                            open={open}
                            dialog={{ kind, tx }}
                          >
                            {text}
                          </RowDialogButton>
                        ))}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          )
        }
      </Loaded>
      {query.hasNextPage ? (
        <MoreButton pages={query} size="sm">
          <Trans>Show more unmatched transfers</Trans>
        </MoreButton>
      ) : null}
      {dialog?.kind === 'assign' ? (
        <AssignDialog marathonId={marathonId} row={dialog.tx} onClose={close} />
      ) : dialog?.kind === 'discard' ? (
        <DiscardDialog marathonId={marathonId} row={dialog.tx} onClose={close} />
      ) : null}
    </TitledSection>
  );
}
