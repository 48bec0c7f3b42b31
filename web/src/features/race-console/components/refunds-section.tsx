// The refunds in the console's Payments tab (docs/payments.md, "Refunds"): first the "Refunds to pay"
// (money paid by bank transfer or by hand goes back by hand) with Mark paid, then every refund.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Refund } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useMarkRefundPaid, useRefunds } from '../api/refunds';

const STATE_WORDS: Record<Refund['state'], MessageDescriptor> = {
  pending: msg`Pending`,
  done: msg`Done`,
  failed: msg`Failed`,
  manual: msg`To pay`,
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
  const { t, i18n } = useLingui();
  // Refunds to pay by hand say where a bank transfer goes back: the payer's IBAN, when known.
  const toPay = action !== undefined;
  return (
    <DataTable
      caption={caption}
      columns={[
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
      ]}
    >
      {refunds.map((r) => (
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
      ))}
    </DataTable>
  );
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
  return (
    <>
      <RefundList
        id="refunds-to-pay"
        texts={{
          heading: t`Refunds to pay`,
          loading: t`Loading the refunds to pay`,
          failed: t`Failed to load the refunds to pay.`,
          empty: t`Nothing to pay back by hand.`,
          caption: t`Refunds to pay for ${title}`,
        }}
        query={{ data: all?.filter((r) => r.state === 'manual'), isError: query.isError }}
        action={markButton}
      />
      <RefundList
        id="refunds"
        texts={{
          heading: t`Refunds`,
          loading: t`Loading the refunds`,
          failed: t`Failed to load the refunds.`,
          empty: t`No refunds yet.`,
          caption: t`Refunds of ${title}`,
        }}
        query={{ data: all, isError: query.isError }}
      />
    </>
  );
}

/** What one list says: its heading, while loading, on failure, when empty, and its table's caption. */
interface RefundListTexts {
  heading: string;
  loading: string;
  failed: string;
  empty: string;
  caption: string;
}

/** One list of refunds under its heading: loading, failed, empty, or the table. */
function RefundList({
  id,
  texts,
  query,
  action,
}: {
  id: string;
  texts: RefundListTexts;
  query: { data: Refund[] | undefined; isError: boolean };
  action?: (r: Refund) => ReactNode;
}) {
  return (
    <TitledSection id={`${id}-title`} title={texts.heading} level={3} className="space-y-4">
      <Loaded query={query} loading={texts.loading} failed={texts.failed}>
        {(refunds) =>
          refunds.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{texts.empty}</p>
          ) : (
            <RefundsTable
              caption={texts.caption}
              refunds={refunds}
              {...(action ? { action } : {})}
            />
          )
        }
      </Loaded>
    </TitledSection>
  );
}
