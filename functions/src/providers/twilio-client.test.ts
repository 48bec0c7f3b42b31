// The Twilio adapter through Twilio's own SDK against the local SMS catcher, in-process: the request
// the SDK makes (path, Basic auth, form body) is the one the catcher takes, and Twilio's refusal of a
// number comes back as the SDK's error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startSmsCatcher, type SmsCatcher } from './fixtures/sms-catcher.js';
import { twilioSms } from './twilio-client.js';

const ACCOUNT = 'AC00000000000000000000000000000001';

describe('texts through Twilio’s SDK', () => {
  let catcher: SmsCatcher;
  beforeAll(async () => {
    catcher = await startSmsCatcher();
  });
  afterAll(async () => {
    await catcher.close();
  });

  it('creates a message on the account and answers its sid', async () => {
    const sms = twilioSms({ accountSid: ACCOUNT, authToken: 'token', apiUrl: catcher.url });
    const { sid } = await sms.sendSms({
      to: '+442079460958',
      from: '+15005550006',
      body: 'Start moved to 9:30. Grüße!',
    });
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/u);
    expect(catcher.texts.at(-1)).toMatchObject({
      sid,
      accountSid: ACCOUNT,
      to: '+442079460958',
      from: '+15005550006',
      body: 'Start moved to 9:30. Grüße!',
    });
    const listed = (await (await fetch(`${catcher.url}/api/texts`)).json()) as {
      texts: Array<{ sid: string }>;
    };
    expect(listed.texts.map((t) => t.sid)).toContain(sid);
    const html = await (await fetch(`${catcher.url}/`)).text();
    expect(html).toContain('<h2 id="' + sid + '">To +442079460958</h2>');
    expect(html).toContain('Start moved to 9:30. Grüße!');
  });

  it('throws Twilio’s refusal of a number that is not E.164, and sends nothing', async () => {
    const before = catcher.texts.length;
    const sms = twilioSms({ accountSid: ACCOUNT, authToken: 'token', apiUrl: catcher.url });
    await expect(
      sms.sendSms({ to: '020 7946 0958', from: '+15005550006', body: 'Hi' }),
    ).rejects.toThrow("The 'To' number 020 7946 0958 is not a valid phone number.");
    expect(catcher.texts.length).toBe(before);
  });

  it('is refused without the account’s credentials', async () => {
    const sms = twilioSms({ accountSid: ACCOUNT, authToken: '', apiUrl: catcher.url });
    await expect(sms.sendSms({ to: '+442079460958', from: '+1', body: 'Hi' })).rejects.toThrow();
  });
});
