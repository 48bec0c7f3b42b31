import { describe, expect, it } from 'vitest';

import {
  countInputOf,
  distanceKey,
  emptyMessageValues,
  messageInputOf,
  shiftKey,
  statusKey,
} from './message-form-values';

describe('messageInputOf', () => {
  it('sends a new message by email to the confirmed runners, now', () => {
    expect(
      messageInputOf({ ...emptyMessageValues(), subject: 'Hi', body: 'Hello {firstName}' }),
    ).toEqual({
      subject: 'Hi',
      body: 'Hello {firstName}',
      channel: 'email',
      kind: 'service',
      audience: { statuses: ['confirmed'] },
    });
  });

  it('sends it as the chosen channel, and by email for anything else', () => {
    const as = (channel: string) => messageInputOf({ ...emptyMessageValues(), channel }).channel;
    expect(as('sms')).toBe('sms');
    expect(as('both')).toBe('both');
    expect(as('fax')).toBe('email');
  });

  it('names the ticked groups and distances, checked in or not, and the kind', () => {
    const values = {
      ...emptyMessageValues(),
      [statusKey('confirmed')]: '',
      [statusKey('waitlisted')]: 'true',
      [statusKey('volunteers')]: 'true',
      [distanceKey('d1')]: 'true',
      [distanceKey('d2')]: '',
      checkedIn: 'no',
      kind: 'marketing',
    };
    expect(messageInputOf(values)).toMatchObject({
      kind: 'marketing',
      audience: { statuses: ['waitlisted', 'volunteers'], distanceIds: ['d1'], checkedIn: false },
    });
    expect(messageInputOf({ ...values, checkedIn: 'yes' }).audience.checkedIn).toBe(true);
    expect(messageInputOf({ ...values, checkedIn: 'any' }).audience).not.toHaveProperty(
      'checkedIn',
    );
  });

  it('names the ticked shifts, and none when every shift is meant', () => {
    const values = {
      ...emptyMessageValues(),
      [statusKey('volunteers')]: 'true',
      [shiftKey('s1')]: '',
      [shiftKey('s2')]: 'true',
    };
    expect(messageInputOf(values).audience).toEqual({
      statuses: ['confirmed', 'volunteers'],
      shiftIds: ['s2'],
    });
    expect(messageInputOf({ ...values, [shiftKey('s2')]: '' }).audience).not.toHaveProperty(
      'shiftIds',
    );
  });

  it('sends the time of a scheduled message as ISO, on this device’s clock', () => {
    const values = { ...emptyMessageValues(), when: 'later', sendAt: '2030-05-04T09:30' };
    expect(messageInputOf(values).sendAt).toBe(new Date(2030, 4, 4, 9, 30).toISOString());
    expect(messageInputOf({ ...values, sendAt: '' }).sendAt).toBe('');
    expect(messageInputOf({ ...values, when: 'now' })).not.toHaveProperty('sendAt');
  });
});

describe('countInputOf', () => {
  it('asks for the audience and kind only, and nothing without a group', () => {
    const values = { ...emptyMessageValues(), subject: 'Typed', body: '{unknown}' };
    expect(countInputOf(values)).toEqual({
      subject: '-',
      body: '-',
      channel: 'email',
      kind: 'service',
      audience: { statuses: ['confirmed'] },
    });
    expect(countInputOf({ ...values, [statusKey('confirmed')]: '' })).toBeNull();
  });
});
