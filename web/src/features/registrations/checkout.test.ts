import { describe, expect, it } from 'vitest';

// The app's i18n instance, English active: the steps' names and the announcements are messages.
import { i18n } from '@/lib/i18n';

import { clockText, holdAnnouncement, secondsLeft, stepStates } from './checkout';

describe('the checkout’s steps', () => {
  it('mark the steps before the current one done and the ones after it to come', () => {
    expect(stepStates('pay').map((s) => [i18n._(s.label), s.state])).toEqual([
      ['Details', 'done'],
      ['Pay', 'current'],
      ['Done', 'next'],
    ]);
    expect(stepStates('details').map((s) => s.state)).toEqual(['current', 'next', 'next']);
    expect(stepStates('done').map((s) => s.state)).toEqual(['done', 'done', 'current']);
  });
});

describe('the hold’s countdown', () => {
  const due = '2026-11-26T10:30:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds up to the deadline, and none after it', () => {
    expect(secondsLeft(due, at('2026-11-26T10:00:19.000Z'))).toBe(1781);
    expect(secondsLeft(due, at('2026-11-26T10:29:59.400Z'))).toBe(1);
    expect(secondsLeft(due, at('2026-11-26T10:30:00.000Z'))).toBe(0);
    expect(secondsLeft(due, at('2026-11-26T11:00:00.000Z'))).toBe(0);
  });

  it('shows minutes and seconds, and hours past an hour', () => {
    expect(clockText(1781)).toBe('29:41');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(3725)).toBe('1:02:05');
  });

  it('announces once a minute, not every second', () => {
    const said = new Set(
      Array.from({ length: 1800 }, (_, i) => holdAnnouncement(1800 - i)).filter(Boolean),
    );
    expect(said.size).toBe(30);
    expect(holdAnnouncement(1781)).toBe('Your place is held for 30 more minutes.');
    expect(holdAnnouncement(1740)).toBe('Your place is held for 29 more minutes.');
    expect(holdAnnouncement(30)).toBe('Your place is held for less than a minute.');
    expect(holdAnnouncement(0)).toBe('');
  });
});
