// Mails in the recipient's language (docs/languages.md, "Mails"): German, French and Spanish say
// every kind in their own words with every value filled in; English stays as mail.test.ts pins it.
import { LANGUAGES, type Language } from '@run/contract/domain/languages';
import type { Money } from '@run/contract/domain/money';
import { describe, expect, it } from 'vitest';

import { parseIcs } from '../../test/ics.js';
import { onlyLanguageChanged } from '../store/registration-doc.js';
import { storedAddress } from './address.js';
import { raceCalendar } from './calendar.js';
import { moneyIn, sayIn } from './i18n.js';
import { escapeHtml } from './layout.js';
import { raceDay, raceMail, raceStart, type MailNews } from './templates.js';
import { race, SITE } from './mail-race.test-support.js';

const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
const at = '2027-06-01T10:00:00.000Z';
const eur = (amount: number): Money => ({ amount, currency: 'EUR' });
const usd = (amount: number): Money => ({ amount, currency: 'USD' });

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
  { kind: 'payment_due', total: eur(4500), dueAt: at },
  {
    kind: 'bank_transfer',
    transfer: {
      amount: eur(4500),
      holder: 'Berlin Runs e.V.',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      reference: 'RUN-ABCDEFG',
    },
    dueAt: at,
    qrPng: 'png',
  },
  { kind: 'receipt', total: eur(4500), method: 'card', paymentId: 'pay-1' },
  { kind: 'receipt', total: eur(4500), method: 'manual' },
  { kind: 'hold_expired', refund: eur(2000) },
  {
    kind: 'late_refund',
    total: eur(4500),
    reason: 'Your registration was already paid, so this second payment is not needed.',
  },
  { kind: 'bank_partial', received: eur(2000), missing: eur(2500), reference: 'RUN-ABCDEFG' },
  { kind: 'refund', total: eur(4500), manual: false, method: 'paypal' },
  { kind: 'refund', total: eur(4500), manual: true },
  { kind: 'refund', total: eur(4500), manual: false, method: null },
  { kind: 'refund_done', total: eur(2250) },
  { kind: 'refund_failed', total: eur(2250) },
  { kind: 'transfer_offered', from: 'Bob Lee', link: `${SITE}/transfer/x`, fee: eur(1000) },
  { kind: 'transfer_offered', from: 'Bob Lee', link: `${SITE}/transfer/x`, fee: null },
  { kind: 'transferred_out', to: 'Eve Ray' },
  { kind: 'transferred_in', bib: 4711 },
  { kind: 'transferred_in', bib: null },
  { kind: 'deferred', credit: eur(3000), until: at },
  { kind: 'books_discrepancy', count: 3, detail: 'Payment p1 says €1.', link: `${SITE}/books` },
  { kind: 'books_discrepancy', count: 1, detail: 'Payment p1 says €1.', link: `${SITE}/books` },
  { kind: 'dispute', runner: 'Ann Oak', total: eur(4500), state: 'open', link: `${SITE}/pay` },
  { kind: 'dispute', runner: 'Ann Oak', total: eur(4500), state: 'lost', link: `${SITE}/pay` },
  { kind: 'ballot_entered', drawAt: at },
  { kind: 'ballot_drawn', total: eur(4500), dueAt: at },
  // A ballot job written before money was written in the mail's language holds text.
  { kind: 'ballot_drawn', total: '$45.00', dueAt: at },
  { kind: 'ballot_drawn', total: null, dueAt: null },
  { kind: 'ballot_reserve', reserveNumber: 17 },
  { kind: 'claim', buyer: 'Carl Buyer', link: `${SITE}/claim/x`, passLink: `${SITE}/pass/x` },
];

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && 'currency' in value;

/** A value as the mail in `language` shows it: money written in the language, the rest as text. */
const shown = (value: unknown, language: Language) =>
  isMoney(value) ? moneyIn(value, language) : String(value);

/** The values a kind hands in, each of which its mail in `language` must show. */
function valuesOf(news: MailNews, language: Language): string[] {
  const { kind: _kind, ...rest } = news;
  const values: string[] = [];
  for (const [key, value] of Object.entries(rest)) {
    if (['passQr', 'qrPng', 'state', 'method', 'manual', 'role', 'reason', 'count'].includes(key)) {
      continue;
    }
    if (['expiresAt', 'dueAt', 'drawAt', 'until'].includes(key)) continue;
    if (key === 'paymentId') values.push(`/receipts/${String(value)}`);
    else if (key === 'transfer')
      values.push(...Object.values(value).map((v) => shown(v, language)));
    else if (value !== null) values.push(shown(value, language));
  }
  return values;
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
        for (const value of valuesOf(news, language)) expect(mail.text).toContain(value);
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
    const receipt = mailIn({ kind: 'receipt', total: eur(4500), method: 'bank_transfer' }, 'fr');
    expect(receipt.text).toContain('par virement bancaire');
    const dispute = mailIn(
      { kind: 'dispute', runner: 'Ann', total: eur(100), state: 'won', link: `${SITE}/p` },
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

describe('money in a mail', () => {
  /** What Intl writes for `amount` minor units in `locale`: the mail's form, spaces and all. */
  const intl = (locale: string, amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);

  it('writes a German receipt’s and refund’s amount in German', () => {
    const receipt = mailIn({ kind: 'receipt', total: usd(123_400), method: 'card' }, 'de');
    expect(receipt.text).toContain('Hallo Ada, wir haben 1.234,00\u00a0$ per Karte erhalten.');
    expect(receipt.text).toContain(intl('de-DE', 123_400, 'USD'));
    expect(receipt.html).toContain('1.234,00\u00a0$');
    expect(receipt.text).not.toContain('$1,234.00');
    const refund = mailIn(
      { kind: 'refund', total: eur(4500), manual: false, method: 'card' },
      'de',
    );
    expect(refund.subject).not.toContain('€45.00');
    expect(refund.text).toContain('Du erhältst 45,00\u00a0€ deiner Zahlung für');
    expect(refund.html).toContain('45,00\u00a0€');
    expect(refund.text).not.toContain('€45.00');
  });

  it('writes French and Spanish amounts with their Intl locale', () => {
    const fr = mailIn({ kind: 'refund_done', total: eur(123_400) }, 'fr');
    expect(fr.text).toContain(intl('fr-FR', 123_400, 'EUR'));
    expect(fr.text).toContain('234,00');
    const es = mailIn({ kind: 'payment_due', total: usd(4500), dueAt: at }, 'es');
    expect(es.text).toContain(intl('es-ES', 4500, 'USD'));
    expect(es.text).toContain('45,00');
  });

  it('keeps English amounts en-US, as they always were', () => {
    const receipt = mailIn({ kind: 'receipt', total: usd(4500), method: 'card' }, 'en');
    expect(receipt.text).toContain('Hi Ada, we received $45.00 by card.');
    const refund = raceMail(
      { kind: 'refund', total: usd(123_400), manual: true },
      race,
      { firstName: 'Ada' },
      SITE,
    );
    expect(refund.text).toContain('$1,234.00');
    const transfer = mailIn(
      {
        kind: 'bank_transfer',
        transfer: { amount: eur(4500), holder: 'H', iban: 'DE89', bic: 'B', reference: 'RUN-X' },
        dueAt: at,
      },
      'en',
    );
    expect(transfer.text).toContain('€45.00');
  });

  it('shows a ballot job’s total stored as text before, as it was stored, in any language', () => {
    const drawn = mailIn({ kind: 'ballot_drawn', total: 'EUR 45.00', dueAt: at }, 'de');
    expect(drawn.text).toContain('EUR 45.00');
    const now = mailIn({ kind: 'ballot_drawn', total: eur(4500), dueAt: at }, 'de');
    expect(now.text).toContain('45,00\u00a0€');
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
