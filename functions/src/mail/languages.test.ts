// Mails in the recipient's language (docs/languages.md, "Mails"): German, French and Spanish say
// every kind in their own words with every value filled in; English stays as mail.test.ts pins it.
import { LANGUAGES, type Language } from '@run/contract/domain/languages';
import { describe, expect, it } from 'vitest';

import { parseIcs } from '../../test/ics.js';
import { onlyLanguageChanged } from '../store/registration-doc.js';
import { storedAddress } from './address.js';
import { raceCalendar } from './calendar.js';
import { sayIn } from './i18n.js';
import { escapeHtml } from './layout.js';
import { raceDay, raceMail, raceStart, type MailNews } from './templates.js';
import { race, SITE } from './mail-race.test-support.js';

const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
const at = '2027-06-01T10:00:00.000Z';

/** Every kind, with values a test can find again in the mail. */
const NEWS: MailNews[] = [
  { kind: 'confirmed' },
  { kind: 'updated' },
  { kind: 'withdrawn' },
  { kind: 'lapsed' },
  { kind: 'changed' },
  { kind: 'deleted' },
  { kind: 'offer', expiresAt: at },
  { kind: 'bib', bib: 4711, passQr: 'png' },
  { kind: 'invited', role: 'co-organiser', link: `${SITE}/invite/x` },
  { kind: 'invited', role: 'check-in', link: `${SITE}/invite/x` },
  { kind: 'payment_due', total: '€45.00', dueAt: at },
  {
    kind: 'bank_transfer',
    transfer: {
      amount: '€45.00',
      holder: 'Berlin Runs e.V.',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      reference: 'RUN-ABCDEFG',
    },
    dueAt: at,
    qrPng: 'png',
  },
  { kind: 'receipt', total: '€45.00', method: 'card', paymentId: 'pay-1' },
  { kind: 'receipt', total: '€45.00', method: 'manual' },
  { kind: 'hold_expired', refund: '€20.00' },
  {
    kind: 'late_refund',
    total: '€45.00',
    reason: 'Your registration was already paid, so this second payment is not needed.',
  },
  { kind: 'bank_partial', received: '€20.00', missing: '€25.00', reference: 'RUN-ABCDEFG' },
  { kind: 'refund', total: '€45.00', manual: false, method: 'paypal' },
  { kind: 'refund', total: '€45.00', manual: true },
  { kind: 'refund', total: '€45.00', manual: false, method: null },
  { kind: 'refund_done', total: '€22.50' },
  { kind: 'refund_failed', total: '€22.50' },
  { kind: 'transfer_offered', from: 'Bob Lee', link: `${SITE}/transfer/x`, fee: '€10.00' },
  { kind: 'transfer_offered', from: 'Bob Lee', link: `${SITE}/transfer/x`, fee: null },
  { kind: 'transferred_out', to: 'Eve Ray' },
  { kind: 'transferred_in', bib: 4711 },
  { kind: 'transferred_in', bib: null },
  { kind: 'deferred', credit: '€30.00', until: at },
  { kind: 'books_discrepancy', count: 3, detail: 'Payment p1 says €1.', link: `${SITE}/books` },
  { kind: 'books_discrepancy', count: 1, detail: 'Payment p1 says €1.', link: `${SITE}/books` },
  { kind: 'dispute', runner: 'Ann Oak', total: '€45.00', state: 'open', link: `${SITE}/pay` },
  { kind: 'dispute', runner: 'Ann Oak', total: '€45.00', state: 'lost', link: `${SITE}/pay` },
  { kind: 'ballot_entered', drawAt: at },
  { kind: 'ballot_drawn', total: '€45.00', dueAt: at },
  { kind: 'ballot_drawn', total: null, dueAt: null },
  { kind: 'ballot_reserve', reserveNumber: 17 },
  { kind: 'claim', buyer: 'Carl Buyer', link: `${SITE}/claim/x`, passLink: `${SITE}/pass/x` },
];

/** The values a kind hands in, each of which its mail must show. */
function valuesOf(news: MailNews): string[] {
  const { kind: _kind, ...rest } = news;
  const shown: string[] = [];
  for (const [key, value] of Object.entries(rest)) {
    if (['passQr', 'qrPng', 'state', 'method', 'manual', 'role', 'reason', 'count'].includes(key)) {
      continue;
    }
    if (['expiresAt', 'dueAt', 'drawAt', 'until'].includes(key)) continue;
    if (key === 'paymentId') shown.push(`/receipts/${String(value)}`);
    else if (key === 'transfer') shown.push(...Object.values(value as Record<string, string>));
    else if (value !== null) shown.push(String(value));
  }
  return shown;
}

/** Mails to an address with no known name greet "there" (notify.ts): no firstName to show. */
const NAMELESS = new Set(['invited', 'transfer_offered', 'books_discrepancy', 'dispute']);

const mailIn = (news: MailNews, language: Language) =>
  raceMail(news, race, { firstName: 'Ada', language }, SITE);

describe('a mail in the recipient’s language', () => {
  it('says a German confirmation in German, in du, with the race and the name', () => {
    const mail = mailIn({ kind: 'confirmed' }, 'de');
    expect(mail.subject).toBe(`Du bist angemeldet: ${race.title}`);
    expect(mail.text).toContain('Hallo Ada, dein Startplatz ist bestätigt.');
    expect(mail.text).toContain('Datum: Sonntag, 26. September 2027 um 09:30 (Europe/Berlin)');
    expect(mail.text).toContain('Lauf: Berlin <Marathon> & Friends');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(escapeHtml(race.title));
    expect(mail.html).toContain('>Zum Lauf</a>');
  });

  it('says a French and a Spanish confirmation in their words', () => {
    expect(mailIn({ kind: 'confirmed' }, 'fr').subject).toBe(`Vous êtes inscrit : ${race.title}`);
    expect(mailIn({ kind: 'confirmed' }, 'es').subject).toBe(`Estás inscrito: ${race.title}`);
    expect(mailIn({ kind: 'confirmed' }, 'fr').html).toContain('<html lang="fr">');
  });

  it('keeps English as it was when the language is English or not said', () => {
    for (const news of NEWS) {
      expect(mailIn(news, 'en')).toEqual(raceMail(news, race, { firstName: 'Ada' }, SITE));
    }
    expect(mailIn({ kind: 'confirmed' }, 'en').html).toContain('<html lang="en">');
  });

  for (const language of OTHERS) {
    it.each(NEWS.map((news) => [news.kind, news] as const))(
      `${language}: %s has its own words and every value filled in`,
      (_kind, news) => {
        const mail = mailIn(news, language);
        const english = mailIn(news, 'en');
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.text).not.toContain('You get this mail');
        expect(mail.text).not.toMatch(/\bHi\b/u);
        // A value the template forgot to hand in would leave a gap; an unknown one a brace.
        expect(mail.text).not.toMatch(/[{}]/u);
        expect(mail.text).toContain(race.title);
        if (!NAMELESS.has(news.kind)) expect(mail.text).toContain('Ada');
        for (const value of valuesOf(news)) expect(mail.text).toContain(value);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).not.toContain('<Marathon>');
      },
    );
  }

  it('writes dates in the mail’s language', () => {
    expect(raceDay(at, 'de')).toMatch(/^Dienstag, 1\. Juni 2027\D+10:00$/u);
    expect(raceDay(at, 'fr')).toMatch(/^mardi 1 juin 2027\D+10:00$/u);
    expect(raceDay(at, 'es')).toMatch(/^martes, 1 de junio de 2027\D+10:00$/u);
    expect(raceDay(at)).toBe(raceDay(at, 'en'));
    expect(raceDay(at)).toMatch(/^Tuesday,? 1 June 2027 at 10:00$/u);
    expect(raceStart(race, 'fr')).toBe('dimanche 26 septembre 2027 à 09:30 (Europe/Berlin)');
    expect(raceStart({ ...race, timeZone: null }, 'es')).toMatch(/ a las 09:30$/u);
    expect(raceDay('not a date', 'de')).toBe('Datum wird noch bekannt gegeben');
  });

  it('names the staff role, the payment method and a dispute’s state in the language', () => {
    const invited = mailIn({ kind: 'invited', role: 'co-organiser', link: `${SITE}/i` }, 'de');
    expect(invited.text).toContain('als Mitveranstalter');
    const receipt = mailIn({ kind: 'receipt', total: '€45.00', method: 'bank_transfer' }, 'fr');
    expect(receipt.text).toContain('par virement bancaire');
    const dispute = mailIn(
      { kind: 'dispute', runner: 'Ann', total: '€1', state: 'won', link: `${SITE}/p` },
      'es',
    );
    expect(dispute.text).toContain('a favor de la carrera');
    const late = NEWS.find((n) => n.kind === 'late_refund') as MailNews;
    expect(mailIn(late, 'de').text).toContain('Deine Anmeldung war bereits bezahlt');
    const books = mailIn(
      { kind: 'books_discrepancy', count: 2, detail: 'x', link: `${SITE}/b` },
      'fr',
    );
    expect(books.text).toContain('2 écarts');
  });

  it('keeps every value as handed in, backslashes too', () => {
    const odd = { ...race, title: 'C:\\x41 \\u0042 race' };
    const mail = raceMail({ kind: 'updated' }, odd, { firstName: 'A\\x41', language: 'de' }, SITE);
    expect(mail.subject).toBe('Anmeldung geändert: C:\\x41 \\u0042 race');
    expect(mail.text).toContain('Hallo A\\x41,');
    expect(sayIn('fr')({ id: 'fact.race', message: 'Race' })).toBe('Course');
  });

  it('attaches the calendar file in the language of the confirmation', () => {
    const event = parseIcs(raceCalendar(race, SITE, 'de'));
    expect(event.description).toContain('Details: https://run.example/marathons/berlin-2027');
    expect(raceCalendar(race, SITE, 'fr')).toContain('Demain : Berlin');
  });
});

describe('the language of a stored record', () => {
  it('is the record’s, or English for one stored without', () => {
    const base = { accountEmail: 'ada@example.com', firstName: 'Ada' };
    expect(storedAddress({ ...base, language: 'es' })?.language).toBe('es');
    expect(storedAddress(base)?.language).toBe('en');
    expect(storedAddress({ ...base, language: 'xx' })?.language).toBe('en');
  });

  it('changed alone is a write nothing else sees (the triggers skip it)', () => {
    const stored = { firstName: 'Ada', status: 'confirmed', language: 'en' };
    expect(onlyLanguageChanged(stored, { ...stored, language: 'de' })).toBe(true);
    expect(onlyLanguageChanged(stored, { ...stored, language: 'de', status: 'x' })).toBe(false);
    expect(onlyLanguageChanged(stored, stored)).toBe(false);
    expect(onlyLanguageChanged(undefined, stored)).toBe(false);
    expect(onlyLanguageChanged(stored, undefined)).toBe(false);
  });
});
