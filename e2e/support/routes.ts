// Every route of the route table (web/src/config/paths.ts) as a path to visit, for the specs that walk
// them all (phone widths, the pseudo-locale).
import { routeEntries } from '../../web/src/config/paths';

/** Each route with its parameters filled: the race's id, and a payment and a team that are none. */
export function routePaths(raceId: string): string[] {
  return routeEntries.map(([, entry]) =>
    entry.path
      .replace(':id', encodeURIComponent(raceId))
      .replace(':paymentId', 'no-such-payment')
      .replace(':teamId', 'no-such-team')
      .replace('*', 'no-such-page'),
  );
}
