// The first of many: a time (a check-in, a check-out) written once on a document, whichever of any
// number of devices sends it first. A compare-and-set on the document's update time rather than a
// transaction: one write and no lock each (a race morning sends them by the thousand); a request that
// loses reads the document again and finds the time that stands.
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';

import { GRPC, grpcCode } from './grpc.js';

/**
 * Writes `update` on the document as read (`read`), unless `standing` finds a time there already
 * (it may also throw to refuse, and is asked again of each fresh read). Answers whether this request
 * wrote, the time that stood if it did not, and the document as last read.
 */
export async function firstWrite<T extends DocumentData>(
  read: DocumentSnapshot<T>,
  standing: (current: DocumentSnapshot<T>) => Timestamp | null,
  update: UpdateData<T>,
): Promise<{ first: boolean; stood: Timestamp | null; current: DocumentSnapshot<T> }> {
  for (let current = read; ; current = await current.ref.get()) {
    const stood = standing(current);
    if (stood !== null) return { first: false, stood, current };
    try {
      await current.ref.update(update, { lastUpdateTime: current.updateTime ?? Timestamp.now() });
      return { first: true, stood: null, current };
    } catch (err) {
      // Changed (or gone) since it was read: read it again.
      const code = grpcCode(err);
      if (code !== GRPC.FAILED_PRECONDITION && code !== GRPC.NOT_FOUND) throw err;
    }
  }
}
