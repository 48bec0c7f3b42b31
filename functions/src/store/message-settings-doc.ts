// A race's automatic messages (docs/messages.md, "Automatic messages"):
// - `marathons/{id}/messageSettings/automatic` {reminderDaysBefore, reminderAt, stillWaiting,
//   stillWaitingCode, updatedAt}: `reminderAt` is set while a reminder is to come, for the sweep's
//   collection group query;
// - `messageSweeps/{name}`, one document `stillWaiting` {until}: lapsed holds up to `until` (their `expiredAt`) have been
//   looked at by the "still waiting" sweep.
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  Timestamp,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf, dueInGroup } from './converter.js';
import { textOrNull, timeOrNull } from './field-values.js';
import { lapsedHoldsEverywhere } from './lapsed-hold-doc.js';

export interface MessageSettingsDoc {
  reminderDaysBefore: number | null;
  /** When the reminder goes out; null: none to come. */
  reminderAt: Timestamp | null;
  stillWaiting: boolean;
  stillWaitingCode: string | null;
}

export const messageSettingsDocs = converterOf<MessageSettingsDoc>((data) => ({
  reminderDaysBefore:
    typeof data.reminderDaysBefore === 'number' ? Math.trunc(data.reminderDaysBefore) : null,
  reminderAt: timeOrNull(data.reminderAt),
  stillWaiting: data.stillWaiting === true,
  stillWaitingCode: textOrNull(data.stillWaitingCode),
}));

/** The race's automatic messages (absent: all off). */
export const messageSettingsRef = (marathon: DocumentReference) =>
  marathon
    .collection(COLLECTIONS.messageSettings)
    .withConverter(messageSettingsDocs)
    .doc('automatic');

/** Races of every organiser whose reminder's time has come, by `reminderAt`. */
export const dueReminders = (now: Timestamp, limit: number): Query<MessageSettingsDoc> =>
  dueInGroup(COLLECTIONS.messageSettings, messageSettingsDocs, 'reminderAt', now, limit);

/** Where the "still waiting" sweep has read up to. */
export const stillWaitingSweepRef = () =>
  db().collection(COLLECTIONS.messageSweeps).doc('stillWaiting');

export const sweptUntil = (data: Record<string, unknown> | undefined): Timestamp | null =>
  timeOrNull(data?.until);

/** When a lapsed hold lapsed (its record's `expiredAt`); null for a record without one. */
export const lapsedAt = (hold: DocumentSnapshot): Timestamp | null =>
  timeOrNull(hold.data()?.expiredAt);

/** Lapsed holds of every race that lapsed after `after` and by `by`, oldest first. */
export const holdsLapsedBetween = (after: Timestamp, by: Timestamp, limit: number): Query =>
  lapsedHoldsEverywhere()
    .where('expiredAt', '>', after)
    .where('expiredAt', '<=', by)
    .orderBy('expiredAt')
    .limit(limit);
