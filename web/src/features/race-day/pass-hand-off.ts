// A race pass opened by a phone's own camera (/check-in/{id}?pass=) reaches the check-in screen as
// navigation state, so the desk checks it in once and a reload of the screen does not repeat it.

export interface ArrivingPass {
  arrivingPass: string;
}

/** The pass handed over in `state` (react-router's location state), or null. */
export function arrivingPassOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('arrivingPass' in state)) return null;
  const { arrivingPass } = state as { arrivingPass: unknown };
  return typeof arrivingPass === 'string' && arrivingPass !== '' ? arrivingPass : null;
}

interface StaffView {
  uid: string;
  organiserUid: string | undefined;
  staffRaceIds: readonly string[];
  marathonId: string;
}

/** The organiser, a co-organiser or check-in staff of the race may check its passes in. */
export function isRaceStaff({ uid, organiserUid, staffRaceIds, marathonId }: StaffView): boolean {
  return organiserUid === uid || staffRaceIds.includes(marathonId);
}
