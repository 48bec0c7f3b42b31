// Mail: every change a runner should hear about reaches MailDev once, through the
// outbox (`mail/{id}`), the sender trigger, and SMTP; nothing is sent for a rejected request; mails
// wait while the mail server is down and go out once when it is back.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import { describe, expect, it } from 'vitest';

import { parseIcs } from './ics.js';
import { api, createMarathon, eventually, marathonBody, registrationForm } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp, type TestUser } from './users.js';
import { applyTo, changeRegistration, withdraw } from './actions.js';
import { editMarathon } from './marathon-actions.js';
import {
  attachment,
  deliveredTo,
  expectChangeMails,
  mailsTo,
  outboxTo,
  pauseMailDev,
  raceMailDue,
  resumeMailDev,
} from './maildev.js';

/** Mails go through triggers: under a full test run their events wait behind many others. */
const MAIL_TIMEOUT = { timeout: 180_000 };

async function register(id: string, runner: TestUser): Promise<void> {
  const res = await applyTo(id, runner);
  expect(res.status).toBe(200);
}

describe('mail to a runner', MAIL_TIMEOUT, () => {
  it('registering sends exactly one confirmation, with the race as an .ics that parses', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const title = `Mail Marathon ${runner.uid.slice(0, 6)}`;
    const id = await createMarathon(owner, { title });
    await register(id, runner);
    // Registering again changes nothing and writes no second mail.
    const again = await applyTo(id, runner);
    expect(again.body).toEqual({ modifiedCount: 0 });

    const mails = await deliveredTo(runner.email, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(`You are registered: ${title}`);
    expect(mail.text).toContain(title);
    const ics = mail.attachments?.find((a) => a.generatedFileName.endsWith('.ics'));
    if (!ics) throw new Error('no .ics attachment');
    const event = parseIcs(await attachment(mail, ics.generatedFileName));
    expect(event.summary).toBe(title);
    expect(event.location).toBe(marathonBody().location);
    expect(event.url).toMatch(new RegExp(`^http://localhost:\\d+/marathons/${id}$`, 'u'));
    expect(event.alarmTrigger).toBe('-PT24H');
  });

  it('updating and withdrawing a registration send theirs', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const id = await createMarathon(owner);
    await register(id, runner);
    const update = await changeRegistration(id, runner, { phone: '+880 1711 999999' });
    expect(update.status).toBe(200);
    const withdrawn = await withdraw(id, runner);
    expect(withdrawn.status).toBe(200);

    const subjects = (await deliveredTo(runner.email, 3)).map((m) => m.subject.split(':')[0]);
    expect(subjects.sort()).toEqual([
      'Registration updated',
      'Registration withdrawn',
      'You are registered',
    ]);
  });

  it('a rejected request sends nothing', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const closed = await createMarathon(owner, {}, 'closed');
    const late = await applyTo(closed, runner);
    expect(late.status).toBe(409);
    const open = await createMarathon(owner);
    const invalid = await api.call(registrations.applyToMarathon, {
      params: { id: open },
      token: runner.token,
      body: registrationForm(runner.email, { phone: '' }),
    });
    expect(invalid.status).toBe(400);
    // The mail would have been written with the change, in the same commit: none is there.
    expect(await outboxTo(runner.email)).toEqual([]);
    // A later mail to the same runner is delivered alone.
    await register(open, runner);
    expect(await deliveredTo(runner.email, 1)).toHaveLength(1);
  });
});

describe('mail to every registrant', MAIL_TIMEOUT, () => {
  it('a change of date, place or distance reaches every registrant once', async () => {
    const owner = await signUp('organiser');
    const body = marathonBody();
    const created = await api.call(marathons.createMarathon, {
      token: owner.token,
      body,
    });
    const id = created.body.insertedId;
    const runners = await Promise.all(Array.from({ length: 5 }, () => signUp()));
    for (const r of runners) await register(id, r);
    const edit = await editMarathon(id, owner, { ...body, location: 'Chattogram, Bangladesh' });
    expect(edit.status).toBe(200);
    // The change mail waits ten minutes for further edits (test/mail-relay.test.ts).
    await raceMailDue(id);
    await expectChangeMails(runners, 'Chattogram, Bangladesh');
  });

  it('a cancelled race tells every registrant once and removes their registrations', async () => {
    const owner = await signUp('organiser');
    const id = await createMarathon(owner);
    const runners = await Promise.all(Array.from({ length: 3 }, () => signUp()));
    for (const r of runners) await register(id, r);
    expect(
      (await api.call(marathons.deleteMarathon, { params: { id }, token: owner.token })).status,
    ).toBe(200);
    for (const r of runners) {
      const mails = await deliveredTo(r.email, 2);
      expect(mails.filter((m) => m.subject.startsWith('Race cancelled'))).toHaveLength(1);
    }
    const left = await adminDb().collection(`marathons/${id}/registrations`).get();
    expect(left.size).toBe(0);
  });
});

describe('mail while the mail server is down', MAIL_TIMEOUT, () => {
  it('waits, and is delivered once when the server is back', async () => {
    const owner = await signUp('organiser');
    const id = await createMarathon(owner);
    const first = await signUp();
    pauseMailDev();
    try {
      await register(id, first);
      await eventually('the first attempt to fail', async () => {
        const docs = await outboxTo(first.email);
        return docs[0]?.state === 'RETRY' ? true : undefined;
      });
    } finally {
      resumeMailDev();
    }
    // The next mail written (another registration) finds the server back, and takes the waiting one.
    const second = await signUp();
    await register(id, second);
    expect(await deliveredTo(second.email, 1)).toHaveLength(1);
    const mails = await deliveredTo(first.email, 1);
    expect(mails).toHaveLength(1);
    expect(await mailsTo(first.email)).toHaveLength(1);
  });
});
