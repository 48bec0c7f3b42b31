// The public live documents of a race (docs/data-model.md): what a browser reads directly from
// Firestore with a listener, and nothing else. The functions write them; firestore.rules lets anyone
// read exactly these paths (also before a document exists) and nobody write them.

/** A race's counts: `marathons/{id}/live/counts`, from the race's creation on. */
export interface LiveCounts {
  registered: number;
  checkedIn: number;
  /** Finishers of the distances whose results are published. */
  finished: number;
  /** Places left by distance id; null for a distance without a field limit. */
  placesLeft: Record<string, number | null>;
}

/** One finisher as published results show them. */
export interface LiveFinisher {
  bib: number;
  /** The runner's name, or "Hidden runner" (HIDDEN_RUNNER in results.ts). */
  name: string;
  /** The time the race ranks on, `h:mm:ss` with optional tenths. */
  time: string | null;
  place: number | null;
}

/**
 * A distance's latest finishers: `marathons/{id}/live/finishers-{distanceId}`, latest first, at most
 * LIVE_FINISHERS; empty until the distance's results are published.
 */
export interface LiveFinishers {
  distanceId: string;
  finishers: LiveFinisher[];
}

export const LIVE_FINISHERS = 50;
export const LIVE_COLLECTION = 'live';
export const LIVE_COUNTS_ID = 'counts';
export const liveFinishersId = (distanceId: string) => `finishers-${distanceId}`;

export const liveCountsPath = (marathonId: string) =>
  `marathons/${marathonId}/${LIVE_COLLECTION}/${LIVE_COUNTS_ID}`;
export const liveFinishersPath = (marathonId: string, distanceId: string) =>
  `marathons/${marathonId}/${LIVE_COLLECTION}/${liveFinishersId(distanceId)}`;
