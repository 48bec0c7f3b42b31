// The race a section sets up for itself: a new organiser's open race, made through the API, and the
// distance its runners are seeded on.
import type { Marathon } from '@run/contract/domain/api-types';

import { createOpenMarathon } from './api.js';
import { signUp, type Runner } from './auth-emulator.js';
import type { SectionTarget } from './report.js';

/**
 * A section's organiser, a new account `<tag>-<name>@bench.run.test`, and their open race `title`
 * (`extra` as createOpenMarathon's).
 */
export async function organiserWithRace(
  target: Pick<SectionTarget, 'apiUrl' | 'authUrl' | 'tag'>,
  name: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<{ organiser: Runner; marathonId: string }> {
  const organiser = await signUp(target.authUrl, `${target.tag}-${name}@bench.run.test`);
  const marathonId = await createOpenMarathon(target.apiUrl, organiser, title, extra);
  return { organiser, marathonId };
}

/** The id of the race's first distance (createOpenMarathon's race has one, unless told otherwise). */
export function firstDistanceId(race: Marathon): string {
  const distanceId = race.distances[0]?.id;
  if (distanceId === undefined) throw new Error('The race has no distance.');
  return distanceId;
}
