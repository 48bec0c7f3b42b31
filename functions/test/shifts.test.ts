// Volunteer shifts through the API on the local stack (docs/volunteers.md): who may do what
// (organiser, captain, volunteer, anyone else), exact places under a burst, the waitlist's offer when
// someone drops, overlapping shifts refused, a deleted shift mailed to its people, a public list
// without personal data, hours from check-in to check-out at the desk, and the thanks mailed once.
import * as marathons from '@run/contract/endpoints/marathons';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as shifts from '@run/contract/endpoints/shifts';
import { REFUSALS } from '@run/contract/domain/refusals';
import type { ShiftInput, ShiftSignUp } from '@run/contract/domain/shifts';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, expectRefused, shiftTimes } from './helpers.js';
import { createCode } from './coupon-actions.js';
import { deliveredTo, qrText } from './maildev.js';
import { editableOf, editMarathon, marathonOf } from './marathon-actions.js';
import { runScheduled } from './scheduled.js';
import { adminDb } from './stored.js';
import { accounts, signUp, signUpMany, verifiedAccounts, type TestUser } from './users.js';

const [owner] = verifiedAccounts('shifts-owner');
const [stranger] = accounts('shifts-stranger');

const HOUR = 3_600_000;
/** A shift `startsIn` hours from now, lasting `hours`. */
function shiftBody(overrides: Partial<ShiftInput> = {}, startsIn = 48, hours = 4): ShiftInput {
  return {
    role: 'Hydration Stations',
    name: 'Water at km 10',
    location: 'km 10, Elm Street',
    ...shiftTimes(startsIn, hours),
    capacity: 15,
    ...overrides,
  };
}

const FORM: ShiftSignUp = {
  phone: '+1 555 0100',
  emergencyContact: 'Pat Doe, +1 555 0199',
  tshirtVariant: 'M',
  waiverAccepted: true,
};

async function newShift(id: string, overrides: Partial<ShiftInput> = {}, startsIn = 48) {
  const res = await api.call(shifts.createShift, {
    params: { id },
    token: owner.token,
    body: shiftBody(overrides, startsIn),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.shiftId;
}

const signUpFor = (id: string, shiftId: string, who: TestUser, form: ShiftSignUp = FORM) =>
  api.call(shifts.signUpForShift, { params: { id, shiftId }, token: who.token, body: form });

/**
 * `owner` makes `code` one of race `id`'s codes and its volunteers' thanks code, through the race's
 * edit form (which refuses a code the race does not have).
 */
async function thanksWith(id: string, code: string) {
  const race = await marathonOf(id);
  const unknown = await editMarathon(id, owner, { ...editableOf(race), volunteerThanksCode: code });
  expect(unknown.status).toBe(409);
  expect(unknown.body.error).toBe(
    'The volunteers’ thanks code must be one of this race’s discount codes.',
  );
  await createCode(id, owner, { code });
  const set = await editMarathon(id, owner, { ...editableOf(race), volunteerThanksCode: code });
  expect(set.status, set.text).toBe(200);
  const asOwner = await api.call(marathons.getMarathon, { params: { id }, token: owner.token });
  expect(asOwner.body.volunteerThanksCode).toBe(code);
  expect((await marathonOf(id)).volunteerThanksCode).toBeUndefined();
}

const joinWaitlistOf = (id: string, shiftId: string, who: TestUser) =>
  api.call(shifts.joinShiftWaitlist, { params: { id, shiftId }, token: who.token, body: FORM });

/** A new race's shift of one place, taken by a fresh `holder`; two more fresh people, on no shift. */
async function onePlaceTaken(holder: string, second: string, third: string) {
  const id = await createMarathon(owner);
  const shiftId = await newShift(id, { capacity: 1 });
  const people = await Promise.all([signUp(holder), signUp(second), signUp(third)]);
  expect((await signUpFor(id, shiftId, people[0])).status).toBe(201);
  return { id, shiftId, people };
}

/** `by` drops `who` from the shift: their own place, or anyone's as the organiser. */
const dropPlace = (id: string, shiftId: string, who: TestUser, by: TestUser) =>
  api.call(shifts.dropFromShift, { params: { id, shiftId, uid: who.uid }, token: by.token });

/** `who`'s own shifts, as `by` asks for them. */
const shiftsOf = (who: TestUser, by: TestUser = who) =>
  api.call(shifts.myShifts, { params: { userId: who.uid }, token: by.token });

const roster = (id: string, shiftId: string, who: TestUser) =>
  api.call(shifts.shiftRoster, { params: { id, shiftId }, token: who.token });

describe('volunteer shifts', () => {
  it('lets organisers manage shifts, anyone list them without personal data, and refuses others', async () => {
    const id = await createMarathon(owner);
    const anon = await api.call(shifts.createShift, { params: { id }, body: shiftBody() });
    expect(anon.status).toBe(401);
    const runner = await api.call(shifts.createShift, {
      params: { id },
      token: stranger.token,
      body: shiftBody(),
    });
    expect(runner.status).toBe(403);
    expect(runner.body.code).toBe('organisers_only');

    // Bad bodies name the field.
    const bad = await api.call(shifts.createShift, {
      params: { id },
      token: owner.token,
      body: { ...shiftBody(), capacity: 0 },
    });
    expectRefused(bad, 'capacity');
    const backwards = await api.call(shifts.createShift, {
      params: { id },
      token: owner.token,
      body: shiftBody({ endsAt: new Date(Date.now()).toISOString() }),
    });
    expectRefused(backwards, 'endsAt');
    expect(backwards.body.details?.[0]?.message).toBe('A shift must end after it starts');

    const shiftId = await newShift(id, { capacity: 2 });
    const volunteer = await signUp('volunteer');
    const signed = await signUpFor(id, shiftId, volunteer);
    expect(signed.status).toBe(201);
    // The sign-up's mail carries the pass as the desk scans it, shown inline.
    const [welcome] = await deliveredTo(volunteer.email, 1);
    expect(welcome?.subject).toMatch(/^You volunteer at .*: Water at km 10$/u);
    const qr = welcome?.attachments?.find((a) => a.contentType === 'image/png');
    if (!welcome || !qr) throw new Error('no pass image in the sign-up mail');
    expect(welcome.html).toContain('src="cid:race-pass"');
    expect(await qrText(welcome, qr.generatedFileName)).toMatch(
      new RegExp(`/check-in/${id}\\?pass=${signed.body.passId}$`, 'u'),
    );

    const listed = await api.call(shifts.listShifts, { params: { id } });
    expect(listed.status).toBe(200);
    expect(listed.body.shifts).toEqual([
      expect.objectContaining({ shiftId, capacity: 2, placesLeft: 1, waiting: 0 }),
    ]);
    // Nothing personal: no uid, email, phone, emergency contact or captain.
    for (const secret of [volunteer.uid, volunteer.email, FORM.phone, FORM.emergencyContact]) {
      expect(listed.text).not.toContain(secret);
    }

    const patched = await api.call(shifts.updateShift, {
      params: { id, shiftId },
      token: owner.token,
      body: { name: 'Water at km 12' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.name).toBe('Water at km 12');
    const strangerPatch = await api.call(shifts.updateShift, {
      params: { id, shiftId },
      token: stranger.token,
      body: { name: 'Mine' },
    });
    expect(strangerPatch.status).toBe(403);
    const below = await api.call(shifts.updateShift, {
      params: { id, shiftId },
      token: owner.token,
      body: { capacity: 1 },
    });
    expect(below.status).toBe(200);
    const tooLow = await api.call(shifts.updateShift, {
      params: { id, shiftId },
      token: owner.token,
      body: { capacity: 0 },
    });
    expectRefused(tooLow, 'capacity');

    // Someone else cannot drop the volunteer; the volunteer can.
    const notYours = await dropPlace(id, shiftId, volunteer, stranger);
    expect(notYours.status).toBe(403);
    expect(notYours.body.error).toBe(REFUSALS.not_own_shift_place);
    const own = await dropPlace(id, shiftId, volunteer, volunteer);
    expect(own.body).toEqual({ deletedCount: 1 });

    const mine = await shiftsOf(volunteer, stranger);
    expect(mine.status).toBe(403);
  });

  it('gives exactly the capacity to people signing up at once, and the rest a sentence', async () => {
    const id = await createMarathon(owner);
    const shiftId = await newShift(id, { capacity: 15 });
    const people = await signUpMany(60, 'burst-volunteer');
    const answers = await Promise.all(people.map((p) => signUpFor(id, shiftId, p)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body).toMatchObject({
      code: 'shift_full',
      error: 'This shift is full. You can join its waitlist.',
    });
    const coverage = await api.call(shifts.shiftCoverage, { params: { id }, token: owner.token });
    expect(coverage.body[0]).toMatchObject({ shiftId, capacity: 15, filled: 15 });
    const stored = await adminDb().collection(`marathons/${id}/shiftVolunteers`).count().get();
    expect(stored.data().count).toBe(15);
    // The refused hold no mark: each can sign up for another shift at the same time.
    const other = await newShift(id, { name: 'Water at km 20', capacity: 100 });
    const loser = people[statuses.indexOf(409)] as TestUser;
    expect((await signUpFor(id, other, loser)).status).toBe(201);
  });

  it('offers a dropped place to the first on the waitlist, who takes it', async () => {
    const { id, shiftId, people } = await onePlaceTaken(
      'holder',
      'waiting-first',
      'waiting-second',
    );
    const [first, second, third] = people;
    const full = await signUpFor(id, shiftId, second);
    expect(full.body.code).toBe('shift_full');
    const join = (who: TestUser) => joinWaitlistOf(id, shiftId, who);
    const joined = await join(second);
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ position: 1 });
    expect((await join(second)).status).toBe(200);
    expect((await join(third)).body).toEqual({ position: 2 });

    const dropped = await dropPlace(id, shiftId, first, owner);
    expect(dropped.body).toEqual({ deletedCount: 1 });
    const offered = await shiftsOf(second);
    expect(offered.body.shifts).toEqual([
      expect.objectContaining({
        shiftId,
        status: 'offered',
        offeredUntil: expect.any(String),
        captain: false,
      }),
    ]);
    const [offerMail] = await deliveredTo(second.email, 1);
    expect(offerMail?.subject).toMatch(/^A place on Water at km 10 is yours until /u);
    // The third still waits: the place is held for the second.
    expect((await signUpFor(id, shiftId, third)).body.code).toBe('shift_full');
    const taken = await signUpFor(id, shiftId, second);
    expect(taken.status, taken.text).toBe(201);
    const list = await roster(id, shiftId, owner);
    expect(list.body.volunteers.map((v) => v.userId)).toEqual([second.uid]);
    expect(list.body.waitlist).toEqual([
      expect.objectContaining({ userId: third.uid, position: 1, offeredUntil: null }),
    ]);
  });

  it('passes an offer not taken in time to the next person, on the schedule', async () => {
    const { id, shiftId, people } = await onePlaceTaken('lapse-holder', 'lapse-slow', 'lapse-next');
    const [holder, slow, next] = people;
    for (const who of [slow, next]) {
      expect((await joinWaitlistOf(id, shiftId, who)).status).toBe(201);
    }
    await dropPlace(id, shiftId, holder, holder);
    // The offer's time runs out (as if its hours had passed), and the schedule comes.
    const offer = adminDb().doc(`marathons/${id}/shiftWaitlist/${shiftId}_${slow.uid}`);
    expect((await offer.get()).get('offeredUntil')).toBeTruthy();
    await offer.update({ offeredUntil: Timestamp.fromMillis(Date.now() - 1000) });
    await runScheduled('lapseOffers');
    expect((await offer.get()).exists).toBe(false);
    const theirs = await shiftsOf(next);
    expect(theirs.body.shifts).toEqual([expect.objectContaining({ status: 'offered' })]);
    const late = await signUpFor(id, shiftId, slow);
    expect(late.body.code).toBe('shift_full');
  });

  it('refuses a shift that overlaps one the person holds, naming it', async () => {
    const id = await createMarathon(owner);
    const morning = await newShift(id, { name: 'Morning desk' }, 48);
    const overlapping = await newShift(id, { name: 'Late morning desk' }, 50);
    const afternoon = await newShift(id, { name: 'Afternoon desk' }, 52);
    const person = await signUp('overlap');
    expect((await signUpFor(id, morning, person)).status).toBe(201);
    const refused = await signUpFor(id, overlapping, person);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('You already volunteer at that time: Morning desk.');
    // One ending as the other starts does not overlap.
    expect((await signUpFor(id, afternoon, person)).status).toBe(201);
  });

  it('mails each volunteer of a deleted shift', async () => {
    const id = await createMarathon(owner);
    const shiftId = await newShift(id, { name: 'Finish funnel' });
    const [a, b] = await Promise.all([signUp('deleted-a'), signUp('deleted-b')]);
    for (const who of [a, b]) expect((await signUpFor(id, shiftId, who)).status).toBe(201);
    const deleted = await api.call(shifts.deleteShift, {
      params: { id, shiftId },
      token: owner.token,
    });
    expect(deleted.body).toEqual({ deletedCount: 1 });
    for (const who of [a, b]) {
      const subjects = (await deliveredTo(who.email, 2)).map((m) => m.subject).sort();
      expect(subjects).toEqual([
        expect.stringMatching(/^Shift cancelled: Finish funnel, /u),
        expect.stringMatching(/^You volunteer at .*: Finish funnel$/u),
      ]);
    }
    expect((await api.call(shifts.listShifts, { params: { id } })).body.shifts).toEqual([]);
    const mine = await shiftsOf(a);
    expect(mine.body.shifts).toEqual([]);
  });

  it('lets a captain read and check in their own shift only, and records hours and thanks once', async () => {
    const id = await createMarathon(owner);
    const captain = await signUp('captain');
    const volunteer = await signUp('desk-volunteer');
    // A shift tomorrow: its volunteer may be checked in early, at pick-up.
    const shiftId = await newShift(id, { captainUids: [captain.uid] }, 24);
    const otherShift = await newShift(id, { name: 'Other shift' }, 30);
    const signed = await signUpFor(id, shiftId, volunteer);
    const passId = signed.body.passId;
    await thanksWith(id, 'THANKS10');

    expect((await roster(id, shiftId, captain)).status).toBe(200);
    const notTheirs = await roster(id, otherShift, captain);
    expect(notTheirs.status).toBe(403);
    expect((await roster(id, shiftId, stranger)).status).toBe(403);

    const checkOut = (who: TestUser, scannedAt?: string) =>
      api.call(raceDay.checkOut, {
        params: { id },
        token: who.token,
        body: { passId, ...(scannedAt ? { scannedAt } : {}) },
      });
    const early = await checkOut(captain);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('This volunteer has not checked in yet.');

    const inAt = new Date(Date.now() - 3 * HOUR).toISOString();
    const checkIn = await api.call(raceDay.checkIn, {
      params: { id },
      token: captain.token,
      body: { passId, scannedAt: inAt },
    });
    expect(checkIn.status, checkIn.text).toBe(200);
    expect(checkIn.body).toMatchObject({
      alreadyCheckedIn: false,
      checkedInAt: inAt,
      volunteer: { userId: volunteer.uid, shiftId },
    });
    const outAt = new Date(Date.now() - HOUR / 2).toISOString();
    const [out, again] = await Promise.all([checkOut(captain, outAt), checkOut(owner)]);
    const first = [out, again].find((r) => r.body.alreadyCheckedOut === false);
    expect(first?.body.hours).toBeGreaterThan(0);
    expect(out.body.hours).toBe(again.body.hours);
    expect([out.body.alreadyCheckedOut, again.body.alreadyCheckedOut].sort()).toEqual([
      false,
      true,
    ]);

    // A runner's pass is not a captain's to scan.
    const runnerPass = await api.call(raceDay.checkIn, {
      params: { id },
      token: captain.token,
      body: { bib: 1 },
    });
    expect(runnerPass.status).toBe(403);
    const outsider = await api.call(raceDay.checkIn, {
      params: { id },
      token: stranger.token,
      body: { passId },
    });
    expect(outsider.status).toBe(403);

    const list = await roster(id, shiftId, owner);
    expect(list.body.volunteers[0]).toMatchObject({
      userId: volunteer.uid,
      phone: FORM.phone,
      checkedInAt: inAt,
      hours: out.body.hours,
    });
    const mails = await deliveredTo(volunteer.email, 2);
    const thanks = mails.find((m) => m.subject.startsWith('Thank you for volunteering at '));
    expect(thanks?.text).toContain('THANKS10');

    const csv = await api.call(shifts.shiftVolunteersCsv, { params: { id }, token: owner.token });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe(
      '"Shift","Role","Starts","Ends","Name","Email","Phone","Emergency contact","T-shirt","Captain","Checked in","Checked out","Hours"',
    );
    expect(csv.text).toContain(`"${volunteer.email}"`);
    const coverage = await api.call(shifts.shiftCoverage, { params: { id }, token: owner.token });
    expect(coverage.body.find((s) => s.shiftId === shiftId)).toMatchObject({
      filled: 1,
      checkedIn: 1,
    });
  });
});
