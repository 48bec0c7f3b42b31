// The checkout's Done step (docs/product.md, "Checkout"): the receipt of a payment as the API answers
// it (its number, the race, the distance, the amounts from the ledger, the method, when it was paid
// and who issues it), a link to the race pass and the same receipt as a PDF. A card payment whose
// event has not come yet says so while the page asks again; a transfer still awaited says what to
// transfer and the reference; a payment that failed says so, with the way back to paying.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Receipt } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { paysByInstructions } from '@run/contract/domain/payment-methods';
import { useState } from 'react';

import { receiptAmounts, receiptMethod } from '@/lib/i18n/contract-words';
import { ApplyListLink } from '@/components/apply-list-link';
import { Button } from '@/components/ui/button';
import { showErrorPopup } from '@/components/ui/popup';
import { StateMessage } from '@/components/ui/state-message';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { downloadReceipt, RECEIPT_FAILURE } from '../api/receipt';
import { AmountRows } from './order-summary';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere">{children}</dd>
    </div>
  );
}

function Issuer({ receipt }: { receipt: Receipt }) {
  const { name, address, vatNumber } = receipt.organiser;
  return (
    <address className="not-italic text-slate-800 dark:text-slate-100">
      <span className="block font-semibold">{name ?? receipt.title}</span>
      {address
        ?.split(/\r?\n/u)
        .filter((line) => line.trim() !== '')
        .map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      {vatNumber && (
        <span className="block">
          <Trans>VAT number: {vatNumber}</Trans>
        </span>
      )}
    </address>
  );
}

function PaidReceipt({ receipt }: { receipt: Receipt }) {
  const { i18n, t } = useLingui();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadReceipt(receipt.marathonId, receipt.paymentId);
    } catch (error) {
      showErrorPopup(error, i18n._(RECEIPT_FAILURE));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-6">
      <p role="status" className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">
        <Trans>Paid: your place is confirmed.</Trans>
      </p>
      <TitledSection id="receipt-title" title={t`Receipt`} spaced>
        <div className="space-y-5 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <Issuer receipt={receipt} />
          <dl className="space-y-1 text-slate-800 dark:text-slate-100">
            <Row label={t`Receipt number`}>
              <span className="font-mono font-bold">{receipt.receiptNumber}</span>
            </Row>
            <Row label={t`Race`}>{receipt.title}</Row>
            <Row label={t`Distance`}>{receipt.distanceName}</Row>
            <Row label={t`Runner`}>{receipt.runnerName}</Row>
            <Row label={t`Paid at`}>{receipt.paidAt ? formatDateTime(receipt.paidAt) : ''}</Row>
            <Row label={t`Method`}>{receiptMethod(receipt.method)}</Row>
            {receipt.bankReference && <Row label={t`Reference`}>{receipt.bankReference}</Row>}
          </dl>
          <dl className="space-y-1 text-slate-800 dark:text-slate-100">
            <AmountRows rows={receiptAmounts(receipt, 'paid')} />
          </dl>
        </div>
      </TitledSection>
      <div className="flex flex-wrap gap-3">
        <ApplyListLink text={t`Open your race pass`} />
        <Button
          variant="secondary"
          busy={saving}
          busyText={t`Downloading…`}
          onClick={() => void save()}
        >
          <Trans>Download receipt (PDF)</Trans>
        </Button>
      </div>
    </div>
  );
}

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useLingui();
  if (receipt.paid) return <PaidReceipt receipt={receipt} />;
  const amount = formatMoney(receipt.total, receipt.currency, intlLocale());
  const { title } = receipt;
  if (receipt.state === 'started' && paysByInstructions(receipt.method)) {
    const reference = receipt.bankReference ?? '';
    return (
      <StateMessage
        role="status"
        title={t`Waiting for your bank transfer`}
        text={t`Transfer ${amount} for ${title} quoting the reference ${reference}. The receipt appears here once the organiser's bank has it.`}
      >
        <ApplyListLink />
      </StateMessage>
    );
  }
  if (receipt.state === 'started') {
    return (
      <StateMessage
        role="status"
        title={t`Confirming your payment…`}
        text={t`Your payment of ${amount} for ${title} is on its way; this page shows the receipt as soon as it arrives.`}
      />
    );
  }
  return (
    <StateMessage
      tone="error"
      role="alert"
      title={t`The payment did not go through`}
      text={t`Nothing was taken. While your place is held, pay again from My Apply List.`}
    >
      <ApplyListLink />
    </StateMessage>
  );
}
