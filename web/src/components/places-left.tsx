// The places left of a race with a field limit ('312 places left', 'Sold out'), shown beside the
// registration badge on cards, the details page and the organiser's table. Unlimited races show nothing.
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Marathon } from '@run/contract/domain/api-types';

import { i18n } from '@/lib/i18n';

type Places = Pick<Marathon, 'placesLeft'>;

export function isSoldOut(marathon: Places): boolean {
  return (
    marathon.placesLeft !== null && marathon.placesLeft !== undefined && marathon.placesLeft <= 0
  );
}

/**
 * null for an unlimited race (no `placesLeft`), so it looks as before capacity existed. In the
 * language shown when called: call it while rendering.
 */
export function placesLeftText(marathon: Places): string | null {
  const left = marathon.placesLeft;
  if (left === null || left === undefined) return null;
  if (left <= 0) return i18n._(msg`Sold out`);
  return i18n._(msg({ message: plural(left, { one: '# place left', other: '# places left' }) }));
}

/** A pill like the registration badge; `className` places it. */
export function PlacesLeftBadge({
  marathon,
  className = '',
}: {
  marathon: Places;
  className?: string;
}) {
  // Rendered again when the language changes: its text comes from placesLeftText.
  useLingui();
  const text = placesLeftText(marathon);
  if (text === null) return null;
  const tone = isSoldOut(marathon)
    ? 'bg-red-700 text-white dark:bg-red-400 dark:text-red-950'
    : 'bg-amber-100 text-amber-900 dark:bg-amber-300 dark:text-amber-950';
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${tone} ${className}`}>
      {text}
    </span>
  );
}

/** Some distance has a field limit, so the race can have a waitlist. */
export function hasFieldLimit(marathon: Pick<Marathon, 'distances'>): boolean {
  return marathon.distances.some((distance) => distance.capacity !== null);
}
