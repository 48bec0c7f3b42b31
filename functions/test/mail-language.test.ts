// Mail in the recipient's language (docs/languages.md, "Mails"): the account's language when it
// chose one, else the language the registration was made in (the request's Accept-Language), else
// English; a later choice of the account moves the mails still to come.
import * as community from '@run/contract/endpoints/community';
import * as registrations from '@run/contract/endpoints/registrations';
import { describe, expect, it } from 'vitest';

import { withdraw } from './actions.js';
import { api, createMarathon, registrationForm, uniqueName } from './helpers.js';
import { deliveredTo } from './maildev.js';
import { storedRegistration } from './stored.js';
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
  (await storedRegistration(id, uid)).get('language');

/** A fresh organiser's race, titled `titlePrefix` and a unique tail, and a fresh runner. */
async function raceAndRunner(titlePrefix: string) {
  const owner = await signUp('organiser');
  const runner = await signUp();
  const title = uniqueName(titlePrefix);
  const id = await createMarathon(owner, { title });
  return { id, title, runner };
}

/** A registration's confirmation for race `title` by language: its subject and some of its lines. */
const CONFIRMATIONS = {
  de: (title: string) => ({
    subject: `Du bist angemeldet: ${title}`,
    lines: [
      'Hallo Ada, dein Startplatz ist bestätigt. Der Lauf ist als Kalenderdatei angehängt.',
      `Lauf: ${title}`,
      `Du erhältst diese E-Mail, weil du dich auf RUN für ${title} angemeldet hast.`,
    ],
  }),
  fr: (title: string) => ({
    subject: `Vous êtes inscrit : ${title}`,
    lines: ['Bonjour Ada, votre place est confirmée.'],
  }),
  en: (title: string) => ({
    subject: `You are registered: ${title}`,
    lines: [
      'Hi Ada, your place is confirmed. The race is attached as a calendar file.',
      `You get this mail because you registered for ${title} on RUN.`,
    ],
  }),
};

/** The runner's one mail is their confirmation for race `title`, in `lang` (html and text). */
async function expectConfirmation(
  runner: TestUser,
  title: string,
  lang: keyof typeof CONFIRMATIONS,
) {
  const { subject, lines } = CONFIRMATIONS[lang](title);
  const [mail] = await deliveredTo(runner.email, 1);
  expect(mail?.subject).toBe(subject);
  for (const line of lines) expect(mail?.text).toContain(line);
  expect(mail?.html).toContain(`<html lang="${lang}">`);
}

describe('the language of a runner’s mail', MAIL_TIMEOUT, () => {
  it.each([
    {
      name: 'is the account’s: a German account’s confirmation is German, whatever the request says',
      account: 'de',
      request: 'en',
      titlePrefix: 'Sprachlauf ',
    },
    {
      name: 'is English for an English account, the mail as it always was',
      account: 'en',
      request: 'de',
      titlePrefix: 'Language Marathon ',
    },
  ] as const)('$name', async ({ account, request, titlePrefix }) => {
    const { id, title, runner } = await raceAndRunner(titlePrefix);
    await chooseLanguage(runner, account);
    await register(id, runner, request);

    await expectConfirmation(runner, title, account);
    expect(await storedLanguage(id, runner.uid)).toBe(account);
  });

  it('else the request’s: an account without a language registering in French gets French', async () => {
    const { id, title, runner } = await raceAndRunner('Course ');
    await register(id, runner, 'fr-CH, fr;q=0.9, en;q=0.5');

    await expectConfirmation(runner, title, 'fr');
    expect(await storedLanguage(id, runner.uid)).toBe('fr');
  });

  it('follows a later choice of the account: the registration’s next mail is in it', async () => {
    const { id, title, runner } = await raceAndRunner('Carrera ');
    await register(id, runner, 'fr');
    await deliveredTo(runner.email, 1);
    const before = (await storedRegistration(id, runner.uid)).get('updatedAt');

    await chooseLanguage(runner, 'es');
    expect(await storedLanguage(id, runner.uid)).toBe('es');
    // Only the language moved: the registration itself is as it was.
    const after = await storedRegistration(id, runner.uid);
    expect(after.get('updatedAt')).toEqual(before);

    expect((await withdraw(id, runner)).status).toBe(200);
    const mails = await deliveredTo(runner.email, 2);
    const withdrawn = mails.find((m) => m.subject.endsWith(title) && !m.subject.startsWith('Vous'));
    expect(withdrawn?.subject).toBe(`Inscripción retirada: ${title}`);
    expect(withdrawn?.text).toContain('Hola, Ada. Tu inscripción se ha retirado');
  });
});
