// A datetime-local input on a race's clock (its `timeZone`; a race without one: the organiser's own,
// as the console's other date-time inputs): what it shows for a stored instant, and the instant it
// sends. The console's forms that set a race's moments (a volunteer shift, the last day an item
// sells) share it, so a time means the same in each.
import { offsetAt, zonedToUtc } from '@run/contract/domain/race-start';

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
