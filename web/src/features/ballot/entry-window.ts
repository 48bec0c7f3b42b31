// Whether a race takes runners now, counting its ballots (docs/ballot.md): a ballot open for entries
// opens the register screen even before registration opens; a race whose every distance is decided
// by ballot is open only while one of them is, and upcoming while one is still to open.
import type { DistanceBallot } from '@run/contract/domain/ballot';
import {
  registrationWindow,
  type EventDates,
  type RegistrationWindowState,
} from '@run/contract/domain/registration-window';

export function entryWindow(
  marathon: EventDates & { distances: { ballot?: DistanceBallot | null }[] },
): RegistrationWindowState {
  const ballots = marathon.distances.map((d) => d.ballot ?? null);
  if (ballots.some((b) => b?.state === 'open')) return 'open';
  if (ballots.length > 0 && ballots.every((b) => b !== null)) {
    return ballots.some((b) => b?.state === 'upcoming') ? 'upcoming' : 'closed';
  }
  return registrationWindow(marathon);
}
