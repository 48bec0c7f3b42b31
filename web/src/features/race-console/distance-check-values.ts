// Which of the race's distances something is for (a discount code, an item), as the console's forms
// hold it: a box per distance, ticked 'true', named `distance.{id}`.
import { TICKED } from '@/components/ui/checkbox-field';

export type DistanceKey = `distance.${string}`;

export const distanceKey = (id: string): DistanceKey => `distance.${id}`;

/** A box per distance of the race, ticked for those `chosen`. */
export function distanceCheckValues(
  distanceIds: readonly string[],
  chosen: readonly string[] | null | undefined,
): Record<DistanceKey, string> {
  return Object.fromEntries(
    distanceIds.map((id) => [distanceKey(id), chosen?.includes(id) ? TICKED : '']),
  );
}

/** The distances ticked, in the race's order. */
export const tickedDistances = (
  values: Partial<Record<string, string>>,
  distanceIds: readonly string[],
): string[] => distanceIds.filter((id) => values[distanceKey(id)] === TICKED);
