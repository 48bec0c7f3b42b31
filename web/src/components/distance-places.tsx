// Each distance of a race with several, with its places: "312 places left", "Sold out" or "No limit".
// Cards, the details page and My Marathons show it; a one-distance race keeps its single line.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Distance } from '@run/contract/domain/api-types';

import { i18n } from '@/lib/i18n';

import { isSoldOut, placesLeftText } from './places-left';

type Named = Pick<Distance, 'name' | 'runningDistance'>;

/** "Half Marathon · 21 KM", or the running distance alone when it is the name. */
export function distanceLabel(distance: Named): string {
  return distance.name === distance.runningDistance
    ? distance.name
    : `${distance.name} · ${distance.runningDistance}`;
}

/** The distance `id` names among the race's, for records that carry only the id. */
export function distanceOf<D extends Pick<Distance, 'id'>>(
  distances: D[],
  id: string | undefined,
): D | undefined {
  return distances.find((distance) => distance.id === id);
}

/** A race's distances in one line: their names, or the running distance of a one-distance race. */
export function distancesLine(marathon: {
  runningDistance: string;
  distances: Pick<Distance, 'name'>[];
}): string {
  return marathon.distances.length > 1
    ? marathon.distances.map((distance) => distance.name).join(' · ')
    : marathon.runningDistance;
}

export function distancePlacesText(distance: Pick<Distance, 'placesLeft'>): string {
  return placesLeftText(distance) ?? i18n._(msg`No limit`);
}

function placesTone(distance: Pick<Distance, 'placesLeft'>): string {
  if (isSoldOut(distance)) return 'font-semibold text-red-700 dark:text-red-400';
  if (distance.placesLeft === null) return 'text-slate-600 dark:text-slate-300';
  return 'font-medium text-amber-800 dark:text-amber-300';
}

export function DistancePlaces({
  distances,
  className = '',
}: {
  distances: Pick<Distance, 'id' | 'name' | 'runningDistance' | 'placesLeft'>[];
  className?: string;
}) {
  // Rendered again when the language changes: its texts come from distancePlacesText.
  useLingui();
  return (
    <ul className={`space-y-1 ${className}`}>
      {distances.map((distance) => (
        <li key={distance.id} className="flex flex-wrap justify-between gap-x-3">
          <span className="font-medium text-slate-800 dark:text-slate-100">
            {distanceLabel(distance)}
          </span>
          {/* Read as one phrase ("10K: Sold out"), not two words run together. */}
          <span className="sr-only">: </span>
          <span className={placesTone(distance)}>{distancePlacesText(distance)}</span>
        </li>
      ))}
    </ul>
  );
}
