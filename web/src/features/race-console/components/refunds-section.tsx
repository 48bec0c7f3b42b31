// The refunds in the console's Payments tab (docs/payments.md, "Refunds"): first the "Refunds to pay"
// (money paid by bank transfer or by hand goes back by hand) with Mark paid, then every refund.
import type { Refund } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';

import { useMarkRefundPaid, useRefunds } from '../api/refunds';

const STATE_WORDS: Record<Refund['state'], string> = {
  pending: 'Pending',
  done: 'Done',
  failed: 'Failed',
  manual: 'To pay',
};

function RefundsTable({
  caption,
  refunds,
  action,
}: {
  caption: string;
  refunds: Refund[];
  action?: (r: Refund) => ReactNode;
}) {
  // Refunds to pay by hand say where a bank transfer goes back: the payer's IBAN, when known.
  const toPay = action !== undefined;
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: 'Runner' },
        { label: 'Amount' },
        ...(toPay ? [{ label: 'Pay to' }] : []),
        { label: 'State' },
        { label: 'Reason', hideBelow: 'sm' },
        { label: 'Made', hideBelow: 'md' },
        ...(action ? [{ label: 'Actions', srOnly: true }] : []),
      ]}
    >
      {refunds.map((r) => (
        <tr key={r.refundId}>
          <td className={cellClasses()}>{r.runnerName}</td>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>
            {formatMoney(r.amount, r.currency, 'en-US')}
          </td>
          {toPay ? (
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>
              {r.payerIban ? `IBAN ${r.payerIban}` : 'The way they paid'}
            </td>
          ) : null}
          <td className={cellClasses()}>{STATE_WORDS[r.state]}</td>
          <td className={cellClasses('sm')}>{r.reason}</td>
          <td className={cellClasses('md', 'whitespace-nowrap')}>{formatDateTime(r.createdAt)}</td>
          {action ? <td className="px-4 py-3 text-right">{action(r)}</td> : null}
        </tr>
      ))}
    </DataTable>
  );
}

export function RefundsSection({ marathonId, title }: { marathonId: string; title: string }) {
  // One read of the refunds serves both lists (the local stack's emulator answers parallel reads
  // slowly); those to pay by hand are the `manual` ones.
  const query = useRefunds(marathonId);
  const markPaid = useMarkRefundPaid(marathonId);
  const all = query.data ? query.data.pages.flatMap((p) => p.refunds) : undefined;
  const mark = (r: Refund) =>
    markPaid.mutate(r.refundId, {
      onSuccess: () => showPopup({ icon: 'success', title: 'Refund marked paid' }),
      onError: (error) => showErrorPopup(error, 'The refund could not be marked paid.'),
    });
  const markButton = (r: Refund) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Mark refund paid: ${r.runnerName}`}
      busy={markPaid.isPending && markPaid.variables === r.refundId}
      busyText="Saving…"
      onClick={() => mark(r)}
    >
      Mark paid
    </Button>
  );
  return (
    <>
      <RefundList
        id="refunds-to-pay"
        heading="Refunds to pay"
        query={{ data: all?.filter((r) => r.state === 'manual'), isError: query.isError }}
        empty="Nothing to pay back by hand."
        caption={`Refunds to pay for ${title}`}
        action={markButton}
      />
      <RefundList
        id="refunds"
        heading="Refunds"
        query={{ data: all, isError: query.isError }}
        empty="No refunds yet."
        caption={`Refunds of ${title}`}
      />
    </>
  );
}

/** One list of refunds under its heading: loading, failed, empty, or the table. */
function RefundList({
  id,
  heading,
  query,
  empty,
  caption,
  action,
}: {
  id: string;
  heading: string;
  query: { data: Refund[] | undefined; isError: boolean };
  empty: string;
  caption: string;
  action?: (r: Refund) => ReactNode;
}) {
  return (
    <TitledSection id={`${id}-title`} title={heading} level={3} className="space-y-4">
      <Loaded
        query={query}
        loading={`Loading the ${heading.toLowerCase()}`}
        failed={`Failed to load the ${heading.toLowerCase()}.`}
      >
        {(refunds) =>
          refunds.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{empty}</p>
          ) : (
            <RefundsTable caption={caption} refunds={refunds} {...(action ? { action } : {})} />
          )
        }
      </Loaded>
    </TitledSection>
  );
}
