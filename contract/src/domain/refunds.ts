// Refunds by the race's policy (docs/payments.md, "Refunds"): the pure rules the API and the web
// share, without zod. Days before the race are whole days from now to its start, rounded down; the
// policy gives everything paid back from `fullUntilDays` days before, `partialPercent` of it
// (rounded down to a minor unit) from `partialUntilDays`, and nothing after.

export interface RefundPolicy {
  fullUntilDays: number;
  partialUntilDays: number;
  partialPercent: number;
}

/** The FAQ's promise: in full up to 30 days before the race, half up to 14 days before. */
export const REFUND_POLICY_DEFAULT: RefundPolicy = {
  fullUntilDays: 30,
  partialUntilDays: 14,
  partialPercent: 50,
};
export const REFUND_DAYS_MAX = 365;

export const REFUND_BANDS = ['full', 'partial', 'none'] as const;
export type RefundBand = (typeof REFUND_BANDS)[number];

const DAY_MS = 86_400_000;

/** Whole days from `now` to `start`, rounded down (negative once the race has started). */
export const daysBefore = (start: Date, now: Date): number =>
  Math.floor((start.getTime() - now.getTime()) / DAY_MS);

export interface RefundQuote {
  band: RefundBand;
  amount: number;
  /** When the band ends (the next band starts): an ISO date-time, or null for `none`. */
  until: string | null;
}

/** What a runner who paid `paid` gets back if they withdraw at `now` from a race starting at `start`. */
export function refundQuote(
  policy: RefundPolicy,
  paid: number,
  start: Date,
  now: Date,
): RefundQuote {
  const days = daysBefore(start, now);
  const endOf = (untilDays: number) => new Date(start.getTime() - untilDays * DAY_MS).toISOString();
  if (days >= policy.fullUntilDays) {
    return { band: 'full', amount: paid, until: endOf(policy.fullUntilDays) };
  }
  if (days >= policy.partialUntilDays) {
    return {
      band: 'partial',
      amount: Math.floor((paid * policy.partialPercent) / 100),
      until: endOf(policy.partialUntilDays),
    };
  }
  return { band: 'none', amount: 0, until: null };
}

/** The percent of what was paid the policy gives back `days` before the race. */
function percentAt(policy: RefundPolicy, days: number): number {
  if (days >= policy.fullUntilDays) return 100;
  if (days >= policy.partialUntilDays) return policy.partialPercent;
  return 0;
}

/**
 * Whether `next` gives every runner at least what `current` would, on every day before the race:
 * once someone has paid, a policy may change only that way.
 */
export function asGenerous(next: RefundPolicy, current: RefundPolicy): boolean {
  const last = Math.max(current.fullUntilDays, next.fullUntilDays);
  for (let days = 0; days <= last; days += 1) {
    if (percentAt(next, days) < percentAt(current, days)) return false;
  }
  return true;
}

const beforeRace = (days: number) =>
  days === 0 ? 'the race' : `${days} day${days === 1 ? '' : 's'} before the race`;

/** The policy in one sentence, as the race's page states it. */
export function refundPolicySentence(policy: RefundPolicy): string {
  const { fullUntilDays: full, partialUntilDays: partial, partialPercent: percent } = policy;
  const parts = [`in full until ${beforeRace(full)}`];
  if (partial < full && percent > 0 && percent < 100) {
    parts.push(
      `${percent} % until ${partial === 0 ? 'the race' : `${partial} day${partial === 1 ? '' : 's'} before`}`,
    );
  } else if (partial < full && percent === 100) {
    parts[0] = `in full until ${beforeRace(partial)}`;
  }
  return `Refunds: ${parts.join(', ')}, none after.`;
}
