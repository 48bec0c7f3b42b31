// The race pass's QR text (docs/race-day.md): `{site origin}/check-in/{marathonId}?pass={passId}`.
// The web shows it as a QR code in My Apply List and the API mails it with a runner's bib; the check-in
// screen reads the pass id back from it (web/src/features/race-day/check-in-rules.ts).
export function racePassUrl(origin: string, marathonId: string, passId: string): string {
  return `${origin}/check-in/${encodeURIComponent(marathonId)}?pass=${encodeURIComponent(passId)}`;
}

/** An order's group pass (docs/orders.md): `{origin}/check-in/{marathonId}?group={groupPassId}`. */
export function groupPassUrl(origin: string, marathonId: string, groupPassId: string): string {
  return `${origin}/check-in/${encodeURIComponent(marathonId)}?group=${encodeURIComponent(groupPassId)}`;
}
