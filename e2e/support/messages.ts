// Messages to a race's people in browser tests (docs/messages.md): the value a datetime-local input
// takes for a moment to come, on this machine's clock (the browser's, as the compose form reads it).

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm`, `hours` from now, on the local clock, for the form's "Send at". */
export function localInputIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
