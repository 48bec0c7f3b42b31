// Race times as timing companies write them (`h:mm:ss`, `mm:ss`, with optional tenths) and as RUN
// shows them. A time is kept as whole tenths of a second, so equal times compare equal and ties are
// exact (docs/results.md).

/** A race time in tenths of a second. */
export type Tenths = number;

const TIME = /^(\d{1,3}):(\d{1,3})(?::(\d{1,2}))?(?:[.,](\d{1,3}))?$/u;

/**
 * `2:31:07`, `2:31:07.4`, `42:15`, `42:15,37` (a comma is a decimal point too) as tenths; null when it
 * is not such a time. Digits past the tenths are cut, as timers round a finish down. `75:30` (minutes
 * past the hour, which some exports write for short races) is read as 1:15:30.
 */
export function parseRaceTime(text: string): Tenths | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, a = '', b = '', c, fraction] = match;
  let seconds: number;
  if (c === undefined) {
    // mm:ss
    if (b.length !== 2 || Number(b) > 59) return null;
    seconds = Number(a) * 60 + Number(b);
  } else {
    // h:mm:ss
    if (b.length !== 2 || c.length !== 2 || Number(b) > 59 || Number(c) > 59) return null;
    seconds = Number(a) * 3600 + Number(b) * 60 + Number(c);
  }
  const tenths = seconds * 10 + (fraction === undefined ? 0 : Number(fraction[0]));
  return tenths > 0 ? tenths : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `2:31:07`, `42:15`, `9:58.4`: hours only when there are some, tenths only when not zero. */
export function formatRaceTime(tenths: Tenths): string {
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const clock = h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
  return rest === 0 ? clock : `${clock}.${rest}`;
}
