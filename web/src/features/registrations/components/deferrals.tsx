// Deferring a paid place from My Apply List (docs/transfers.md): what the credit will be, the
// confirmation, and the runner's credits, which their next registration with the organiser spends.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyRegistration } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { daysBefore } from '@run/contract/domain/refunds';

import { formatLongDate } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TitledSection } from '@/components/ui/titled-section';
import { intlLocale } from '@/lib/i18n';

import { useDeferRegistration, useMyCredits } from '../api/deferrals';
import type { RowDialogProps } from './row-dialog-props';

/** What deferring gives: what was paid minus the race's fee; null when the race allows none now. */
export function deferralCredit(registration: MyRegistration, now = new Date()): number | null {
  const record = registration.totalRegistrationCount[0];
  const { deferrals } = registration;
  if (
    !deferrals.enabled ||
    record?.status !== 'confirmed' ||
    !record.payment?.paidAt ||
    record.payment.creditApplied !== undefined ||
    daysBefore(new Date(registration.marathonStartDate), now) < deferrals.untilDays
  ) {
    return null;
  }
  return Math.max(0, record.payment.total - deferrals.fee);
}

export function DeferDialog({ registration, uid, onClose }: RowDialogProps) {
  const { t } = useLingui();
  const { title, currency } = registration;
  const credit = formatMoney(deferralCredit(registration) ?? 0, currency, intlLocale());
  const fee = formatMoney(registration.deferrals.fee, currency, intlLocale());
  return (
    <ConfirmDialog
      title={t`Defer your place?`}
      confirmLabel={t`Defer`}
      busyLabel={t`Deferring…`}
      write={useDeferRegistration(uid)}
      variables={registration._id}
      done={{
        title: t`Place deferred`,
        text: t`You have a credit of ${credit} for this organiser’s later races.`,
      }}
      failure={t`Your place could not be deferred.`}
      onClose={onClose}
    >
      <p>
        {registration.deferrals.fee > 0 ? (
          <Trans>
            Your place in “{title}” goes back to the race. You get a credit of {credit} (what you
            paid minus a fee of {fee}) for a later race of this organiser, for 400 days.
          </Trans>
        ) : (
          <Trans>
            Your place in “{title}” goes back to the race. You get a credit of {credit} for a later
            race of this organiser, for 400 days.
          </Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}

/** The runner's credits, under their list; nothing while they have none. */
export function MyCredits({ uid }: { uid: string }) {
  const { t } = useLingui();
  const credits = useMyCredits(uid).data ?? [];
  if (credits.length === 0) return null;
  return (
    <TitledSection id="credits-title" title={t`My credits`} size="lg" className="mt-8">
      <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-200">
        {credits.map((c) => {
          const amount = formatMoney(c.amount, c.currency, intlLocale());
          const from = c.fromTitle;
          const until = formatLongDate(c.expiresAt);
          return (
            <li key={c.creditId}>
              {c.usedAt ? (
                <Trans>
                  {amount} from {from}: used
                </Trans>
              ) : (
                <Trans>
                  {amount} from {from}: applied when you register for this organiser’s races until{' '}
                  {until}
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
