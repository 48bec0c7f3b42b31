// Deferring a paid place from My Apply List (docs/transfers.md): what the credit will be, the
// confirmation, and the runner's credits, which their next registration with the organiser spends.
import type { MyRegistration } from '@run/contract/domain/api-types';
import { formatLongDate } from '@run/contract/domain/dates';
import { formatMoney } from '@run/contract/domain/money';
import { daysBefore } from '@run/contract/domain/refunds';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TitledSection } from '@/components/ui/titled-section';

import { useDeferRegistration, useMyCredits } from '../api/deferrals';

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

export function creditText(amount: number, currency: string): string {
  return `a credit of ${formatMoney(amount, currency, 'en-US')}`;
}

export function DeferDialog({
  registration,
  uid,
  onClose,
}: {
  registration: MyRegistration;
  uid: string;
  onClose: () => void;
}) {
  const credit = deferralCredit(registration) ?? 0;
  const { fee } = registration.deferrals;
  return (
    <ConfirmDialog
      title="Defer your place?"
      confirmLabel="Defer"
      busyLabel="Deferring…"
      write={useDeferRegistration(uid)}
      variables={registration._id}
      done={{
        title: 'Place deferred',
        text: `You have ${creditText(credit, registration.currency)} for this organiser’s later races.`,
      }}
      failure="Your place could not be deferred."
      onClose={onClose}
    >
      <p>
        Your place in “{registration.title}” goes back to the race. You get{' '}
        {creditText(credit, registration.currency)}
        {fee > 0
          ? ` (what you paid minus a fee of ${formatMoney(fee, registration.currency, 'en-US')})`
          : ''}{' '}
        for a later race of this organiser, for 400 days.
      </p>
    </ConfirmDialog>
  );
}

/** The runner's credits, under their list; nothing while they have none. */
export function MyCredits({ uid }: { uid: string }) {
  const credits = useMyCredits(uid).data ?? [];
  if (credits.length === 0) return null;
  return (
    <TitledSection id="credits-title" title="My credits" size="lg" className="mt-8">
      <ul className="mt-2 space-y-1 text-slate-700 dark:text-slate-200">
        {credits.map((c) => (
          <li key={c.creditId}>
            {formatMoney(c.amount, c.currency, 'en-US')} from {c.fromTitle}:{' '}
            {c.usedAt
              ? 'used'
              : `applied when you register for this organiser’s races until ${formatLongDate(c.expiresAt)}`}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
