// The checkout's pure rules (docs/product.md, "Checkout"): its three steps, and the hold's countdown
// as shown ("Held for 29:41", every second) and as announced (once a minute, so a screen reader is
// not read a number each second).
import { msg, t } from '@lingui/core/macro';

/** Each step's name is a message descriptor, shown in the language of the moment it is drawn. */
export const CHECKOUT_STEPS = [
  { id: 'details', label: msg`Details` },
  { id: 'pay', label: msg`Pay` },
  { id: 'done', label: msg`Done` },
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];

/** Each step as done, current or to come, for the step indicator. */
export function stepStates(current: CheckoutStep) {
  const at = CHECKOUT_STEPS.findIndex((s) => s.id === current);
  return CHECKOUT_STEPS.map((step, i) => ({
    ...step,
    state: i < at ? ('done' as const) : i === at ? ('current' as const) : ('next' as const),
  }));
}

/** A hold longer than this counts down in days on its due line alone (a bank transfer's week). */
export const COUNTDOWN_LIMIT_MS = 3 * 3_600_000;

/** What is left of the hold at `now`, in whole seconds, never below 0. */
export const secondsLeft = (dueAt: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 1000));

/** "29:41", or "1:02:05" past an hour. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * What the live region says: the minutes left, rounded up, so it changes once a minute (and at the
 * last one); empty once the hold ran out (the page says so in its own words).
 */
export function holdAnnouncement(seconds: number): string {
  if (seconds <= 0) return '';
  const minutes = Math.ceil(seconds / 60);
  // Said in the language shown when it is drawn (the countdown redraws each second).
  return minutes === 1
    ? t`Your place is held for less than a minute.`
    : t`Your place is held for ${minutes} more minutes.`;
}
