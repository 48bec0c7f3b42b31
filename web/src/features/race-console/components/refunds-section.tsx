// The refunds in the console's Payments tab (docs/payments.md, "Refunds"): first the "Refunds to pay"
// (money paid by bank transfer or by hand goes back by hand) with Mark paid, then every refund.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Refund } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cellClasses, type Column } from '@/components/ui/data-table';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useMarkRefundPaid, useRefunds } from '../api/refunds';
import { ListSection } from './list-section';

const STATE_WORDS: Record<Refund['state'], MessageDescriptor> = {
  pending: msg`Pending`,
  done: msg`Done`,
  failed: msg`Failed`,
  manual: msg`To pay`,
};

/** The refunds' table: refunds to pay by hand add where the money goes back and their action. */
function useRefundTable(action?: (r: Refund) => ReactNode) {
  const { t, i18n } = useLingui();
  // Refunds to pay by hand say where a bank transfer goes back: the payer's IBAN, when known.
  const toPay = action !== undefined;
  const columns: Column[] = [
    { label: t`Runner` },
    { label: t`Amount` },
    ...(toPay ? [{ label: t`Pay to` }] : []),
    { label: t`State` },
    { label: t`Reason`, hideBelow: 'sm' },
    {
      label: t({ message: 'Made', context: 'column: when the refund was made' }),
      hideBelow: 'md',
    },
    ...(action ? [{ label: t`Actions`, srOnly: true }] : []),
  ];
  const row = (r: Refund) => (
    <tr key={r.refundId}>
      <td className={cellClasses()}>{r.runnerName}</td>
      <td className={cellClasses(undefined, 'whitespace-nowrap')}>
        {formatMoney(r.amount, r.currency, intlLocale())}
      </td>
      {toPay ? (
        <td className={cellClasses(undefined, 'whitespace-nowrap')}>
          {r.payerIban ? `IBAN ${r.payerIban}` : t`The way they paid`}
        </td>
      ) : null}
      <td className={cellClasses()}>{i18n._(STATE_WORDS[r.state])}</td>
      <td className={cellClasses('sm')}>{r.reason}</td>
      <td className={cellClasses('md', 'whitespace-nowrap')}>{formatDateTime(r.createdAt)}</td>
      {action ? <td className="px-4 py-3 text-right">{action(r)}</td> : null}
    </tr>
  );
  return { columns, row };
}

export function RefundsSection({ marathonId, title }: { marathonId: string; title: string }) {
  const { t } = useLingui();
  // One read of the refunds serves both lists (the local stack's emulator answers parallel reads
  // slowly); those to pay by hand are the `manual` ones.
  const query = useRefunds(marathonId);
  const markPaid = useMarkRefundPaid(marathonId);
  const all = query.data ? query.data.pages.flatMap((p) => p.refunds) : undefined;
  const mark = (r: Refund) =>
    markPaid.mutate(r.refundId, {
      onSuccess: () => showPopup({ icon: 'success', title: t`Refund marked paid` }),
      onError: (error) => showErrorPopup(error, t`The refund could not be marked paid.`),
    });
  const markButton = (r: Refund) => {
    const runner = r.runnerName;
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Mark refund paid: ${runner}`}
        busy={markPaid.isPending && markPaid.variables === r.refundId}
        busyText={t`Saving…`}
        onClick={() => mark(r)}
      >
        <Trans>Mark paid</Trans>
      </Button>
    );
  };
  const toPayTable = useRefundTable(markButton);
  const allTable = useRefundTable();
  return (
    <>
      <ListSection
        id="refunds-to-pay-title"
        level={3}
        texts={{
          heading: t`Refunds to pay`,
          loading: t`Loading the refunds to pay`,
          failed: t`Failed to load the refunds to pay.`,
          empty: t`Nothing to pay back by hand.`,
          caption: t`Refunds to pay for ${title}`,
        }}
        query={{ data: all?.filter((r) => r.state === 'manual'), isError: query.isError }}
        {...toPayTable}
      />
      <ListSection
        id="refunds-title"
        level={3}
        texts={{
          heading: t`Refunds`,
          loading: t`Loading the refunds`,
          failed: t`Failed to load the refunds.`,
          empty: t`No refunds yet.`,
          caption: t`Refunds of ${title}`,
        }}
        query={{ data: all, isError: query.isError }}
        {...allTable}
      />
    </>
  );
}
