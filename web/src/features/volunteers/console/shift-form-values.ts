// A shift (docs/volunteers.md) as the console's form holds it, strings only, and the bodies it sends:
// the times are date-times on the race's clock (its `timeZone`; a race without one: the organiser's
// own, as the console's other date-time inputs), sent as ISO; the captains are the ticked volunteers.
import { offsetAt, zonedToUtc } from '@run/contract/domain/race-start';
import type { Shift, ShiftInput } from '@run/contract/domain/shifts';

import { TICKED } from '@/components/ui/checkbox-field';

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

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/u;

/** The `YYYY-MM-DDTHH:mm` a datetime-local input shows for `iso` on `zone`'s clock (null: the viewer's). */
export function isoToZonedInput(iso: string, zone: string | null | undefined): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  // The wall time read as UTC: the zone's offset added, or the viewer's clock as the Date shows it.
  const wall = zone ? new Date(ms + offsetAt(zone, ms)) : null;
  const d = wall ?? new Date(ms);
  const [y, mo, day, h, mi] = wall
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()];
  return `${y}-${pad(mo + 1)}-${pad(day)}T${pad(h)}:${pad(mi)}`;
}

/** A datetime-local value on `zone`'s clock as ISO; anything else is sent as typed, for the schema. */
export function zonedInputToIso(value: string, zone: string | null | undefined): string {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return value;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const ms = zone
    ? zonedToUtc(zone, Date.UTC(y, mo - 1, d, h, mi))
    : new Date(y, mo - 1, d, h, mi).getTime();
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
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
