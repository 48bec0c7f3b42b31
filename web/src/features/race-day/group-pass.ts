// An order's group pass at the check-in screen (docs/orders.md): one scan checks in every confirmed
// entry of the order. The roster on the device carries each entry's group key, so a scan without a
// connection still finds the runners it names and queues each one's own check-in.
import type { GroupCheckIn } from '@run/contract/domain/orders';
import { passKeyOf, type RosterRunner } from '@run/contract/domain/roster';

import type { PendingCheckIn } from './device-store';
import { checkInKeyOf, handleOf, runnerKeyOf } from './check-in-rules';

/** The roster's runners a group pass names (its key: the roster holds no whole group passes). */
export function groupMembersOf(roster: RosterRunner[], groupPassId: string): RosterRunner[] {
  const key = passKeyOf(groupPassId);
  return roster.filter((r) => r.groupKey === key);
}

type Answered = GroupCheckIn['runners'][number];

/** The roster's row of a runner the API's group check-in names: by bib, else by name. */
export function memberAnswered(
  members: RosterRunner[],
  answered: Answered,
): RosterRunner | undefined {
  return members.find((m) =>
    answered.bib !== null
      ? m.bib === answered.bib
      : m.bib === null && m.firstName === answered.firstName && m.lastName === answered.lastName,
  );
}

/** When a member is in: checked in on the roster, or queued on this device; null while neither. */
export function memberInAt(member: RosterRunner, queue: PendingCheckIn[]): string | null {
  if (member.checkedInAt) return member.checkedInAt;
  const key = runnerKeyOf(member);
  return queue.find((p) => p.runner === key)?.scannedAt ?? null;
}

/** The queued check-ins of the members not yet in, each under its own runner (counted as in). */
export function queuedMembers(
  waiting: RosterRunner[],
  scannedAt: string,
  nameOf: (r: RosterRunner) => string,
): PendingCheckIn[] {
  return waiting.flatMap((m) => {
    const by = handleOf(m);
    return by === null
      ? []
      : [{ key: checkInKeyOf(by), by, scannedAt, runner: runnerKeyOf(m), name: nameOf(m) }];
  });
}
