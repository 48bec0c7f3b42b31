// Mail that cannot be turned against anyone (docs/mail.md, "Mail is not a relay"): a
// runner's mail goes to their account's address, never to one typed in a form; an address gets at
// most 5 mails an hour about one race (20 in all), the rest recorded SUPPRESSED; a burst of edits to
// a race reaches each registrant as one mail with the final details.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { runScript } from './hand-made.js';
import { api, createMarathon, marathonBody, registrationForm } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp } from './users.js';
import { applyTo, withdraw, applyWith } from './actions.js';
import { editMarathon } from './marathon-actions.js';
import {
  deliveredTo,
  expectChangeMails,
  mailsTo,
  outboxTo,
  raceMailDue,
  raceMailsDone,
  settledTo,
} from './maildev.js';

/** Mails go through triggers: under a full test run their events wait behind many others. */
const MAIL_TIMEOUT = { timeout: 240_000 };

/** An address nobody signed up with: what an attacker would type into the form. */
const stranger = () => `someone-else-${Math.random().toString(36).slice(2, 10)}@example.org`;

describe('mail goes to the account, never to a form’s address', MAIL_TIMEOUT, () => {
  it('a registration naming another address mails the account only', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const victim = stranger();
    const id = await createMarathon(owner);
    const res = await applyWith(id, runner, { email: victim });
    expect(res.status).toBe(200);
    const withdrawn = await withdraw(id, runner);
    expect(withdrawn.status).toBe(200);

    const mails = await deliveredTo(runner.email, 2);
    expect(mails.map((m) => m.subject.split(':')[0]).sort()).toEqual([
      'Registration withdrawn',
      'You are registered',
    ]);
    expect(await outboxTo(victim)).toEqual([]);
  });

  it('the form’s address stays the contact the organiser sees', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const contact = stranger();
    const id = await createMarathon(owner);
    await applyWith(id, runner, { email: contact });
    const list = await api.call(registrations.listParticipants, {
      params: { id },
      token: owner.token,
    });
    expect(list.body.participants.map((p) => p.email)).toEqual([contact]);
    expect(await deliveredTo(runner.email, 1)).toHaveLength(1);
    expect(await outboxTo(contact)).toEqual([]);
  });

  it('a waitlist offer goes to the waiting runner’s account, not the join form’s address', async () => {
    const owner = await signUp('organiser');
    const holder = await signUp();
    const waiting = await signUp();
    const victim = stranger();
    const id = await createMarathon(owner, { capacity: 1 });
    expect((await applyTo(id, holder)).status).toBe(200);
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email, { email: victim }),
    });
    expect(joined.status).toBe(201);
    expect((await withdraw(id, holder)).status).toBe(200);

    const [offer] = await deliveredTo(waiting.email, 1);
    expect(offer?.subject).toMatch(/^A place is yours/u);
    expect(await outboxTo(victim)).toEqual([]);
  });
});

describe('hourly limits per address', MAIL_TIMEOUT, () => {
  it('ten register/withdraw cycles on one race send 5 mails, the rest recorded SUPPRESSED', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const id = await createMarathon(owner);
    for (let cycle = 0; cycle < 10; cycle += 1) {
      expect((await applyTo(id, runner)).status).toBe(200);
      expect((await withdraw(id, runner)).status).toBe(200);
    }
    const outbox = await settledTo(runner.email, 20);
    expect(outbox.filter((m) => m.state === 'SUCCESS')).toHaveLength(5);
    expect(outbox.filter((m) => m.state === 'SUPPRESSED')).toHaveLength(15);
    expect(await mailsTo(runner.email)).toHaveLength(5);
  });

  it('a runner registering for six races in an hour gets all six confirmations', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    // The form names another contact: the confirmations still reach the account.
    const form = registrationForm(runner.email, { email: stranger() });
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await createMarathon(owner));
    for (const id of ids) expect((await applyTo(id, runner, form)).status).toBe(200);

    const mails = await deliveredTo(runner.email, 6);
    expect(mails.filter((m) => m.subject.startsWith('You are registered'))).toHaveLength(6);
  });
});

describe('changes to a race within 10 minutes', MAIL_TIMEOUT, () => {
  it('five quick edits send each registrant one mail with the final details', async () => {
    const owner = await signUp('organiser');
    const body = marathonBody();
    const id = await createMarathon(owner);
    const runners = await Promise.all(Array.from({ length: 3 }, () => signUp()));
    for (const r of runners) expect((await applyTo(id, r)).status).toBe(200);
    for (let edit = 1; edit <= 5; edit += 1) {
      const res = await editMarathon(id, owner, { ...body, location: `Place number ${edit}` });
      expect(res.status).toBe(200);
    }
    await raceMailDue(id);
    await raceMailsDone(id);

    await expectChangeMails(runners, 'Place number 5');
  });

  it('a race deleted while its change mail waits sends the cancellation only', async () => {
    const owner = await signUp('organiser');
    const body = marathonBody();
    const id = await createMarathon(owner);
    const runner = await signUp();
    expect((await applyTo(id, runner)).status).toBe(200);
    expect((await editMarathon(id, owner, { ...body, location: 'Elsewhere' })).status).toBe(200);
    expect(
      (await api.call(marathons.deleteMarathon, { params: { id }, token: owner.token })).status,
    ).toBe(200);
    await raceMailDue(id);
    await raceMailsDone(id);

    const subjects = (await deliveredTo(runner.email, 2)).map((m) => m.subject.split(':')[0]);
    expect(subjects.sort()).toEqual(['Race cancelled', 'You are registered']);
  });
});

describe('entries stored before the account’s address was kept', () => {
  it('get it from scripts/backfill-account-email.ts, the account’s address and never the form’s', async () => {
    const owner = await signUp('organiser');
    const [runner, waiting] = await Promise.all([signUp(), signUp()]);
    const id = await createMarathon(owner, { capacity: 1 });
    await applyWith(id, runner, { email: stranger() });
    const joined = await api.call(waitlist.joinWaitlist, {
      params: { id },
      token: waiting.token,
      body: registrationForm(waiting.email, { email: stranger() }),
    });
    expect(joined.status).toBe(201);
    const entries = [
      adminDb().doc(`marathons/${id}/registrations/${runner.uid}`),
      adminDb().doc(`marathons/${id}/waitlist/${waiting.uid}`),
    ];
    // As written before runner mails went to the account: no accountEmail.
    for (const entry of entries) await entry.update({ accountEmail: FieldValue.delete() });

    const dryRun = await runScript('backfill-account-email.ts', `--marathon=${id}`);
    expect(dryRun).toContain(`would give 2 entries of marathons/${id} their account's email`);
    expect((await entries[0]?.get())?.get('accountEmail')).toBeUndefined();

    const stdout = await runScript('backfill-account-email.ts', '--apply', `--marathon=${id}`);
    expect(stdout).toContain(`gave 2 entries of marathons/${id} their account's email`);
    const stored = await Promise.all(entries.map(async (e) => (await e.get()).get('accountEmail')));
    expect(stored).toEqual([runner.email, waiting.email]);
    expect(
      await runScript('backfill-account-email.ts', '--apply', `--marathon=${id}`),
    ).not.toContain(`marathons/${id}`);
  });
});
