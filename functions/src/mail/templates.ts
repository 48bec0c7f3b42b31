// The mails RUN sends to a runner about a race, one pure function: (news, race, runner, site) ->
// subject, text, html, in the recipient's language (docs/languages.md, "Mails"). Each kind says its
// own words (messages.ts, said by i18n.ts); the race facts and the layout are the same in all.
import { DEFAULT_LANGUAGE, type Language } from '@run/contract/domain/languages';
import type { Money } from '@run/contract/domain/money';
import { isPaymentMethod, type PaymentMethod } from '@run/contract/domain/payment-methods';
import type { StaffRole } from '@run/contract/domain/schemas';

import type { MailJobRace } from '../store/mail-job-doc.js';
import { MAIL_LOCALES, moneyIn, sayIn, type Say } from './i18n.js';
import { render, type MailImage, type RenderedMail } from './layout.js';
import {
  COMMON,
  DATES,
  FACTS,
  LATE_REASONS,
  MAILS,
  PAID_BY,
  REASONS,
  REFUNDED_TO,
  type Message,
} from './messages.js';

/** The race pass QR code's attachment id, which the bib mail's HTML shows inline. */
export const PASS_QR_CID = 'race-pass';

/** What a mail says about the race (from the marathon document, see race.ts); a job stores the same. */
export type Race = MailJobRace;

/** Whom a mail greets, and in which language it is written (English when not said). */
export interface Recipient {
  firstName: string;
  language?: Language;
}

/** The race's date as the runner reads it (UTC, like the stored day), in their language. */
export function raceDay(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return sayIn(language)(DATES.toBeAnnounced);
  return new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * When the race starts as its runners read it: the day, and the local time where one is set
 * ("Sunday, 11 April 2027 at 07:30 (America/Chicago)"), never a UTC midnight.
 */
export function raceStart(
  race: Pick<Race, 'start' | 'startTime' | 'timeZone'>,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const say = sayIn(language);
  const date = new Date(race.start);
  if (Number.isNaN(date.getTime())) return say(DATES.toBeAnnounced);
  const day = new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(date);
  if (race.startTime === null) return day;
  return race.timeZone === null
    ? say(DATES.dayAtTime, { day, time: race.startTime })
    : say(DATES.dayAtTimeInZone, { day, time: race.startTime, zone: race.timeZone });
}

const raceFacts = (race: Race, language: Language, say: Say): Array<[string, string]> => [
  [say(FACTS.race), race.title],
  [say(FACTS.date), raceStart(race, language)],
  [say(FACTS.place), race.location],
  [say(FACTS.distance), race.distance],
];

export const raceLink = (site: string, race: Race) =>
  `${site}/marathons/${encodeURIComponent(race.id)}`;
export const myApplyListLink = (site: string) => `${site}/dashboard/applied-marathons`;

/** A payment's receipt page (the checkout's Done step, docs/payments.md "Receipts"). */
export const receiptLink = (site: string, raceId: string, paymentId: string) =>
  `${site}/marathons/${encodeURIComponent(raceId)}/receipts/${encodeURIComponent(paymentId)}`;

/** How a payment came: one of the payment methods, or money paid to the organiser by hand. */
export type PaidBy = PaymentMethod | 'manual';

/** Where a dispute stands (a provider's dispute event). */
export type DisputeState = 'open' | 'won' | 'lost';

/** A bank transfer's details, each labelled (the amount written too) in the mail's language. */
export interface TransferDetails {
  amount: Money;
  holder: string;
  iban: string;
  bic: string;
  reference: string;
}

/**
 * What a runner is told about: their registration, their waitlist offer, or the race itself. Money
 * comes as minor units and a currency (Money), which the mail writes in the recipient's language
 * (i18n.ts's moneyIn).
 */
export type MailNews =
  | { kind: 'confirmed' | 'updated' | 'withdrawn' | 'lapsed' | 'changed' | 'deleted' }
  | { kind: 'offer'; expiresAt: string }
  | { kind: 'bib'; bib: number; passQr?: string }
  | { kind: 'invited'; role: StaffRole; link: string }
  | { kind: 'payment_due'; total: Money; dueAt: string }
  | { kind: 'bank_transfer'; transfer: TransferDetails; dueAt: string; qrPng?: string }
  /** `paymentId`: the payment paid, whose receipt page the mail links to. */
  | { kind: 'receipt'; total: Money; method: PaidBy; paymentId?: string }
  | { kind: 'hold_expired'; refund?: Money }
  /** `reason`: why, as payments/late.ts words it (LATE_REASONS says it in other languages). */
  | { kind: 'late_refund'; total: Money; reason: string }
  | { kind: 'bank_partial'; received: Money; missing: Money; reference: string }
  | { kind: 'refund'; total: Money; manual: boolean; method?: string | null }
  | { kind: 'refund_done' | 'refund_failed'; total: Money }
  | { kind: 'transfer_offered'; from: string; link: string; fee: Money | null }
  | { kind: 'transferred_out'; to: string }
  | { kind: 'transferred_in'; bib: number | null }
  | { kind: 'deferred'; credit: Money; until: string }
  /** `detail`: the first discrepancy, as the books check words it (English). */
  | { kind: 'books_discrepancy'; count: number; detail: string; link: string }
  | { kind: 'dispute'; runner: string; total: Money; state: DisputeState; link: string }
  | { kind: 'ballot_entered'; drawAt: string }
  /**
   * `total`: null when the place is free; text from a ballot job written before money was written
   * in the mail's language (en-US), shown as it was stored.
   */
  | { kind: 'ballot_drawn'; total: Money | string | null; dueAt: string | null }
  | { kind: 'ballot_reserve'; reserveNumber: number }
  /** `passLink`: the runner's race pass (racePassUrl), which opens without an account. */
  | { kind: 'claim'; buyer: string; link: string; passLink: string };

/** What one kind of mail says; `waitlist` when the runner got it for being on the waitlist. */
interface Words {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** A second, lesser link after the button (the claim mail's claim link). */
  secondAction?: { label: string; url: string };
  waitlist?: boolean;
  /** Sent to someone invited to a race's staff, not to a runner. */
  staff?: boolean;
  /** Sent to the address a runner offered their place to, not to a runner of the race (yet). */
  offered?: boolean;
  /** Sent to the race's organiser, about the race's money. */
  organiser?: boolean;
  /** Sent to a runner someone else registered in their order (docs/orders.md). */
  ordered?: boolean;
  image?: MailImage;
}

/** `text` cut to at most `max` characters, an ellipsis marking the cut. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A staff role as a select key (ICU keys have no hyphen). */
const ROLE_KEYS: Record<StaffRole, string> = {
  'co-organiser': 'coOrganiser',
  'check-in': 'checkIn',
};

/** A late payment's reason in the recipient's language: one of LATE_REASONS, else as handed in. */
function lateReason(reason: string, say: Say): string {
  const known: Message | undefined = LATE_REASONS.find((r) => r.message === reason);
  return known === undefined ? reason : say(known);
}

/** Money as the mail's reader writes it. */
type SayMoney = (money: Money) => string;

/** A bank transfer's details as lines, labelled (the amount written too) in the mail's language. */
const transferLines = (t: TransferDetails, say: Say, money: SayMoney): string[] => [
  say(MAILS.bank_transfer.amount, { amount: money(t.amount) }),
  say(MAILS.bank_transfer.holder, { holder: t.holder }),
  say(MAILS.bank_transfer.iban, { iban: t.iban }),
  say(MAILS.bank_transfer.bic, { bic: t.bic }),
  say(MAILS.bank_transfer.reference, { reference: t.reference }),
];

function words(news: MailNews, race: Race, to: Recipient, site: string, language: Language): Words {
  const say = sayIn(language);
  const day = (iso: string) => raceDay(iso, language);
  const money: SayMoney = (m) => moneyIn(m, language);
  const { title } = race;
  const { firstName } = to;
  const seeRace = { label: say(COMMON.seeRace), url: raceLink(site, race) };
  const findAnother = { label: say(COMMON.findAnother), url: `${site}/marathons` };
  const applyList = { label: say(COMMON.applyList), url: myApplyListLink(site) };
  const openPass = { label: say(COMMON.openPass), url: myApplyListLink(site) };
  const payNow = { label: say(COMMON.payNow), url: myApplyListLink(site) };
  switch (news.kind) {
    case 'confirmed':
      return {
        subject: say(COMMON.registeredSubject, { title }),
        heading: say(COMMON.registeredHeading, { title }),
        paragraphs: [say(MAILS.confirmed.body, { firstName })],
        action: seeRace,
      };
    case 'updated':
      return {
        subject: say(MAILS.updated.subject, { title }),
        heading: say(MAILS.updated.heading, { title }),
        paragraphs: [say(MAILS.updated.body, { firstName })],
        action: applyList,
      };
    case 'withdrawn':
      return {
        subject: say(MAILS.withdrawn.subject, { title }),
        heading: say(MAILS.withdrawn.heading, { title }),
        paragraphs: [say(MAILS.withdrawn.body, { firstName })],
        action: findAnother,
      };
    case 'offer':
      return {
        subject: say(MAILS.offer.subject, { title }),
        heading: say(MAILS.offer.heading, { title }),
        paragraphs: [
          say(MAILS.offer.body, { firstName, expiresAt: day(news.expiresAt) }),
          say(MAILS.offer.accept),
        ],
        action: { label: say(MAILS.offer.action), url: myApplyListLink(site) },
        waitlist: true,
      };
    case 'lapsed':
      return {
        subject: say(MAILS.lapsed.subject, { title }),
        heading: say(MAILS.lapsed.heading, { title }),
        paragraphs: [say(MAILS.lapsed.body, { firstName })],
        action: seeRace,
        waitlist: true,
      };
    case 'changed':
      return {
        subject: say(MAILS.changed.subject, { title }),
        heading: say(MAILS.changed.heading, { title }),
        paragraphs: [say(MAILS.changed.body, { firstName })],
        action: seeRace,
      };
    case 'bib':
      return {
        subject: say(MAILS.bib.subject, { bib: news.bib, title }),
        heading: say(MAILS.bib.heading, { bib: news.bib, title }),
        paragraphs: [say(MAILS.bib.body, { firstName, bib: news.bib }), say(MAILS.bib.pass)],
        action: openPass,
        ...(news.passQr === undefined
          ? {}
          : { image: { src: `cid:${PASS_QR_CID}`, alt: say(MAILS.bib.qrAlt, { title }) } }),
      };
    case 'invited': {
      const role = ROLE_KEYS[news.role];
      return {
        // The title is the inviter's text: quoted and cut, so a subject never reads as RUN's own words.
        subject: say(MAILS.invited.subject, { title: cut(title, 60) }),
        heading: say(MAILS.invited.heading, { title, role }),
        paragraphs: [say(MAILS.invited.body, { title, role }), say(MAILS.invited.link)],
        action: { label: say(MAILS.invited.action), url: news.link },
        staff: true,
      };
    }
    case 'ballot_entered':
      return {
        subject: say(MAILS.ballot_entered.subject, { title }),
        heading: say(MAILS.ballot_entered.heading, { title }),
        paragraphs: [
          say(MAILS.ballot_entered.body, { firstName, drawAt: day(news.drawAt) }),
          say(MAILS.ballot_entered.check),
        ],
        action: applyList,
      };
    case 'ballot_drawn':
      return {
        subject: say(MAILS.ballot_drawn.subject, { title }),
        heading: say(MAILS.ballot_drawn.heading, { title }),
        paragraphs:
          news.total === null || news.dueAt === null
            ? [say(MAILS.ballot_drawn.confirmed, { firstName })]
            : [
                say(MAILS.ballot_drawn.pay, {
                  firstName,
                  total: typeof news.total === 'string' ? news.total : money(news.total),
                  dueAt: day(news.dueAt),
                }),
              ],
        action: news.total === null ? applyList : payNow,
      };
    case 'ballot_reserve':
      return {
        subject: say(MAILS.ballot_reserve.subject, { title }),
        heading: say(MAILS.ballot_reserve.heading, { reserveNumber: news.reserveNumber }),
        paragraphs: [
          say(MAILS.ballot_reserve.body, { firstName, title, reserveNumber: news.reserveNumber }),
        ],
        action: applyList,
      };
    case 'payment_due':
      return {
        subject: say(MAILS.payment_due.subject, { title }),
        heading: say(MAILS.payment_due.heading, { title, dueAt: day(news.dueAt) }),
        paragraphs: [
          say(MAILS.payment_due.body, {
            firstName,
            total: money(news.total),
            dueAt: day(news.dueAt),
          }),
        ],
        action: payNow,
      };
    case 'bank_transfer':
      return {
        subject: say(MAILS.bank_transfer.subject, { title }),
        heading: say(MAILS.bank_transfer.heading, { title }),
        paragraphs: [
          say(MAILS.bank_transfer.body, { firstName, dueAt: day(news.dueAt) }),
          ...transferLines(news.transfer, say, money),
        ],
        action: applyList,
        ...(news.qrPng === undefined
          ? {}
          : { image: { src: `cid:${PASS_QR_CID}`, alt: say(MAILS.bank_transfer.qrAlt) } }),
      };
    case 'receipt':
      return {
        subject: say(MAILS.receipt.subject, { title }),
        heading: say(MAILS.receipt.heading, { title }),
        paragraphs: [
          say(MAILS.receipt.body, {
            firstName,
            total: money(news.total),
            method: say(PAID_BY[news.method]),
          }),
          say(COMMON.passInApplyList),
          ...(news.paymentId === undefined
            ? []
            : [say(MAILS.receipt.pdf, { link: receiptLink(site, race.id, news.paymentId) })]),
        ],
        action: openPass,
      };
    case 'hold_expired':
      return {
        subject: say(MAILS.hold_expired.subject, { title }),
        heading: say(MAILS.hold_expired.heading, { title }),
        paragraphs: [
          say(MAILS.hold_expired.body, { firstName }),
          ...(news.refund === undefined
            ? []
            : [say(MAILS.hold_expired.refund, { refund: money(news.refund) })]),
        ],
        action: seeRace,
      };
    case 'refund': {
      const total = money(news.total);
      const values = { firstName, total };
      return {
        subject: say(MAILS.refund.subject, { title }),
        heading: say(MAILS.refund.heading, { total, title }),
        paragraphs: [
          news.manual
            ? say(MAILS.refund.manual, values)
            : isPaymentMethod(news.method)
              ? say(REFUNDED_TO[news.method], values)
              : say(MAILS.refund.anyWay, values),
          say(MAILS.refund.status),
        ],
        action: applyList,
      };
    }
    case 'refund_done':
      return {
        subject: say(MAILS.refund_done.subject, { title }),
        heading: say(MAILS.refund_done.subject, { title }),
        paragraphs: [say(MAILS.refund_done.body, { firstName, total: money(news.total) })],
        action: applyList,
      };
    case 'refund_failed':
      return {
        subject: say(MAILS.refund_failed.subject, { title }),
        heading: say(MAILS.refund_failed.subject, { title }),
        paragraphs: [say(MAILS.refund_failed.body, { firstName, total: money(news.total) })],
        action: applyList,
      };
    case 'bank_partial': {
      const missing = money(news.missing);
      return {
        subject: say(MAILS.bank_partial.subject, { title }),
        heading: say(MAILS.bank_partial.heading, { missing, title }),
        paragraphs: [
          say(MAILS.bank_partial.body, {
            firstName,
            received: money(news.received),
            missing,
            reference: news.reference,
          }),
          say(MAILS.bank_partial.expires),
        ],
        action: applyList,
      };
    }
    case 'late_refund':
      return {
        subject: say(MAILS.late_refund.subject, { title }),
        heading: say(MAILS.late_refund.heading, { title }),
        paragraphs: [
          say(MAILS.late_refund.body, {
            firstName,
            reason: lateReason(news.reason, say),
            total: money(news.total),
          }),
        ],
        action: findAnother,
      };
    case 'transfer_offered':
      return {
        subject: say(MAILS.transfer_offered.subject, { title }),
        heading: say(MAILS.transfer_offered.heading, { from: news.from, title }),
        paragraphs: [
          say(MAILS.transfer_offered.body, { from: news.from, title }),
          news.fee === null
            ? say(MAILS.transfer_offered.link)
            : say(MAILS.transfer_offered.linkWithFee, { fee: money(news.fee) }),
        ],
        action: { label: say(MAILS.transfer_offered.action), url: news.link },
        offered: true,
      };
    case 'transferred_out':
      return {
        subject: say(MAILS.transferred_out.subject, { title }),
        heading: say(MAILS.transferred_out.heading, { title, to: news.to }),
        paragraphs: [say(MAILS.transferred_out.body, { firstName, to: news.to })],
        action: applyList,
      };
    case 'claim': {
      // The buyer's name is typed by them: cut, so the mail carries no message of theirs.
      const buyer = cut(news.buyer, 60);
      return {
        subject: say(MAILS.claim.subject, { buyer: cut(buyer, 40), title }),
        heading: say(COMMON.registeredHeading, { title }),
        paragraphs: [
          say(MAILS.claim.body, { firstName, buyer, title }),
          say(MAILS.claim.pass),
          say(MAILS.claim.own),
        ],
        action: { label: say(COMMON.openPass), url: news.passLink },
        secondAction: { label: say(MAILS.claim.action), url: news.link },
        ordered: true,
      };
    }
    case 'transferred_in':
      return {
        subject: say(COMMON.registeredSubject, { title }),
        heading: say(MAILS.transferred_in.heading, { title }),
        paragraphs: [
          news.bib === null
            ? say(MAILS.transferred_in.body, { firstName })
            : say(MAILS.transferred_in.bodyWithBib, { firstName, bib: news.bib }),
          say(COMMON.passInApplyList),
        ],
        action: openPass,
      };
    case 'deferred':
      return {
        subject: say(MAILS.deferred.subject, { title }),
        heading: say(MAILS.deferred.heading, { title }),
        paragraphs: [
          say(MAILS.deferred.body, {
            firstName,
            credit: money(news.credit),
            until: day(news.until),
          }),
          say(MAILS.deferred.applied),
        ],
        action: findAnother,
      };
    case 'books_discrepancy':
      return {
        subject: say(MAILS.books_discrepancy.subject, { title: cut(title, 60) }),
        heading: say(MAILS.books_discrepancy.subject, { title }),
        paragraphs: [
          say(MAILS.books_discrepancy.body, { title, count: news.count }),
          say(MAILS.books_discrepancy.first, { detail: news.detail }),
          say(MAILS.books_discrepancy.look),
        ],
        action: { label: say(MAILS.books_discrepancy.action), url: news.link },
        organiser: true,
      };
    case 'dispute': {
      const { runner, state } = news;
      const total = money(news.total);
      return {
        subject: say(MAILS.dispute.subject, { title: cut(title, 60) }),
        heading: say(MAILS.dispute.heading, { runner, total }),
        paragraphs: [
          say(MAILS.dispute.body, { runner, total, title, state }),
          say(MAILS.dispute.stays),
        ],
        action: { label: say(MAILS.dispute.action), url: news.link },
        organiser: true,
      };
    }
    case 'deleted':
      return {
        subject: say(MAILS.deleted.subject, { title }),
        heading: say(MAILS.deleted.heading, { title }),
        paragraphs: [say(MAILS.deleted.body, { firstName })],
        action: findAnother,
      };
  }
}

/** Why this address got the mail (its footer). */
function reasonOf(w: Words): Message {
  if (w.organiser) return REASONS.organiser;
  if (w.staff) return REASONS.staff;
  if (w.offered) return REASONS.offered;
  if (w.ordered) return REASONS.ordered;
  return w.waitlist ? REASONS.waitlist : REASONS.registered;
}

/** The mail of `news` to `to`, in `to.language` (English when not said). */
export function raceMail(news: MailNews, race: Race, to: Recipient, site: string): RenderedMail {
  const language = to.language ?? DEFAULT_LANGUAGE;
  const say = sayIn(language);
  const w = words(news, race, to, site, language);
  const { subject, heading, paragraphs, action, secondAction, image } = w;
  return render(subject, {
    heading,
    paragraphs,
    facts: raceFacts(race, language, say),
    action,
    ...(secondAction ? { secondAction } : {}),
    reason: say(reasonOf(w), { title: race.title }),
    site,
    ...(image ? { image } : {}),
    language,
  });
}
