// The race of the capacity section's three-distance burst (docs/places.md) and how its runners
// spread over the distances: runner i registers for distance i mod 3.

export interface BenchDistance {
  name: string;
  runningDistance: string;
  /** The field limit; null for none. */
  capacity: number | null;
}

/**
 * Three distances for `runners` runners: two with a quarter of them as places each (a third of the
 * runners ask for each, so both sell out) and one without a limit, which must take all its runners
 * while the other two sell out beside it.
 */
export function threeDistances(runners: number): BenchDistance[] {
  const quarter = Math.max(1, Math.floor(runners / 4));
  return [
    { name: 'Marathon', runningDistance: '42.2 km', capacity: quarter },
    { name: 'Half Marathon', runningDistance: '21.1 km', capacity: quarter },
    { name: '10K', runningDistance: '10 km', capacity: null },
  ];
}

/** The distance runner `i` registers for, of `count`. */
export const distanceOf = (i: number, count: number): number => i % count;

export interface DistanceShare {
  /** Runners who ask for it. */
  sent: number;
  /** Registrations it must end with: its capacity, or every runner when they fit or it has none. */
  places: number;
  /** Runners who must hear "sold out". */
  soldOut: number;
}

/** What each distance must end with when `runners` runners spread as `distanceOf` says. */
export function spread(runners: number, capacities: readonly (number | null)[]): DistanceShare[] {
  const count = capacities.length;
  return capacities.map((capacity, d) => {
    const sent = Math.floor(runners / count) + (d < runners % count ? 1 : 0);
    const places = capacity === null ? sent : Math.min(capacity, sent);
    return { sent, places, soldOut: sent - places };
  });
}
