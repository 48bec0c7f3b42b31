// A stored result as people see it (docs/results.md): times written out, the pace from the distance's
// running distance, "Hidden runner" for a runner who hides their name (except to themself).
import { paceOf } from '@run/contract/domain/results-pace';
import { formatRaceTime, type Tenths } from '@run/contract/domain/results-times';
import { HIDDEN_RUNNER, type Result } from '@run/contract/domain/results';

import type { ResultDoc } from '../store/result-doc.js';

const time = (tenths: Tenths | null) => (tenths === null ? null : formatRaceTime(tenths));

/** The runner's name as stored, hidden or not (for the runner themself and the mail). */
export const storedName = (result: ResultDoc): string =>
  `${result.firstName} ${result.lastName}`.trim();

/**
 * A stored result as the public sees it: "Hidden runner" for a hidden name unless `showName` (the
 * runner themself); the pace from the distance's running distance.
 */
export function toResult(result: ResultDoc, runningDistance: string, showName = false): Result {
  return {
    bib: result.bib,
    name: result.hidden && !showName ? HIDDEN_RUNNER : storedName(result),
    time: time(result.time),
    chipTime: time(result.chipTime),
    gunTime: time(result.gunTime),
    place: result.place,
    genderPlace: result.genderPlace,
    ageGroup: result.ageGroup || 'Open',
    ageGroupPlace: result.ageGroupPlace,
    pace: result.time === null ? null : paceOf(result.time, runningDistance),
    // A status the import never writes reads as a finish, as it always has.
    status: result.status ?? 'finished',
  };
}
