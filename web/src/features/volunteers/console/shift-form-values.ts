// A shift (docs/volunteers.md) as the console's form holds it, strings only, and the bodies it sends:
// the times are date-times on the race's clock (lib/zoned-input.ts), sent as ISO; the captains are
// the ticked volunteers.
import type { Shift, ShiftInput } from '@run/contract/domain/shifts';

import { TICKED } from '@/components/ui/checkbox-field';
import { isoToZonedInput, zonedInputToIso } from '@/lib/zoned-input';

export type CaptainKey = `captain.${string}`;
export const captainKey = (uid: string): CaptainKey => `captain.${uid}`;

export interface ShiftFormValues {
  [field: string]: string;
  role: string;
  name: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

/** A stored shift as form values (a new one: empty, its captains none). */
export function shiftValues(shift: Shift | null, zone: string | null | undefined): ShiftFormValues {
  return {
    role: shift?.role ?? '',
    name: shift?.name ?? '',
    description: shift?.description ?? '',
    location: shift?.location ?? '',
    startsAt: shift ? isoToZonedInput(shift.startsAt, zone) : '',
    endsAt: shift ? isoToZonedInput(shift.endsAt, zone) : '',
    capacity: shift ? String(shift.capacity) : '',
    ...Object.fromEntries((shift?.captainUids ?? []).map((uid) => [captainKey(uid), TICKED])),
  };
}

/** The body the form sends: a whole capacity as a number, anything else as typed for the schema. */
export function shiftInputOf(
  values: Partial<Record<string, string>>,
  zone: string | null | undefined,
): ShiftInput {
  const capacity = (values.capacity ?? '').trim();
  const captainUids = Object.entries(values)
    .filter(([key, value]) => key.startsWith('captain.') && value === TICKED)
    .map(([key]) => key.slice('captain.'.length));
  return {
    role: values.role ?? '',
    name: values.name ?? '',
    description: values.description ?? '',
    location: values.location ?? '',
    startsAt: zonedInputToIso(values.startsAt ?? '', zone),
    endsAt: zonedInputToIso(values.endsAt ?? '', zone),
    // A number the schema judges, or the text for it to name.
    capacity: (/^\d+$/u.test(capacity) ? Number(capacity) : capacity) as number,
    captainUids,
  };
}

/** "Apr 5, 7:00 – 11:00 AM": a shift's time on the race's clock (null: the viewer's). */
export function shiftTimeOn(
  shift: { startsAt: string; endsAt: string },
  zone: string | null | undefined,
  locale: string,
): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  }).formatRange(new Date(shift.startsAt), new Date(shift.endsAt));
}

/** "07:42": a check-in's or check-out's time on the race's clock (null: the viewer's). */
export function clockOn(iso: string, zone: string | null | undefined, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  });
}
