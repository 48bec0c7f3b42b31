// A race pass opened by a phone's own camera (/check-in/{id}?pass=, or an order's ?group=) reaches
// the check-in screen as navigation state, so the desk checks it in once and a reload of the screen
// does not repeat it.
import type { ScannedPass } from './check-in-rules';

export interface ArrivingPass {
  arrivingPass: ScannedPass;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The pass handed over in `state` (react-router's location state), or null. */
export function arrivingPassOf(state: unknown): ScannedPass | null {
  if (typeof state !== 'object' || state === null || !('arrivingPass' in state)) return null;
  const { arrivingPass } = state as { arrivingPass: unknown };
  if (typeof arrivingPass !== 'object' || arrivingPass === null) return null;
  const pass = arrivingPass as Record<string, unknown>;
  if (filled(pass.passId)) return { passId: pass.passId };
  return filled(pass.groupPassId) ? { groupPassId: pass.groupPassId } : null;
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
