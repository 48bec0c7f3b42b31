// Mail in the recipient's language (docs/languages.md, "Mails"): the account's language when it
// chose one, else the language the registration was made in (the request's Accept-Language), else
// English; a later choice of the account moves the mails still to come.
import * as community from '@run/contract/endpoints/community';
import * as registrations from '@run/contract/endpoints/registrations';
import { describe, expect, it } from 'vitest';

import { withdraw } from './actions.js';
import { api, createMarathon, registrationForm, uniqueName } from './helpers.js';
import { deliveredTo } from './maildev.js';
import { adminDb } from './stored.js';
import { signUp, type TestUser } from './users.js';

/** Mails go through triggers: under a full test run their events wait behind many others. */
const MAIL_TIMEOUT = { timeout: 180_000 };

async function chooseLanguage(user: TestUser, language: 'en' | 'de' | 'fr' | 'es') {
  const res = await api.call(community.updatePreferences, {
    token: user.token,
    params: { userId: user.uid },
    body: { language },
  });
  expect(res.status).toBe(200);
}

/** `user` registers for `id` with the usual form (first name Ada), saying `acceptLanguage`. */
async function register(id: string, user: TestUser, acceptLanguage: string) {
  const res = await api.call(registrations.applyToMarathon, {
    params: { id },
    token: user.token,
    body: registrationForm(user.email),
    headers: { 'accept-language': acceptLanguage },
  });
  expect(res.status).toBe(200);
}

const storedLanguage = async (id: string, uid: string): Promise<unknown> =>
  (await adminDb().doc(`marathons/${id}/registrations/${uid}`).get()).get('language');

describe('the language of a runner’s mail', MAIL_TIMEOUT, () => {
  it('is the account’s: a German account’s confirmation is German, whatever the request says', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const title = uniqueName('Sprachlauf ');
    const id = await createMarathon(owner, { title });
    await chooseLanguage(runner, 'de');
    await register(id, runner, 'en');

    const [mail] = await deliveredTo(runner.email, 1);
    expect(mail?.subject).toBe(`Du bist angemeldet: ${title}`);
    expect(mail?.text).toContain(
      'Hallo Ada, dein Startplatz ist bestätigt. Der Lauf ist als Kalenderdatei angehängt.',
    );
    expect(mail?.text).toContain(`Lauf: ${title}`);
    expect(mail?.text).toContain(
      `Du erhältst diese E-Mail, weil du dich auf RUN für ${title} angemeldet hast.`,
    );
    expect(mail?.html).toContain('<html lang="de">');
    expect(await storedLanguage(id, runner.uid)).toBe('de');
  });

  it('else the request’s: an account without a language registering in French gets French', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const title = uniqueName('Course ');
    const id = await createMarathon(owner, { title });
    await register(id, runner, 'fr-CH, fr;q=0.9, en;q=0.5');

    const [mail] = await deliveredTo(runner.email, 1);
    expect(mail?.subject).toBe(`Vous êtes inscrit : ${title}`);
    expect(mail?.text).toContain('Bonjour Ada, votre place est confirmée.');
    expect(mail?.html).toContain('<html lang="fr">');
    expect(await storedLanguage(id, runner.uid)).toBe('fr');
  });

  it('is English for an English account, the mail as it always was', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const title = uniqueName('Language Marathon ');
    const id = await createMarathon(owner, { title });
    await chooseLanguage(runner, 'en');
    await register(id, runner, 'de');

    const [mail] = await deliveredTo(runner.email, 1);
    expect(mail?.subject).toBe(`You are registered: ${title}`);
    expect(mail?.text).toContain(
      'Hi Ada, your place is confirmed. The race is attached as a calendar file.',
    );
    expect(mail?.text).toContain(`You get this mail because you registered for ${title} on RUN.`);
    expect(mail?.html).toContain('<html lang="en">');
  });

  it('follows a later choice of the account: the registration’s next mail is in it', async () => {
    const owner = await signUp('organiser');
    const runner = await signUp();
    const title = uniqueName('Carrera ');
    const id = await createMarathon(owner, { title });
    await register(id, runner, 'fr');
    await deliveredTo(runner.email, 1);
    const before = (await adminDb().doc(`marathons/${id}/registrations/${runner.uid}`).get()).get(
      'updatedAt',
    );

    await chooseLanguage(runner, 'es');
    expect(await storedLanguage(id, runner.uid)).toBe('es');
    // Only the language moved: the registration itself is as it was.
    const after = await adminDb().doc(`marathons/${id}/registrations/${runner.uid}`).get();
    expect(after.get('updatedAt')).toEqual(before);

    expect((await withdraw(id, runner)).status).toBe(200);
    const mails = await deliveredTo(runner.email, 2);
    const withdrawn = mails.find((m) => m.subject.endsWith(title) && !m.subject.startsWith('Vous'));
    expect(withdrawn?.subject).toBe(`Inscripción retirada: ${title}`);
    expect(withdrawn?.text).toContain('Hola, Ada. Tu inscripción se ha retirado');
  });
});
