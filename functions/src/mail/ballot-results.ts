// What a ballot's results fan-out (fan-out.ts, kind `ballot`) tells each entry of the distance drawn:
// the draw writes every winner's hold and every reserve's number, then one job; the job's pages mail
// each entry as the draw left it. The mails leave the draw itself (a third of its writes at London's
// size) and go at the fan-out's pace, as a race change's do.
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';

import { ballotEntryDocs, entriesOfDistance } from '../store/ballot-doc.js';
import type { MailJobBallot } from '../store/mail-job-doc.js';
import { marathonRef } from '../store/marathon-doc.js';
import { storedAddress, type RunnerAddress } from './address.js';
import type { MailNews } from './templates.js';

/** The distance's entries, in the order the pages walk them. */
export const ballotEntriesQuery = (marathonId: string, ballot: MailJobBallot): Query =>
  entriesOfDistance(marathonRef(marathonId), ballot.distanceId);

/** The entry's mail: a winner's offer or confirmation, a reserve's number; null for any other state. */
export function ballotResultMail(
  snap: DocumentSnapshot,
  ballot: MailJobBallot,
): { runner: RunnerAddress | null; news: MailNews } | null {
  const entry = ballotEntryDocs.of(snap);
  const runner = storedAddress(entry);
  if (entry.state === 'drawn') {
    // A winner with nothing to pay was confirmed by the draw and has no deadline.
    const dueAt = entry.dueAt?.toDate().toISOString() ?? null;
    return {
      runner,
      news: { kind: 'ballot_drawn', total: dueAt === null ? null : ballot.total, dueAt },
    };
  }
  if (entry.state === 'reserve' && entry.reserveNumber !== null) {
    return { runner, news: { kind: 'ballot_reserve', reserveNumber: entry.reserveNumber } };
  }
  return null;
}
