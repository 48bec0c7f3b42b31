// The one door money comes in by (docs/payments.md, "One door in"). Whatever brings it (a provider's
// event, a bank statement's row, an assigned row), money is applied to a hold only when its ledger
// entry is the hold's current attempt (`payment.paymentId`), still waiting, brought by the entry's own
// provider, for the amount and currency the entry asked (a bank row may pay part or more). Anything
// else is late money (late.ts): given back in full, never confirming a place it was not asked for.
// The confirmation itself is one function for a plain hold and a transfer fee's hold alike
// (confirm.ts, confirmAttempt).
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { registrationOf, statusOf } from '../store/registration-doc.js';
import { paymentDocs } from '../store/payment-doc.js';

/** Money as it arrives, before it is judged. */
export interface Arrival {
  /** Who brought it: a provider's name (`test`, `stripe`, `paypal`), or `bank` for a statement row. */
  provider: string;
  amount: number;
  currency: string;
}

/**
 * What arriving money may do: `apply` to the hold it was asked for; `late` (given back, the runner
 * told); `foreign` when the entry is another provider's (nothing of RUN's asked that provider for
 * it: recorded, logged, no effect).
 */
export type Verdict = 'apply' | 'late' | 'foreign';

/** Whether `entry` is the current attempt of `held` (a registration or a change of distance). */
export function isCurrentAttempt(
  held: DocumentSnapshot | undefined | null,
  entry: DocumentSnapshot,
): boolean {
  return held?.exists === true && registrationOf(held).payment?.paymentId === entry.id;
}

/**
 * The verdict on money arriving for `entry` while `held` is as read (in the same transaction).
 * `partial`: a bank row, which may bring less or more than asked (bank-credit.ts keeps the balance).
 */
export function judgeArrival(
  entry: DocumentSnapshot,
  held: DocumentSnapshot | undefined | null,
  arrival: Arrival,
  { partial = false }: { partial?: boolean } = {},
): Verdict {
  const asked = paymentDocs.of(entry);
  if (!entry.exists || asked.provider !== arrival.provider) return 'foreign';
  // A declined card may be tried again on the same checkout: `failed` is still the attempt.
  const state = asked.state;
  if (state !== 'started' && state !== 'failed') return 'late';
  if (held?.exists !== true || statusOf(held) !== 'pending_payment') return 'late';
  if (!isCurrentAttempt(held, entry)) return 'late';
  if (asked.currency !== arrival.currency) return 'late';
  if (!partial && asked.amount !== arrival.amount) return 'late';
  return 'apply';
}
