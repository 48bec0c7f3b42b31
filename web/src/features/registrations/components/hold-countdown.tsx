// The hold's countdown on the Pay step (docs/product.md, "Checkout"): "Held for 29:41", redrawn each
// second but hidden from screen readers, beside a polite live region that changes once a minute
// (checkout.ts). At 0 it tells the step, which says the hold ran out and offers to register again.
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';

import { clockText, holdAnnouncement, secondsLeft } from '../checkout';

export function HoldCountdown({ dueAt, onExpired }: { dueAt: string; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(dueAt, now);
  useEffect(() => {
    if (left <= 0) {
      onExpired();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onExpired]);
  const clock = clockText(left);
  return (
    <p className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
      <span aria-hidden="true" data-testid="hold-countdown">
        <Trans>Held for {clock}</Trans>
      </span>
      <span role="status" className="sr-only">
        {holdAnnouncement(left)}
      </span>
    </p>
  );
}

/** Said in the countdown's place once the hold ran out. */
export function HoldRanOut({ onRegisterAgain }: { onRegisterAgain: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-rose-300 p-4 dark:border-rose-700">
      <p className="font-semibold text-rose-800 dark:text-rose-300">
        <Trans>The hold ran out: your place is no longer held.</Trans>
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        <Trans>Register again to take a place, if one is left.</Trans>
      </p>
      <Button className="mt-3" onClick={onRegisterAgain}>
        <Trans>Register again</Trans>
      </Button>
    </div>
  );
}
