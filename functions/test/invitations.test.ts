// Invitations are no mail relay (docs/race-day.md): only a verified address invites; a race holds at
// most 20 open invitations and an account sends at most 20 an hour, refused past that with a sentence
// and nothing mailed; one mailbox spelled with a +tag is one quota; the subject quotes the race's
// title, cut. The staff list names the account that accepted, and an account's second invitation
// does not leave a stale member behind.
import { randomUUID } from 'node:crypto';

import * as raceDay from '@run/contract/endpoints/race-day';
import { describe, expect, it } from 'vitest';

import { api, createMarathon } from './helpers.js';
import { adminDb, collectionSize } from './stored.js';
import { signUp, signUpVerified, type TestUser } from './users.js';
import { deliveredTo, outboxTo, settledTo } from './maildev.js';

/** Mails go through triggers: under a full test run their events wait behind many others. */
const MAIL_TIMEOUT = { timeout: 240_000 };

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

const invite = (owner: TestUser, id: string, email: string) =>
  api.call(raceDay.inviteStaff, {
    params: { id },
    token: owner.token,
    body: { email, role: 'check-in' },
  });

/** The staff documents of a race, and the mails the outbox holds for the given addresses. */
async function invitationsOf(id: string, addresses: string[]) {
  const mails = await Promise.all(addresses.map((a) => outboxTo(a)));
  return { staff: await collectionSize(`marathons/${id}/staff`), mails: mails.flat().length };
}

describe('who may invite', () => {
  it('refuses an organiser whose email is not verified (403), mailing nothing', async () => {
    const owner = await signUp('unverified-organiser');
    const id = await createMarathon(owner);
    const to = address('helper');
    const res = await invite(owner, id, to);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/verify your email/iu);
    expect(await invitationsOf(id, [to])).toEqual({ staff: 0, mails: 0 });
  });
});

describe('how many invitations', MAIL_TIMEOUT, () => {
  it('holds 20 open invitations per race: the 21st to the 31st are refused, nothing mailed', async () => {
    const owner = await signUpVerified('busy-organiser');
    const id = await createMarathon(owner);
    const addresses = Array.from({ length: 31 }, (_, i) => address(`open-${i}`));
    const statuses: number[] = [];
    for (const to of addresses) statuses.push((await invite(owner, id, to)).status);
    expect(statuses).toEqual([...Array<number>(20).fill(201), ...Array<number>(11).fill(409)]);
    const refused = await invite(owner, id, address('one-more'));
    expect(refused.body.error).toMatch(/20 open invitations/u);
    expect(await invitationsOf(id, addresses.slice(20))).toEqual({ staff: 20, mails: 0 });
  });

  it('sends 20 invitations an hour from one account across races: the rest are 429, nothing mailed', async () => {
    const owner = await signUpVerified('spreading-organiser');
    const races = [await createMarathon(owner), await createMarathon(owner)];
    const addresses = Array.from({ length: 31 }, (_, i) => address(`hour-${i}`));
    const answers: Array<{ status: number; retry: string | null }> = [];
    for (const [i, to] of addresses.entries()) {
      const res = await invite(owner, races[i % 2] ?? '', to);
      answers.push({ status: res.status, retry: res.headers.get('retry-after') });
    }
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(20).fill(201),
      ...Array<number>(11).fill(429),
    ]);
    expect(Number(answers[20]?.retry)).toBeGreaterThan(0);
    const refused = await invite(owner, races[0] ?? '', address('hour-more'));
    expect(refused.body.error).toMatch(/20 invitations in the last hour/u);
    const mailed = await Promise.all(addresses.slice(20).map((a) => outboxTo(a)));
    expect(mailed.flat()).toEqual([]);
  });

  it('counts x+1@ and x@ as one mailbox: past 5 mails about one race the rest are SUPPRESSED', async () => {
    const owner = await signUpVerified('tagging-organiser');
    const local = `box-${randomUUID().slice(0, 8)}`;
    const id = await createMarathon(owner);
    const spellings = Array.from({ length: 6 }, (_, i) => `${local}+${i + 1}@example.org`);
    for (const to of spellings) expect((await invite(owner, id, to)).status).toBe(201);
    const settled = await Promise.all(spellings.map((to) => settledTo(to, 1)));
    const states = settled.map((mails) => mails[0]?.state);
    expect(states.filter((s) => s === 'SUCCESS')).toHaveLength(5);
    expect(states.filter((s) => s === 'SUPPRESSED')).toHaveLength(1);
    // The plain spelling is the same mailbox: its quota for the race is spent too.
    expect((await invite(owner, id, `${local}@example.org`)).status).toBe(201);
    expect((await settledTo(`${local}@example.org`, 1))[0]?.state).toBe('SUPPRESSED');
    // Another race's mail to the mailbox still goes (5 an hour per race, 20 in all).
    const other = await createMarathon(owner);
    expect((await invite(owner, other, `${local}+7@example.org`)).status).toBe(201);
    expect((await settledTo(`${local}+7@example.org`, 1))[0]?.state).toBe('SUCCESS');
  });
});

describe('the invitation mail', MAIL_TIMEOUT, () => {
  it('quotes the race’s title in the subject, cut to 60 characters', async () => {
    const owner = await signUpVerified('titled-organiser');
    const title = `URGENT: your account is locked, call +1 555 0100 ${'now '.repeat(15)}`.trim();
    const id = await createMarathon(owner, { title });
    const to = address('subject');
    expect((await invite(owner, id, to)).status).toBe(201);
    const [mail] = await deliveredTo(to, 1);
    const quoted = /^You are invited to help with “(.+)”$/u.exec(mail?.subject ?? '')?.[1] ?? '';
    expect([...quoted]).toHaveLength(60);
    expect(quoted).toBe(`${title.slice(0, 59)}…`);
  });
});

describe('the staff list', MAIL_TIMEOUT, () => {
  /** Invites `email` and returns the token of the mailed link. */
  async function tokenFor(owner: TestUser, id: string, email: string, role: string) {
    const res = await api.call(raceDay.inviteStaff, {
      params: { id },
      token: owner.token,
      body: { email, role: role as 'check-in' },
    });
    expect(res.status).toBe(201);
    const [mail] = await deliveredTo(email, 1);
    const token = /[?&]token=([\w-]+)/u.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no token in the invitation');
    return { staffId: res.body.staffId, token };
  }

  const accept = (id: string, user: TestUser, token: string) =>
    api.call(raceDay.acceptInvitation, { params: { id }, token: user.token, body: { token } });

  const staffOf = async (owner: TestUser, id: string) =>
    (await api.ok(raceDay.listStaff, { params: { id }, token: owner.token })).staff;

  it('names the account that accepted, which may not be the invited address', async () => {
    const owner = await signUpVerified('listing-organiser');
    const id = await createMarathon(owner);
    const helper = await signUp('accepting-helper');
    const invited = address('forwarded');
    const { staffId, token } = await tokenFor(owner, id, invited, 'check-in');
    expect((await accept(id, helper, token)).status).toBe(200);
    const [member] = await staffOf(owner, id);
    expect(member).toMatchObject({
      staffId,
      email: invited,
      state: 'active',
      acceptedBy: { uid: helper.uid, email: helper.email },
    });
  });

  it('after an account accepts two invitations and one is removed, nothing stale is listed', async () => {
    const owner = await signUpVerified('twice-organiser');
    const id = await createMarathon(owner);
    const helper = await signUp('twice-helper');
    const first = await tokenFor(owner, id, address('first'), 'co-organiser');
    const second = await tokenFor(owner, id, address('second'), 'check-in');
    expect((await accept(id, helper, first.token)).status).toBe(200);
    expect((await accept(id, helper, second.token)).status).toBe(200);
    // One account, one membership: the later invitation's role.
    const listed = await staffOf(owner, id);
    expect(listed.map((m) => [m.staffId, m.state, m.role])).toEqual([
      [second.staffId, 'active', 'check-in'],
    ]);
    const removed = await api.call(raceDay.removeStaff, {
      params: { id, staffId: second.staffId },
      token: owner.token,
    });
    expect(removed.body).toEqual({ deletedCount: 1 });
    expect(await staffOf(owner, id)).toEqual([]);
    const roles: unknown = (await adminDb().doc(`marathons/${id}`).get()).get('staffRoles');
    expect(roles ?? {}).toEqual({});
    const roster = await api.call(raceDay.roster, { params: { id }, token: helper.token });
    expect(roster.status).toBe(403);
  });
});
