// What a race's counts are made of, per distance: registrations, places held by offers, runners
// waiting. The places code (places/counters.ts) reads them; the marathon's shape carries them.

/** What a distance's counts are made of (api-types `Distance` derives placesLeft from them). */
export interface DistanceCounts {
  registrations: number;
  /** Places held for waitlisted runners. */
  offers: number;
  waiting: number;
}

/** A marathon's counts by distance id; a distance missing here counts nothing. */
export type PlaceCounts = ReadonlyMap<string, DistanceCounts>;

/** For reads that only need the stored fields, not the counts. */
export const NO_COUNTS: PlaceCounts = new Map();
export const ZERO: DistanceCounts = { registrations: 0, offers: 0, waiting: 0 };
