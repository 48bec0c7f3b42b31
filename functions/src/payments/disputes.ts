// Disputes (docs/payments.md, "Disputes"): a payer's bank takes money back (a chargeback). The
// ledger entry records how much the dispute holds (`disputed`) and where it stands; that money is no
// longer left to refund. The registration stays confirmed but carries `disputed: true`, so the
// participant list, its CSV, the roster and the check-in screen say so, and the organiser is mailed.
// A dispute won gives the money back to the race (`disputed` 0); a lost one counts as returned.
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { notifyOrganiser, siteUrl } from '../mail/mail.js';
import { paymentDocs } from '../store/payment-doc.js';
import { ownEntryIds, registrationRef, runnerNameOf } from '../store/registration-doc.js';
import { connectedShares } from './connected.js';
import type { DisputeOutcome, ProviderEvent } from './provider.js';

/** A provider's dispute status (Stripe's names, which the test provider shares) as RUN's outcome. */
export function disputeOutcome(status: string | undefined): DisputeOutcome {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return 'open';
}

/**
 * Records a dispute's event on its entry and the registration the entry paid, and mails the
 * organiser, in the event's transaction (`payment` read in it). Reads before it writes. Answers
 * what more the dispute takes from the organiser's account (`connect`; negative when a won dispute
 * gives it back), for the provider to move once the transaction landed.
 */
export async function recordDispute(
  tx: Transaction,
  event: ProviderEvent,
  payment: DocumentSnapshot,
  marathon: DocumentSnapshot,
): Promise<number> {
  const outcome = event.dispute ?? 'open';
  const entry = paymentDocs.of(payment);
  const uid = entry.userId;
  const registration = uid ? await tx.get(registrationRef(marathon.ref, uid)) : null;
  const paid = entry.amount;
  // Never more than is left once refunds and credits are counted: a bank disputes what it paid.
  const room = paid - entry.refunded - entry.credited;
  const disputed = outcome === 'won' ? 0 : Math.max(0, Math.min(event.amount || paid, room));
  tx.update(payment.ref, {
    disputed,
    disputeState: outcome,
    ...connectedShares(entry, entry.refunded, disputed),
  });
  const reversed = (d: number) => connectedShares(entry, entry.refunded, d).transferReversed ?? 0;
  const moved = reversed(disputed) - reversed(entry.disputed);
  const own = registration?.exists === true && ownEntryIds(registration).includes(payment.id);
  if (own && registration) {
    tx.update(registration.ref as DocumentReference, { disputed: outcome !== 'won' });
  }
  if (entry.disputeState === outcome) return moved;
  const currency = entry.currency;
  await notifyOrganiser(tx, marathon, {
    kind: 'dispute',
    runner: registration?.exists ? runnerNameOf(registration) : entry.runnerName,
    total: { amount: event.amount || paid, currency },
    state: outcome,
    link: `${siteUrl()}/dashboard/races/${encodeURIComponent(marathon.id)}?tab=payments`,
  });
  return moved;
}
