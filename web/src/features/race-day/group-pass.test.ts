import type { RosterRunner } from '@run/contract/domain/roster';
import { describe, expect, it } from 'vitest';

import { groupMembersOf, memberAnswered, memberInAt, queuedMembers } from './group-pass';

const row = (over: Partial<RosterRunner>): RosterRunner => ({
  userId: null,
  firstName: 'Mia',
  lastName: 'Family',
  bib: 1,
  distanceId: 'full',
  passKey: 'passkey1',
  checkedInAt: null,
  ...over,
});
const GROUP = 'GroupPass-0123456789abcdef';
const mia = row({ groupKey: GROUP.slice(0, 8) });
const kit = row({ firstName: 'Kit', bib: null, passKey: 'passkey2', groupKey: GROUP.slice(0, 8) });
const alone = row({ firstName: 'Al', bib: 3, passKey: 'passkey3' });
const answered = (over: object) => ({
  registrationId: 'g-1',
  firstName: 'Kit',
  lastName: 'Family',
  bib: null,
  alreadyCheckedIn: false,
  checkedInAt: '2027-04-01T07:42:00.000Z',
  ...over,
});

describe('an order’s group pass on the device', () => {
  it('finds the order’s runners by the pass’s key, nobody else', () => {
    expect(groupMembersOf([mia, alone, kit], GROUP)).toEqual([mia, kit]);
    expect(groupMembersOf([mia, alone, kit], 'another-group-pass')).toEqual([]);
  });

  it('matches the API’s answer to a row by bib, else by name', () => {
    expect(memberAnswered([mia, kit], answered({ bib: 1, firstName: 'Mia' }))).toBe(mia);
    expect(memberAnswered([mia, kit], answered({}))).toBe(kit);
    expect(memberAnswered([mia, kit], answered({ bib: 9 }))).toBeUndefined();
  });

  it('says when a runner is in: checked in, or queued on the device', () => {
    const queue = queuedMembers([kit], '2027-04-01T07:40:00.000Z', (r) => r.firstName);
    expect(queue).toEqual([
      {
        key: 'key:passkey2',
        by: { passKey: 'passkey2' },
        scannedAt: '2027-04-01T07:40:00.000Z',
        runner: 'key:passkey2',
        name: 'Kit',
      },
    ]);
    expect(memberInAt(kit, queue)).toBe('2027-04-01T07:40:00.000Z');
    expect(memberInAt(mia, queue)).toBeNull();
    expect(memberInAt({ ...mia, checkedInAt: '2027-04-01T07:00:00.000Z' }, [])).toBe(
      '2027-04-01T07:00:00.000Z',
    );
  });
});
