// The race pass's QR text (DESIGN.md section 15): the check-in screen reads the pass id back from it.
export function racePassUrl(origin: string, marathonId: string, passId: string): string {
  return `${origin}/check-in/${encodeURIComponent(marathonId)}?pass=${encodeURIComponent(passId)}`;
}
