// A cancelled race gives every paid runner everything left of their money back (docs/payments.md,
// "Refunds"): the mail fan-out deletes the race's registrations page by page (mail/fan-out.ts) and
// hands each page here, in its own transaction, so a page's refunds and its deletions land together.
// Each registration's own entries are refunded (refunds.ts, `ownEntryIds`: the place's and a paid
// change of distance's difference), and the runner is told the total once.
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

import {
  mailRef,
  type OnCancelledPage,
  queueMail,
  raceMail,
  siteUrl,
  storedAddress,
} from '../mail/mail.js';
import { marathonRef } from '../store/marathon-doc.js';
import { paymentDocs, paymentRef, type PaymentDoc } from '../store/payment-doc.js';
import { refundsTogether } from '../store/refund-doc.js';
import { ownEntryIds, registrationOf } from '../store/registration-doc.js';
import { leftToRefund, sendStaged, stageRefund, type StagedRefund } from './refunds.js';

const CANCELLED = 'The race was cancelled';

/** The page's registrations with their own entries that have money left, read in the page's transaction. */
async function owedOf(
  tx: Transaction,
  marathonId: string,
  regs: readonly DocumentSnapshot[],
): Promise<{ registration: DocumentSnapshot; entries: DocumentSnapshot<PaymentDoc>[] }[]> {
  const marathon = marathonRef(marathonId);
  // An entry is refunded once, even if two registrations named it.
  const seen = new Set<string>();
  const ids = regs.map((registration) => {
    const own = ownEntryIds(registration).filter((id) => !seen.has(id));
    own.forEach((id) => seen.add(id));
    return own;
  });
  const refs = ids.flat().map((id) => paymentRef(marathon, id));
  if (refs.length === 0) return [];
  const read = new Map((await tx.getAll(...refs)).map((e) => [e.id, e]));
  return regs.flatMap((registration, i) => {
    const entries = (ids[i] ?? [])
      .map((id) => read.get(id))
      .filter((e): e is DocumentSnapshot<PaymentDoc> => e !== undefined && leftToRefund(e) > 0);
    return entries.length > 0 ? [{ registration, entries }] : [];
  });
}

/** The fan-out's hook for a cancelled race's page: its runners' refunds in full, and their mails. */
export const refundCancelledRace: OnCancelledPage = async (tx, job, regs) => {
  const owed = await owedOf(tx, job.marathonId, regs);
  const staged: StagedRefund[] = [];
  return {
    stage(race) {
      const now = Timestamp.now();
      const site = siteUrl();
      for (const { registration, entries } of owed) {
        const refunds = entries.map((payment) =>
          stageRefund(
            tx,
            { payment, amount: leftToRefund(payment), band: 'cancelled', reason: CANCELLED },
            now,
          ),
        );
        staged.push(...refunds);
        const told = refundsTogether(refunds.map((r) => r.summary));
        // The runner's account address, never the form's (mail/notify.ts).
        const runner = storedAddress(registrationOf(registration));
        if (told === undefined || runner === null) continue;
        const mail = raceMail(
          {
            kind: 'refund',
            total: { amount: told.amount, currency: told.currency },
            manual: told.state === 'manual',
            method: entries[0] === undefined ? null : paymentDocs.of(entries[0]).method,
          },
          race,
          runner,
          site,
        );
        // Told how much comes back, once: the page's own transaction moves the cursor.
        queueMail(
          tx,
          runner.email,
          race.id,
          mail,
          [],
          mailRef(`${job.id}-${registration.id}-refund`),
        );
      }
    },
    landed: () =>
      staged.length > 0 ? sendStaged(marathonRef(job.marathonId), staged) : Promise.resolve(),
  };
};
