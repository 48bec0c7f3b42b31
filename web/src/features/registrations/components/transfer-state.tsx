// A transfer's state in My Apply List (docs/transfers.md): whether the race allows one now, what it
// costs, and an open transfer with its Cancel button. Apart from the dialog (transfer-dialog.tsx), so
// the list loads without the dialog's form.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyRegistration } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { daysBefore } from '@run/contract/domain/refunds';

import { Button } from '@/components/ui/button';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { formatMonthDay } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useCancelTransfer } from '../api/transfers';

/** Whether the race lets this registration be transferred now (the server decides again). */
export function canTransfer(registration: MyRegistration, now = new Date()): boolean {
  const { transfers } = registration;
  const record = registration.totalRegistrationCount[0];
  return (
    transfers.enabled &&
    record?.status === 'confirmed' &&
    daysBefore(new Date(registration.marathonStartDate), now) >= transfers.untilDays
  );
}

/** What a transfer costs, as the button and the dialog say it, in the language shown (while rendering). */
export function transferCost(registration: MyRegistration): string {
  const { fee } = registration.transfers;
  const amount = formatMoney(fee, registration.currency, intlLocale());
  return i18n._(fee > 0 ? msg`The new runner pays a fee of ${amount}.` : msg`No fee.`);
}

/** An open transfer in My Apply List: where it went, until when, and its Cancel button. */
export function OpenTransfer({
  registration,
  uid,
  transfer,
}: {
  registration: MyRegistration;
  uid: string;
  transfer: { email: string; expiresAt: string };
}) {
  const { t } = useLingui();
  const cancel = useCancelTransfer(uid);
  const { email } = transfer;
  const until = formatMonthDay(transfer.expiresAt);
  const { title } = registration;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
      <span className="text-slate-700 dark:text-slate-200">
        <Trans>
          Transfer offered to {email} until {until}
        </Trans>
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`Cancel the transfer for ${title}`}
        busy={cancel.isPending}
        busyText={t`Cancelling…`}
        onClick={() =>
          cancel.mutate(registration._id, {
            onSuccess: () => showPopup({ icon: 'success', title: t`Transfer cancelled` }),
            onError: (error) => showErrorPopup(error, t`The transfer could not be cancelled.`),
          })
        }
      >
        <Trans>Cancel transfer</Trans>
      </Button>
    </div>
  );
}
