// A runner's split times, pushed by the race's timing partner (docs/partner-api.md):
// `marathons/{id}/splits/{distanceId}-{bib}` {distanceId, bib, userId, points: {<timing point>:
// {status, chipTime, gunTime, pushedAt}}}, times in tenths of a second as results keep them. A timing
// point pushed again replaces its times; the finish is a result (result-doc.ts), never a split.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { RESULT_STATUSES, type ResultStatus } from '@run/contract/domain/results-places';
import type { Tenths } from '@run/contract/domain/results-times';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, timeOrNull } from './field-values.js';

export interface SplitTime {
  status: ResultStatus;
  chipTime: Tenths | null;
  gunTime: Tenths | null;
  pushedAt: Timestamp | null;
}

export interface SplitsDoc {
  id: string;
  distanceId: string;
  bib: number;
  userId: string;
  points: Record<string, SplitTime>;
}

const tenthsOrNull = (value: unknown): Tenths | null =>
  typeof value === 'number' && value > 0 ? value : null;

export const splitsDocs = converterOf<SplitsDoc>((data, id) => {
  const points: Record<string, SplitTime> = {};
  const stored: unknown = data.points;
  if (typeof stored === 'object' && stored !== null) {
    for (const [name, value] of Object.entries(stored as Record<string, Record<string, unknown>>)) {
      points[name] = {
        status: RESULT_STATUSES.find((s) => s === value.status) ?? 'finished',
        chipTime: tenthsOrNull(value.chipTime),
        gunTime: tenthsOrNull(value.gunTime),
        pushedAt: timeOrNull(value.pushedAt),
      };
    }
  }
  return {
    id,
    distanceId: textIn(data.distanceId),
    bib: typeof data.bib === 'number' ? data.bib : 0,
    userId: textIn(data.userId),
    points,
  };
});

/** One runner's splits, as a model. */
export const splitRef = (marathon: DocumentReference, distanceId: string, bib: number) =>
  marathon.collection(COLLECTIONS.splits).doc(`${distanceId}-${bib}`).withConverter(splitsDocs);

/** What a push stores of one timing point (a `set` with merge: other timing points stay). */
export const splitWrite = (
  runner: { distanceId: string; bib: number; userId: string },
  point: string,
  time: Omit<SplitTime, 'pushedAt'>,
  pushedAt: Timestamp,
) => ({ ...runner, points: { [point]: { ...time, pushedAt } } });
