import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { parseIcs } from '../../test/ics.js';
import { calendarFileName, raceCalendar } from './calendar.js';
import { backoffMs, claimable } from './delivery.js';
import { escapeHtml } from './layout.js';
import { raceMoved } from './race.js';
import { raceMail, type MailNews } from './templates.js';
import { race, SITE } from './mail-race.test-support.js';

const runner = { firstName: 'Ada' };

const mailOf = (news: MailNews) => raceMail(news, race, runner, SITE);
const offer: MailNews = { kind: 'offer', expiresAt: '2027-06-01T10:00:00.000Z' };
const all = Object.fromEntries(
  (
    [
      { kind: 'confirmed' },
      { kind: 'updated' },
      { kind: 'withdrawn' },
      offer,
      { kind: 'lapsed' },
      { kind: 'changed' },
      { kind: 'deleted' },
      { kind: 'refund_done', total: { amount: 2250, currency: 'EUR' } },
      { kind: 'refund_failed', total: { amount: 2250, currency: 'EUR' } },
    ] satisfies MailNews[]
  ).map((news) => [news.kind, mailOf(news)]),
);

describe('mail templates', () => {
  it.each(Object.entries(all))('%s names the race in subject, text and html', (_name, mail) => {
    expect(mail.subject).toContain(race.title);
    expect(mail.text).toContain(race.title);
    expect(mail.html).toContain(escapeHtml(race.title));
  });

  it.each(Object.entries(all))('%s escapes the race title in its HTML', (_name, mail) => {
    expect(mail.html).not.toContain('<Marathon>');
  });

  it.each(Object.entries(all))('%s links only absolutely, to the site', (_name, mail) => {
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/gu)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href?.startsWith(`${SITE}/`)).toBe(true);
    expect(mail.text).toContain(`${SITE}/`);
  });

  it.each(Object.entries(all))('%s says in its footer why the runner got it', (_name, mail) => {
    expect(mail.text).toMatch(/You get this mail because you (registered|joined the waitlist)/u);
    expect(mail.html).toMatch(/You get this mail because you (registered|joined the waitlist)/u);
  });

  it.each(Object.entries(all))('%s is readable in dark-mode clients', (_name, mail) => {
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('offers a place with its deadline and a link to the accept screen (My Apply List)', () => {
    const { text } = mailOf(offer);
    expect(text).toContain('2027');
    expect(text).toContain('June');
    expect(text).toContain(`${SITE}/dashboard/applied-marathons`);
  });

  it('tells a refund’s end with its amount: complete, or the organiser will be in touch', () => {
    expect(all.refund_done?.subject).toBe(`Your refund for ${race.title} is complete`);
    expect(all.refund_done?.text).toContain('€22.50 has been given back to you');
    expect(all.refund_failed?.subject).toBe(`Your refund for ${race.title} did not go through`);
    expect(all.refund_failed?.text).toContain('The organiser will be in touch');
  });

  it('says a PayPal payment’s refund goes back to the PayPal account, a card’s to the card', () => {
    const refund = {
      kind: 'refund',
      total: { amount: 4500, currency: 'EUR' },
      manual: false,
    } as const;
    expect(mailOf({ ...refund, method: 'paypal' }).text).toContain('back to the PayPal account');
    expect(mailOf({ ...refund, method: 'card' }).text).toContain('back to the card');
    expect(mailOf(refund).text).toContain('it goes back the way you paid.');
  });

  it('gives the race facts in the plain text', () => {
    const { text } = mailOf({ kind: 'changed' });
    for (const fact of [race.location, race.distance, 'Sunday, 26 September 2027']) {
      expect(text).toContain(fact);
    }
  });
});

describe('race calendar', () => {
  it('holds the start, place, distance, a link back and a reminder the day before', () => {
    const event = parseIcs(raceCalendar(race, SITE));
    expect(event.summary).toBe(race.title);
    // 09:30 in Berlin's summer time (UTC+2).
    expect(event.start.toISOString()).toBe('2027-09-26T07:30:00.000Z');
    expect(event.location).toBe(race.location);
    expect(event.description).toContain(race.distance);
    expect(event.url).toBe(`${SITE}/marathons/berlin-2027`);
    expect(event.alarmTrigger).toBe('-PT24H');
  });

  it('names the file after the race', () => {
    expect(calendarFileName(race)).toBe('Berlin-Marathon-Friends.ics');
  });
});

describe('what a registrant hears about', () => {
  it('is a change of date, time, place or distance, not of the description', () => {
    expect(raceMoved(race, { ...race, title: 'New name' })).toBe(false);
    expect(raceMoved(race, { ...race, start: '2027-09-27T00:00:00.000Z' })).toBe(true);
    expect(raceMoved(race, { ...race, startTime: '10:00' })).toBe(true);
    expect(raceMoved(race, { ...race, timeZone: 'Europe/London' })).toBe(true);
    expect(raceMoved(race, { ...race, location: 'Potsdam' })).toBe(true);
    expect(raceMoved(race, { ...race, distance: '21.1 km' })).toBe(true);
  });
});

describe('delivery', () => {
  const now = Timestamp.fromMillis(1_000_000);
  it('takes new and retried mails, and a PROCESSING one only once its lease ran out', () => {
    expect(claimable(undefined, now)).toBe(true);
    expect(claimable({ state: 'RETRY' }, now)).toBe(true);
    expect(claimable({ state: 'SUCCESS' }, now)).toBe(false);
    expect(claimable({ state: 'ERROR' }, now)).toBe(false);
    const held = { state: 'PROCESSING', leaseExpireTime: Timestamp.fromMillis(1_000_001) };
    expect(claimable(held, now)).toBe(false);
    const lapsed = { state: 'PROCESSING', leaseExpireTime: Timestamp.fromMillis(999_999) };
    expect(claimable(lapsed, now)).toBe(true);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(30, 30_000)).toBe(3_600_000);
  });
});
