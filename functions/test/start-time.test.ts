// A race's start time and time zone (docs/api.md): stored and answered, the calendar file starts at
// that local time with the zone's VTIMEZONE, the registration mail says the local time; a race without
// one is an all-day event; a bad time or zone is 400 and changes nothing.
import * as marathons from '@run/contract/endpoints/marathons';
import { describe, expect, it } from 'vitest';

import { applyTo, applyWith } from './actions.js';
import { api, createMarathon, expectRefused, marathonBody } from './helpers.js';
import { parseIcs } from './ics.js';
import { attachment, deliveredTo, expectChangeMails, raceMailDue } from './maildev.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { signUp } from './users.js';

/** Mails go through triggers: under a full test run their events wait behind many others. */
const MAIL_TIMEOUT = { timeout: 180_000 };

/** A race day in April 2027, in Chicago's summer time (UTC-5). */
const RACE_DAY = '2027-04-11T00:00:00.000Z';
const TIMED = {
  marathonStartDate: RACE_DAY,
  startRegistrationDate: new Date(Date.now() - 86_400_000).toISOString(),
  endRegistrationDate: '2027-04-01T23:59:59.999Z',
  startTime: '07:30',
  timeZone: 'America/Chicago',
};

const calendarOf = async (id: string) => {
  const res = await api.call(marathons.marathonCalendar, { params: { id } });
  expect(res.status).toBe(200);
  return res.text;
};

describe('a race with a start time and zone', MAIL_TIMEOUT, () => {
  it('is answered, and its calendar file starts at 07:30 in America/Chicago', async () => {
    const owner = await signUp('organiser');
    const id = await createMarathon(owner, TIMED);
    const race = await marathonOf(id);
    expect([race.startTime, race.timeZone]).toEqual(['07:30', 'America/Chicago']);

    const ics = await calendarOf(id);
    const lines = ics.replace(/\r\n[ \t]/gu, '').split('\r\n');
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20270411T073000');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:America/Chicago');
    const event = parseIcs(ics);
    expect(event.start.toISOString()).toBe('2027-04-11T12:30:00.000Z');
  });

  it('words its calendar file in the language asked, else the visitor’s, else English', async () => {
    const owner = await signUp('organiser');
    const id = await createMarathon(owner, TIMED);
    const { title } = await marathonOf(id);
    const reminderOf = (ics: string) =>
      ics
        .replace(/\r\n[ \t]/gu, '')
        .split('\r\n')
        .filter((line) => line.startsWith('DESCRIPTION:'))
        .at(-1);
    const asked = await api.call(marathons.marathonCalendar, {
      params: { id },
      query: { lang: 'de' },
    });
    expect(asked.status).toBe(200);
    expect(reminderOf(asked.text)).toBe(`DESCRIPTION:Morgen: ${title}`);
    const byHeader = await api.call(marathons.marathonCalendar, {
      params: { id },
      headers: { 'Accept-Language': 'fr-CH, de;q=0.5' },
    });
    expect(reminderOf(byHeader.text)).toBe(`DESCRIPTION:Demain : ${title}`);
    expect(reminderOf(await calendarOf(id))).toBe(`DESCRIPTION:Tomorrow: ${title}`);
  });

  it('sends a registration mail that says the local time, not a UTC midnight', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const id = await createMarathon(owner, TIMED);
    expect((await applyTo(id, runner)).status).toBe(200);
    const [mail] = await deliveredTo(runner.email, 1);
    if (!mail) throw new Error('no mail');
    expect(mail.text).toContain('Sunday, 11 April 2027 at 07:30 (America/Chicago)');
    expect(mail.text).not.toContain('00:00');
    const file = mail.attachments?.find((a) => a.generatedFileName.endsWith('.ics'));
    if (!file) throw new Error('no .ics attachment');
    const event = parseIcs(await attachment(mail, file.generatedFileName));
    expect([event.timeZone, event.startValue]).toEqual(['America/Chicago', '20270411T073000']);
  });

  it('lets a distance start at its own time, which its runners are told', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const id = await createMarathon(owner, {
      ...TIMED,
      distances: [
        { name: 'Marathon', runningDistance: '42 KM' },
        { name: '10K', runningDistance: '10 KM', startTime: '09:15' },
      ],
    });
    const race = await marathonOf(id);
    const tenK = race.distances.find((d) => d.name === '10K');
    expect(tenK?.startTime).toBe('09:15');
    expect(race.distances.find((d) => d.name === 'Marathon')).not.toHaveProperty('startTime');
    expect((await applyWith(id, runner, { distanceId: tenK?.id })).status).toBe(200);
    const [mail] = await deliveredTo(runner.email, 1);
    expect(mail?.text).toContain('at 09:15 (America/Chicago)');
  });
});

describe('a change of the start time', MAIL_TIMEOUT, () => {
  it('reaches each registrant once, with the new local time', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const id = await createMarathon(owner, TIMED);
    expect((await applyTo(id, runner)).status).toBe(200);
    const edit = await editMarathon(id, owner, {
      ...editableOf(await marathonOf(id)),
      startTime: '08:00',
    });
    expect(edit.body).toMatchObject({ modifiedCount: 1 });
    await raceMailDue(id);
    await expectChangeMails([runner], 'at 08:00 (America/Chicago)');
  });
});

describe('a race without a start time', MAIL_TIMEOUT, () => {
  it('is an all-day event, and its mail names only the day', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const id = await createMarathon(owner, { ...TIMED, startTime: undefined, timeZone: undefined });
    const race = await marathonOf(id);
    expect(race).not.toHaveProperty('startTime');
    expect(race).not.toHaveProperty('timeZone');
    const lines = (await calendarOf(id)).split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270411');
    expect(lines).toContain('DTEND;VALUE=DATE:20270412');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');

    expect((await applyTo(id, runner)).status).toBe(200);
    const [mail] = await deliveredTo(runner.email, 1);
    expect(mail?.text).toContain('Sunday, 11 April 2027');
    expect(mail?.text).not.toMatch(/at \d\d:\d\d/u);
  });
});

describe('a bad start time or zone', () => {
  it.each([
    ['startTime', { startTime: '25:00' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['timeZone', { timeZone: null }],
    [
      'distances.0.startTime',
      { distances: [{ name: 'A', runningDistance: '5 KM', startTime: '7:5' }] },
    ],
  ])('is 400 naming %s, on create and on edit, and changes nothing', async (field, bad) => {
    const owner = await signUp('organiser');
    const created = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: marathonBody({ ...TIMED, ...bad }),
    });
    expectRefused(created, field);

    const id = await createMarathon(owner, TIMED);
    const before = await marathonOf(id);
    const res = await editMarathon(id, owner, { ...editableOf(before), ...TIMED, ...bad });
    expectRefused(res, field);
    expect(await marathonOf(id)).toEqual(before);
  });

  it('is 400 for a time added by an edit to a race without a zone', async () => {
    const owner = await signUp('organiser');
    const id = await createMarathon(owner);
    const before = await marathonOf(id);
    const res = await editMarathon(id, owner, { ...editableOf(before), startTime: '08:00' });
    expectRefused(res, 'timeZone');
    expect(await marathonOf(id)).toEqual(before);
  });

  it('keeps the stored time and zone when an edit leaves them out, and clears them with null', async () => {
    const owner = await signUp('organiser');
    const id = await createMarathon(owner, TIMED);
    const before = await marathonOf(id);
    const kept = await editMarathon(id, owner, editableOf(before));
    expect(kept.body).toMatchObject({ modifiedCount: 0 });
    const cleared = await editMarathon(id, owner, {
      ...editableOf(before),
      startTime: null,
      timeZone: null,
    });
    expect(cleared.body).toMatchObject({ modifiedCount: 1 });
    expect(await marathonOf(id)).not.toHaveProperty('startTime');
  });
});
