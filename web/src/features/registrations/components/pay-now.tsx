// Paying a held place (docs/payments.md): what is due and until when, a button per way the race
// takes money, and a bank transfer's instructions with its EPC QR code. The register screen shows it
// as its Pay step (pay-step.tsx, with the order summary and the hold's countdown); My Apply List
// under "Pay now".
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  BankInstructions,
  Marathon,
  RegistrationPayment,
} from '@run/contract/domain/api-types';
import { epcQrText, formatMoney } from '@run/contract/domain/money';
import {
  methodInfo,
  paysByInstructions,
  type PaymentMethod,
} from '@run/contract/domain/payment-methods';
import { CARD_PAUSED } from '@run/contract/domain/payouts';
import { useState } from 'react';

import { payLabel } from '@/lib/i18n/contract-words';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { showErrorPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useStartPayment } from '../api/payments';
import { dueLine } from '../payment-due';

type Due = Pick<RegistrationPayment, 'total' | 'currency' | 'tierLabel' | 'dueAt'> &
  Partial<Pick<RegistrationPayment, 'method' | 'bankReference'>>;

type Race = Pick<Marathon, '_id' | 'title' | 'paymentMethods' | 'bankAccount' | 'cardPaused'>;

/** A bank transfer's details, each on its own line, and the code a banking app scans. */
export function BankTransferDetails({ instructions }: { instructions: BankInstructions }) {
  const { t } = useLingui();
  const referenceLabel = t`Reference`;
  // IBAN and BIC are the same abbreviations in every language RUN has: not translated.
  const rows: Array<[string, string]> = [
    [t`Amount`, formatMoney(instructions.amount, instructions.currency, intlLocale())],
    [t`Account holder`, instructions.holder],
    ['IBAN', instructions.iban],
    ['BIC', instructions.bic],
    [referenceLabel, instructions.reference],
    [t`Pay by`, formatDateTime(instructions.dueAt)],
  ];
  return (
    <TitledSection
      id="bank-transfer-title"
      title={t`Bank transfer`}
      level={3}
      className="mt-4 space-y-4"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>Quote the reference exactly, or scan the code with your banking app.</Trans>
      </p>
      {/* Side by side only where the box itself is wide (the register screen), stacked in the narrower
          Pay now dialog: a long IBAN or holder would otherwise run past the dialog's edge. */}
      <div className="@container">
        <div className="flex flex-col gap-5 @lg:flex-row @lg:items-start">
          <QrCode text={instructions.epcQr} label={t`Bank transfer QR code (EPC)`} />
          <FactList
            className="min-w-0"
            facts={rows.map(([label, value]) => ({
              label,
              value,
              valueClassName:
                label === referenceLabel
                  ? 'font-mono text-lg font-bold wrap-anywhere'
                  : 'wrap-anywhere',
            }))}
          />
        </div>
      </div>
    </TitledSection>
  );
}

/** The instructions of a transfer already chosen, rebuilt from the race's account and the record. */
function chosenTransfer(race: Race, due: Due): BankInstructions | null {
  const account = race.bankAccount;
  if (!paysByInstructions(due.method) || !due.bankReference || !account) return null;
  const fields = { ...account, amount: due.total, currency: due.currency };
  return {
    ...fields,
    reference: due.bankReference,
    dueAt: due.dueAt,
    epcQr: epcQrText({ ...fields, reference: due.bankReference }),
  };
}

export function PayNow({
  race,
  due,
  uid,
  summarised = false,
  onInstructions,
  orderId,
}: {
  race: Race;
  due: Due;
  uid: string;
  /** Pays this order of several runners at once (docs/orders.md), not the runner's own place. */
  orderId?: string;
  /** The checkout's Pay step says the amounts in its order summary: not again here. */
  summarised?: boolean;
  /** Told when a bank transfer is chosen (its later deadline replaces the hold's countdown). */
  onInstructions?: (instructions: BankInstructions) => void;
}) {
  const { t } = useLingui();
  const start = useStartPayment(uid, orderId);
  const [started, setStarted] = useState<BankInstructions | null>(null);
  const instructions = started ?? chosenTransfer(race, due);
  const pay = (method: PaymentMethod) =>
    start.mutate(
      { id: race._id, method },
      {
        onSuccess: (answer) => {
          if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
          else if (answer.instructions) {
            setStarted(answer.instructions);
            onInstructions?.(answer.instructions);
          }
        },
        onError: (error) => showErrorPopup(error, t`The payment could not be started.`),
      },
    );
  const buttons = (methods: readonly PaymentMethod[]) => (
    <div className="mt-4 flex flex-wrap gap-3">
      {methods.map((method, index) => (
        <Button
          key={method}
          variant={index === 0 ? 'primary' : 'secondary'}
          busy={start.isPending && start.variables.method === method}
          busyText={t`Starting…`}
          disabled={start.isPending}
          onClick={() => pay(method)}
        >
          {payLabel(method)}
        </Button>
      ))}
    </div>
  );
  // A runner who chose a transfer may still pay at once another way (money arriving twice is
  // refunded, docs/payments.md "Expiry and late money").
  // While the organiser's payout account is not ready (docs/payouts.md) what it takes (card) is not
  // offered: say why.
  const offered = race.paymentMethods.filter(
    (method) => !race.cardPaused || methodInfo(method).payee !== 'stripe-account',
  );
  const otherWays = offered.filter((method) => methodInfo(method).pays !== 'instructions');
  return (
    <div>
      {race.cardPaused && <p className="mb-2 text-slate-700 dark:text-slate-300">{CARD_PAUSED}</p>}
      {/* Choosing a transfer moves the due date (the race's transfer days): say the new one. */}
      <p className="font-semibold text-amber-800 dark:text-amber-300">
        {dueLine(instructions ?? due)}
      </p>
      {!summarised && (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {due.tierLabel}: {formatMoney(due.total, due.currency, intlLocale())}
        </p>
      )}
      {instructions ? (
        <>
          <BankTransferDetails instructions={instructions} />
          {otherWays.length > 0 && (
            <TitledSection
              id="pay-another-way"
              title={t`Or pay now another way`}
              level={3}
              className="mt-6"
            >
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                <Trans>
                  Then there is no need to transfer: a transfer that arrives as well is paid back.
                </Trans>
              </p>
              {buttons(otherWays)}
            </TitledSection>
          )}
        </>
      ) : (
        buttons(offered)
      )}
    </div>
  );
}
