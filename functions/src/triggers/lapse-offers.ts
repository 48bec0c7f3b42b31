// Production's lapse rule: every 5 minutes, each marathon with an offer past its deadline is settled
// (the offer is withdrawn and passed to the next waiting runner) without anyone reading the marathon.
// Locally the same rule runs on every read and write of the marathon (places/settle.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';

import { waitlistMail } from '../mail/mail.js';
import { settle } from '../places/places.js';
import { lapseDueShiftOffers } from '../shifts/shifts.js';
import { marathonsPlain } from '../store/marathon-doc.js';

/** Settles every marathon whose earliest open offer has lapsed; returns how many it settled. */
export async function lapseDueOffers(now = Timestamp.now()): Promise<number> {
  const due = await marathonsPlain().where('nextOfferExpiry', '<=', now).select().limit(500).get();
  const results = await Promise.allSettled(due.docs.map((m) => settle(m.ref, waitlistMail)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') {
      logger.warn('lapse failed', { marathonId: due.docs[i]?.id, error: String(r.reason) });
    }
  });
  // A volunteer shift's offers lapse on the same schedule (docs/volunteers.md).
  try {
    await lapseDueShiftOffers(now);
  } catch (error) {
    logger.warn('shift offers lapse failed', { error: String(error) });
  }
  return due.size;
}
