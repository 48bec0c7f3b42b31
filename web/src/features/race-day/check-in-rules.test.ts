import type { RosterRunner } from '@run/contract/domain/roster';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import {
  checkInKeyOf,
  countsByDistance,
  dismissRefusal,
  handleOf,
  passFromScan,
  runnerKeyOf,
  runnerOf,
  searchRunners,
  sendFailure,
  withRefusal,
} from './check-in-rules';
import type { PendingCheckIn } from './device-store';

const runner = (over: Partial<RosterRunner>): RosterRunner => ({
  userId: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  bib: 7,
  distanceId: 'full',
  passKey: 'p1',
  checkedInAt: null,
  ...over,
});

describe('passFromScan', () => {
  it('reads the pass id of a pass of this race', () => {
    expect(passFromScan('https://run.example/check-in/m1?pass=abc_-9', 'm1')).toEqual({
      passId: 'abc_-9',
    });
  });
  it('reads an order’s group pass', () => {
    expect(passFromScan('https://run.example/check-in/m1?group=g_1-x', 'm1')).toEqual({
      groupPassId: 'g_1-x',
    });
  });
  it('refuses another race’s pass, other links and plain text', () => {
    expect(passFromScan('https://run.example/check-in/m2?pass=abc', 'm1')).toBeNull();
    expect(passFromScan('https://run.example/check-in/m2?group=abc', 'm1')).toBeNull();
    expect(passFromScan('https://run.example/marathons/m1?pass=abc', 'm1')).toBeNull();
    expect(passFromScan('hello', 'm1')).toBeNull();
    expect(passFromScan('https://run.example/check-in/m1', 'm1')).toBeNull();
    expect(passFromScan('https://run.example/check-in/m1?group=', 'm1')).toBeNull();
  });
});

describe('searchRunners', () => {
  const roster = [
    runner({}),
    runner({ userId: 'u2', firstName: 'Zoë', lastName: 'Müller', bib: 70 }),
  ];
  it('finds a runner by the exact bib', () => {
    expect(searchRunners(roster, '70').map((r) => r.userId)).toEqual(['u2']);
  });
  it('finds by every word of the name, ignoring case and accents', () => {
    expect(searchRunners(roster, 'zoe mul').map((r) => r.userId)).toEqual(['u2']);
    expect(searchRunners(roster, 'LOVE').map((r) => r.userId)).toEqual(['u1']);
    expect(searchRunners(roster, '  ')).toEqual([]);
  });
});

describe('countsByDistance', () => {
  it('counts checked in and queued runners per distance, distances without runners too', () => {
    const roster = [
      runner({ checkedInAt: '2026-04-01T07:42:00Z' }),
      runner({ userId: 'u2' }),
      runner({ userId: 'u3', passKey: null, distanceId: 'half' }),
    ];
    const race = {
      title: 'R',
      organiserUid: 'o',
      distances: [
        { id: 'full', name: 'Marathon' },
        { id: 'half', name: 'Half' },
        { id: 'ten', name: '10K' },
      ],
    };
    const queue = [
      { key: 'u3', by: { userId: 'u3' }, scannedAt: '', runner: 'user:u3', name: 'x' },
    ];
    expect(countsByDistance(roster, race, queue)).toEqual([
      { id: 'full', name: 'Marathon', checkedIn: 1, registered: 2 },
      { id: 'half', name: 'Half', checkedIn: 1, registered: 1 },
      { id: 'ten', name: '10K', checkedIn: 0, registered: 0 },
    ]);
  });
});

describe('runnerOf', () => {
  const roster = [
    runner({ userId: 'u1', passKey: 'AbCdEfGh' }),
    runner({ userId: 'u2', passKey: 'ZyXwVuTs', bib: 8 }),
  ];

  it('matches a scanned pass by its key, the first 8 characters', () => {
    expect(runnerOf(roster, { passId: 'ZyXwVuTs0123456789abcdef' })?.userId).toBe('u2');
    expect(runnerOf(roster, { passId: 'ZyXwVuTx0123456789abcdef' })).toBeUndefined();
  });

  it('finds a runner by the roster’s pass key, bib or uid', () => {
    expect(runnerOf(roster, { passKey: 'ZyXwVuTs' })?.userId).toBe('u2');
    expect(runnerOf(roster, { bib: 8 })?.userId).toBe('u2');
    expect(runnerOf(roster, { userId: 'u1' })?.passKey).toBe('AbCdEfGh');
  });
});

describe('handleOf and runnerKeyOf', () => {
  it('name a runner by their pass key, else their uid (the roster has it then), else their bib', () => {
    const keyed = runner({ userId: null, passKey: 'AbCdEfGh' });
    const passless = runner({ userId: 'u9', passKey: null });
    const bibOnly = runner({ userId: null, passKey: null, bib: 12 });
    expect([keyed, passless, bibOnly].map(handleOf)).toEqual([
      { passKey: 'AbCdEfGh' },
      { userId: 'u9' },
      { bib: 12 },
    ]);
    expect([keyed, passless, bibOnly].map(runnerKeyOf)).toEqual([
      'key:AbCdEfGh',
      'user:u9',
      'bib:12',
    ]);
    expect(handleOf(runner({ userId: null, passKey: null, bib: null }))).toBeNull();
  });
  it('give a scan of a pass and a check-in by its key keys of their own, one per way of naming', () => {
    expect(checkInKeyOf({ passId: 'AbCdEfGhIj' })).toBe('pass:AbCdEfGhIj');
    expect(checkInKeyOf({ passKey: 'AbCdEfGh' })).toBe('key:AbCdEfGh');
    expect(checkInKeyOf({ bib: 7 })).toBe('bib:7');
  });
});

describe('sendFailure', () => {
  it('keeps a check-in queued when no answer came or the server is busy or down', () => {
    expect(sendFailure(new TypeError('Failed to fetch'))).toBe('retry');
    for (const status of [0, 429, 500, 503]) {
      expect(sendFailure(new ApiError(status, 'x'))).toBe('retry');
    }
  });
  it('tells a lost place on the staff (403) from a refusal of this one check-in', () => {
    expect(sendFailure(new ApiError(403, 'x'))).toBe('lost-access');
    for (const status of [400, 404, 409]) {
      expect(sendFailure(new ApiError(status, 'x'))).toBe('refused');
    }
  });
});

describe('refused check-ins', () => {
  const pending = (key: string, scannedAt = '2026-04-01T07:42:00Z'): PendingCheckIn => ({
    key,
    by: { bib: 7 },
    scannedAt,
    runner: null,
    name: `Runner ${key}`,
  });

  it('keep the runner, the scan’s time and the server’s sentence', () => {
    expect(withRefusal([], pending('bib:7'), 'scannedAt is in the future.')).toEqual([
      { ...pending('bib:7'), reason: 'scannedAt is in the future.' },
    ]);
  });
  it('hold one line a check-in: a later refusal of the same one replaces it, last', () => {
    const first = withRefusal([], pending('bib:7'), 'old');
    const both = withRefusal(first, pending('bib:8'), 'other');
    const again = withRefusal(both, pending('bib:7', '2026-04-01T08:00:00Z'), 'new');
    expect(again.map((r) => [r.key, r.reason, r.scannedAt])).toEqual([
      ['bib:8', 'other', '2026-04-01T07:42:00Z'],
      ['bib:7', 'new', '2026-04-01T08:00:00Z'],
    ]);
  });
  it('leave only when dismissed, one at a time', () => {
    const both = withRefusal(withRefusal([], pending('a'), 'x'), pending('b'), 'y');
    expect(dismissRefusal(both, 'a').map((r) => r.key)).toEqual(['b']);
    expect(dismissRefusal(both, 'missing')).toEqual(both);
  });
});

describe('a volunteer at the desk', () => {
  it('queues a check-out apart from the same pass’s check-in', () => {
    expect(checkInKeyOf({ checkOutPassId: 'p1' })).toBe('out:p1');
    expect(checkInKeyOf({ passId: 'p1' })).toBe('pass:p1');
  });

  it('takes a shift captain’s scan of another shift’s pass as refused, not as lost access', () => {
    const body = { error: 'Only the race’s organisers and this shift’s captains can do this.' };
    expect(
      sendFailure(new ApiError(403, body.error, [], { ...body, code: 'shift_captains_only' })),
    ).toBe('refused');
    expect(sendFailure(new ApiError(403, 'Only the marathon’s staff can do this.'))).toBe(
      'lost-access',
    );
  });
});
