import { describe, expect, it } from 'vitest';

import { mailboxOf, overQuota, recentSends, withSend, type Sent } from './quota.js';

const HOUR = 3_600_000;
const now = 10 * HOUR;
const sends = (n: number, race: string, at = now - 1000): Sent[] =>
  Array.from({ length: n }, () => ({ at, race }));

describe('hourly mail limits', () => {
  it('lets a fifth mail about one race go, not a sixth', () => {
    expect(overQuota(sends(4, 'm1'), 'm1')).toBeNull();
    expect(overQuota(sends(5, 'm1'), 'm1')).toMatch(/5 mails about this race/u);
    expect(overQuota(sends(5, 'm1'), 'm2')).toBeNull();
  });

  it('stops at 20 mails an hour in all', () => {
    const twenty = ['a', 'b', 'c', 'd'].flatMap((race) => sends(5, race));
    expect(overQuota(twenty.slice(1), 'e')).toBeNull();
    expect(overQuota(twenty, 'e')).toMatch(/20 mails in the last hour/u);
  });

  it('counts a sliding hour and ignores what is not a send', () => {
    const stored = [...sends(5, 'm1', now - HOUR), { at: 'x', race: 'm1' }, ...sends(1, 'm1')];
    expect(recentSends(stored, now)).toEqual(sends(1, 'm1'));
    expect(recentSends(undefined, now)).toEqual([]);
  });

  it('records the send and keeps the document an hour', () => {
    const next = withSend(sends(1, 'm1'), 'm2', now);
    expect(next.sent).toEqual([...sends(1, 'm1'), { at: now, race: 'm2' }]);
    expect(next.expireAt.toMillis()).toBe(now + HOUR);
  });
});

describe('the mailbox an address counts as', () => {
  it.each([' X+1@Example.com ', 'x@example.com'])('ignores case and a +tag: %j', (address) => {
    expect(mailboxOf(address)).toBe('x@example.com');
  });

  it.each(['a.b+news@googlemail.com', 'A.B@gmail.com'])(
    'ignores for Gmail the dots and the googlemail spelling: %j',
    (address) => {
      expect(mailboxOf(address)).toBe('ab@gmail.com');
    },
  );

  it('keeps dots where the provider does not drop them', () => {
    expect(mailboxOf('a.b@example.com')).toBe('a.b@example.com');
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
  });
});
