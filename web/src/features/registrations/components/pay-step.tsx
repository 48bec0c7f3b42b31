// The checkout's Pay step (docs/product.md, "Checkout"): after Register on a priced distance the place
// is held, and this step takes the screen: its heading scrolled into view and focused (on a phone the
// form above it would otherwise leave only the footer in view), the order summary, the hold's
// countdown and the ways to pay (pay-now.tsx, the one payment component).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Marathon, RegistrationPayment } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { paysByInstructions } from '@run/contract/domain/payment-methods';
import { useCallback, useEffect, useRef, useState } from 'react';

import { TitledSection } from '@/components/ui/titled-section';
import { intlLocale } from '@/lib/i18n';

import { COUNTDOWN_LIMIT_MS } from '../checkout';
import { HoldCountdown, HoldRanOut } from './hold-countdown';
import { OrderSummary } from './order-summary';
import { PayNow } from './pay-now';

/** What a deferral's credit paid, and what is left, in the language shown (called while rendering). */
export function creditLine({
  creditApplied = 0,
  total,
  currency,
}: Pick<RegistrationPayment, 'creditApplied' | 'total' | 'currency'>): string {
  const credit = formatMoney(creditApplied, currency, intlLocale());
  const left = formatMoney(total, currency, intlLocale());
  return t`Your credit of ${credit} is applied; ${left} is left to pay.`;
}

/** What registering answered of the payment (ApplyResponse's `payment`). */
type Due = Pick<
  RegistrationPayment,
  | 'amount'
  | 'fee'
  | 'total'
  | 'currency'
  | 'tierLabel'
  | 'dueAt'
  | 'creditApplied'
  | 'discount'
  | 'code'
> &
  Partial<Pick<RegistrationPayment, 'method'>>;

type Race = Pick<Marathon, '_id' | 'title' | 'paymentMethods' | 'bankAccount' | 'cardPaused'>;

export function PayStep({
  race,
  distanceName,
  due,
  uid,
  onRegisterAgain,
}: {
  race: Race;
  distanceName: string;
  due: Due;
  uid: string;
  onRegisterAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A bank transfer moves the deadline to days away: its due line says when, no countdown.
  const [transfer, setTransfer] = useState(paysByInstructions(due.method));
  const [counting] = useState(
    () => !transfer && Date.parse(due.dueAt) - Date.now() < COUNTDOWN_LIMIT_MS,
  );
  const [ranOut, setRanOut] = useState(false);
  const expired = useCallback(() => setRanOut(true), []);
  useEffect(() => {
    const target = heading.current;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, []);
  return (
    <TitledSection
      id="pay-title"
      title={<Trans>Your place is held: pay to confirm it</Trans>}
      spaced
      headingRef={heading}
    >
      {ranOut ? (
        <HoldRanOut onRegisterAgain={onRegisterAgain} />
      ) : (
        <>
          {counting && !transfer && <HoldCountdown dueAt={due.dueAt} onExpired={expired} />}
          {due.creditApplied ? (
            <p className="mb-3 font-semibold text-emerald-800 dark:text-emerald-300">
              {creditLine(due)}
            </p>
          ) : null}
          <OrderSummary title={race.title} distanceName={distanceName} due={due} />
          <PayNow
            race={race}
            due={due}
            uid={uid}
            summarised
            onInstructions={() => setTransfer(true)}
          />
        </>
      )}
    </TitledSection>
  );
}
