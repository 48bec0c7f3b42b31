// The mails RUN sends to a runner about a race, one pure function: (news, race, runner, site) ->
// subject, text, html. Each kind says its own words; the race facts and the layout are the same in all.
import { isPaymentMethod, methodInfo } from '@run/contract/domain/payment-methods';

import type { MailJobRace } from '../store/mail-job-doc.js';
import { render, type MailImage, type RenderedMail } from './layout.js';

/** The race pass QR code's attachment id, which the bib mail's HTML shows inline. */
export const PASS_QR_CID = 'race-pass';

/** What a mail says about the race (from the marathon document, see race.ts); a job stores the same. */
export type Race = MailJobRace;

export interface Recipient {
  firstName: string;
}

/** The race's date as the runner reads it (UTC, like the stored day). */
export function raceDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'date to be announced';
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * When the race starts as its runners read it: the day, and the local time where one is set
 * ("Sunday, 11 April 2027 at 07:30 (America/Chicago)"), never a UTC midnight.
 */
export function raceStart(race: Pick<Race, 'start' | 'startTime' | 'timeZone'>): string {
  const date = new Date(race.start);
  if (Number.isNaN(date.getTime())) return 'date to be announced';
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(date);
  if (race.startTime === null) return day;
  return `${day} at ${race.startTime}${race.timeZone === null ? '' : ` (${race.timeZone})`}`;
}

const raceFacts = (race: Race): Array<[string, string]> => [
  ['Race', race.title],
  ['Date', raceStart(race)],
  ['Place', race.location],
  ['Distance', race.distance],
];

export const raceLink = (site: string, race: Race) =>
  `${site}/marathons/${encodeURIComponent(race.id)}`;
export const myApplyListLink = (site: string) => `${site}/dashboard/applied-marathons`;

/** A payment's receipt page (the checkout's Done step, docs/payments.md "Receipts"). */
export const receiptLink = (site: string, raceId: string, paymentId: string) =>
  `${site}/marathons/${encodeURIComponent(raceId)}/receipts/${encodeURIComponent(paymentId)}`;

/** What a runner is told about: their registration, their waitlist offer, or the race itself. */
export type MailNews =
  | { kind: 'confirmed' | 'updated' | 'withdrawn' | 'lapsed' | 'changed' | 'deleted' }
  | { kind: 'offer'; expiresAt: string }
  | { kind: 'bib'; bib: number; passQr?: string }
  | { kind: 'invited'; role: string; link: string }
  | { kind: 'payment_due'; total: string; dueAt: string }
  | { kind: 'bank_transfer'; lines: string[]; dueAt: string; qrPng?: string }
  /** `paymentId`: the payment paid, whose receipt page the mail links to. */
  | { kind: 'receipt'; total: string; method: string; paymentId?: string }
  | { kind: 'hold_expired'; refund?: string }
  | { kind: 'late_refund'; total: string; reason: string }
  | { kind: 'bank_partial'; received: string; missing: string; reference: string }
  | { kind: 'refund'; total: string; manual: boolean; method?: string | null }
  | { kind: 'refund_done' | 'refund_failed'; total: string }
  | { kind: 'transfer_offered'; from: string; link: string; fee: string | null }
  | { kind: 'transferred_out'; to: string }
  | { kind: 'transferred_in'; bib: number | null }
  | { kind: 'deferred'; credit: string; until: string }
  | { kind: 'books_discrepancy'; count: number; detail: string; link: string }
  | { kind: 'dispute'; runner: string; total: string; state: string; link: string }
  | { kind: 'ballot_entered'; drawAt: string }
  | { kind: 'ballot_drawn'; total: string | null; dueAt: string | null }
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

function words(news: MailNews, race: Race, to: Recipient, site: string): Words {
  const { title } = race;
  const hi = `Hi ${to.firstName},`;
  const seeRace = { label: 'See the race', url: raceLink(site, race) };
  const findAnother = { label: 'Find another race', url: `${site}/marathons` };
  const applyList = { label: 'Open My Apply List', url: myApplyListLink(site) };
  switch (news.kind) {
    case 'confirmed':
      return {
        subject: `You are registered: ${title}`,
        heading: `You are registered for ${title}`,
        paragraphs: [`${hi} your place is confirmed. The race is attached as a calendar file.`],
        action: seeRace,
      };
    case 'updated':
      return {
        subject: `Registration updated: ${title}`,
        heading: `Your registration for ${title} was updated`,
        paragraphs: [`${hi} the details of your registration were changed.`],
        action: applyList,
      };
    case 'withdrawn':
      return {
        subject: `Registration withdrawn: ${title}`,
        heading: `You withdrew from ${title}`,
        paragraphs: [`${hi} your registration is withdrawn and your place released.`],
        action: findAnother,
      };
    case 'offer':
      return {
        subject: `A place is yours if you want it: ${title}`,
        heading: `A place in ${title} is held for you`,
        paragraphs: [
          `${hi} a place freed up and it is held for you alone until ${raceDay(news.expiresAt)} (UTC).`,
          'Accept it in My Apply List before then, or it passes to the next runner.',
        ],
        action: { label: 'Accept the place', url: myApplyListLink(site) },
        waitlist: true,
      };
    case 'lapsed':
      return {
        subject: `Your offer lapsed: ${title}`,
        heading: `The place in ${title} has passed on`,
        paragraphs: [
          `${hi} the place held for you was not taken in time, so it went to the next runner on the waitlist.`,
        ],
        action: seeRace,
        waitlist: true,
      };
    case 'changed':
      return {
        subject: `Race details changed: ${title}`,
        heading: `${title} has changed`,
        paragraphs: [
          `${hi} the organiser changed the date, place or distance. These are the details now:`,
        ],
        action: seeRace,
      };
    case 'bib':
      return {
        subject: `Your bib is ${news.bib}: ${title}`,
        heading: `Your bib for ${title} is ${news.bib}`,
        paragraphs: [
          `${hi} your bib number is ${news.bib}.`,
          'Your race pass, a QR code to show at packet pick-up, is in My Apply List; once opened there it stays on your phone, even without a connection.',
        ],
        action: { label: 'Open my race pass', url: myApplyListLink(site) },
        ...(news.passQr === undefined
          ? {}
          : {
              image: {
                src: `cid:${PASS_QR_CID}`,
                alt: `Race pass QR code for ${title}: show it at packet pick-up`,
              },
            }),
      };
    case 'invited':
      return {
        // The title is the inviter's text: quoted and cut, so a subject never reads as RUN's own words.
        subject: `You are invited to help with “${cut(title, 60)}”`,
        heading: `Help with ${title} as ${news.role}`,
        paragraphs: [
          `${hi} the organiser of ${title} invites you to its staff as ${news.role}.`,
          'The link works once and for 7 days; sign in or create an account with RUN to accept.',
        ],
        action: { label: 'Accept the invitation', url: news.link },
        staff: true,
      };
    case 'ballot_entered':
      return {
        subject: `You are in the ballot: ${title}`,
        heading: `You are in the ballot for ${title}`,
        paragraphs: [
          `${hi} your entry is in. The draw is on ${raceDay(news.drawAt)} (UTC); we will mail you the result.`,
          'Anyone can check the draw: the race page links to how it is made.',
        ],
        action: applyList,
      };
    case 'ballot_drawn':
      return {
        subject: `You were drawn: ${title}`,
        heading: `You have a place in ${title}`,
        paragraphs:
          news.total === null || news.dueAt === null
            ? [`${hi} you were drawn in the ballot and your place is confirmed.`]
            : [
                `${hi} you were drawn in the ballot. Pay ${news.total} by ${raceDay(news.dueAt)} (UTC) to confirm your place; unpaid, it passes to the first runner in reserve.`,
              ],
        action: news.total === null ? applyList : { label: 'Pay now', url: myApplyListLink(site) },
      };
    case 'ballot_reserve':
      return {
        subject: `Ballot result: ${title}`,
        heading: `Not drawn this time: reserve number ${news.reserveNumber}`,
        paragraphs: [
          `${hi} you were not drawn for ${title}. You are number ${news.reserveNumber} in reserve: when a place comes free, it is offered to the reserves in order, and we mail you if it is your turn.`,
        ],
        action: applyList,
      };
    case 'payment_due':
      return {
        subject: `Payment due: ${title}`,
        heading: `Your place in ${title} is held until ${raceDay(news.dueAt)} (UTC)`,
        paragraphs: [
          `${hi} your place is held for you. Pay ${news.total} by ${raceDay(news.dueAt)} (UTC) to confirm it; unpaid, it is released then.`,
        ],
        action: { label: 'Pay now', url: myApplyListLink(site) },
      };
    case 'bank_transfer':
      return {
        subject: `Bank transfer details: ${title}`,
        heading: `Pay for ${title} by bank transfer`,
        paragraphs: [
          `${hi} transfer the amount below by ${raceDay(news.dueAt)} (UTC), quoting the reference exactly, or scan the QR code with your banking app.`,
          ...news.lines,
        ],
        action: applyList,
        ...(news.qrPng === undefined
          ? {}
          : { image: { src: `cid:${PASS_QR_CID}`, alt: 'Bank transfer QR code (EPC)' } }),
      };
    case 'receipt':
      return {
        subject: `Receipt: ${title}`,
        heading: `Paid: your place in ${title} is confirmed`,
        paragraphs: [
          `${hi} we received ${news.total} by ${news.method}. Your place is confirmed.`,
          'Your race pass is in My Apply List.',
          ...(news.paymentId === undefined
            ? []
            : [`Your receipt, also as a PDF: ${receiptLink(site, race.id, news.paymentId)}`]),
        ],
        action: { label: 'Open my race pass', url: myApplyListLink(site) },
      };
    case 'hold_expired':
      return {
        subject: `Place released: ${title}`,
        heading: `Your held place in ${title} has expired`,
        paragraphs: [
          `${hi} the payment did not arrive in time, so the place held for you was released. You may register again while places are left.`,
          ...(news.refund === undefined
            ? []
            : [`The ${news.refund} that did arrive by bank transfer is refunded to you.`]),
        ],
        action: seeRace,
      };
    case 'refund':
      return {
        subject: `Refund: ${title}`,
        heading: `${news.total} of your payment for ${title} goes back to you`,
        paragraphs: [
          news.manual
            ? `${hi} ${news.total} is refunded to you: the organiser pays it back the way you paid.`
            : isPaymentMethod(news.method)
              ? `${hi} ${news.total} is refunded to you: it goes back to the ${methodInfo(news.method).refundsTo} you paid with.`
              : `${hi} ${news.total} is refunded to you: it goes back the way you paid.`,
          'My Apply List shows where the refund stands.',
        ],
        action: applyList,
      };
    case 'refund_done':
      return {
        subject: `Your refund for ${title} is complete`,
        heading: `Your refund for ${title} is complete`,
        paragraphs: [`${hi} ${news.total} has been given back to you.`],
        action: applyList,
      };
    case 'refund_failed':
      return {
        subject: `Your refund for ${title} did not go through`,
        heading: `Your refund for ${title} did not go through`,
        paragraphs: [
          `${hi} ${news.total} could not be given back the way you paid. The organiser will be in touch to refund you another way.`,
        ],
        action: applyList,
      };
    case 'bank_partial':
      return {
        subject: `Payment incomplete: ${title}`,
        heading: `${news.missing} of your payment for ${title} is missing`,
        paragraphs: [
          `${hi} we received ${news.received} by bank transfer, and ${news.missing} is still missing. Please transfer it with the same reference, ${news.reference}, before your held place expires.`,
          'My Apply List shows when it expires.',
        ],
        action: { label: 'Open My Apply List', url: myApplyListLink(site) },
      };
    case 'late_refund':
      return {
        subject: `Refunded: ${title}`,
        heading: `Your payment for ${title} is refunded`,
        paragraphs: [`${hi} ${news.reason} ${news.total} is refunded to you in full.`],
        action: findAnother,
      };
    case 'transfer_offered':
      return {
        subject: `A place in ${title} is offered to you`,
        heading: `${news.from} offers you their place in ${title}`,
        paragraphs: [
          `${hi} ${news.from} wants to give you their place in ${title}.`,
          news.fee === null
            ? 'The link works once and for 48 hours; sign in or create an account with RUN, then fill in your own registration.'
            : `The link works once and for 48 hours; sign in or create an account with RUN, then fill in your own registration and pay the transfer fee of ${news.fee}.`,
        ],
        action: { label: 'Take the place', url: news.link },
        offered: true,
      };
    case 'transferred_out':
      return {
        subject: `Place transferred: ${title}`,
        heading: `Your place in ${title} now belongs to ${news.to}`,
        paragraphs: [
          `${hi} ${news.to} accepted your transfer. Your registration and race pass are no longer valid.`,
        ],
        action: { label: 'Open My Apply List', url: myApplyListLink(site) },
      };
    case 'claim': {
      // The buyer's name is typed by them: cut, so the mail carries no message of theirs.
      const buyer = cut(news.buyer, 60);
      return {
        subject: `${cut(buyer, 40)} registered you: ${title}`,
        heading: `You are registered for ${title}`,
        paragraphs: [
          `${hi} ${buyer} registered you for ${title} and your place is confirmed.`,
          'Your race pass is a QR code to show at packet pick-up: open it with the first link, no account needed.',
          'To manage the place yourself, take it into your own RUN account with the second link: it works once and for 30 days.',
        ],
        action: { label: 'Open my race pass', url: news.passLink },
        secondAction: { label: 'Claim my place', url: news.link },
        ordered: true,
      };
    }
    case 'transferred_in':
      return {
        subject: `You are registered: ${title}`,
        heading: `The place in ${title} is yours`,
        paragraphs: [
          news.bib === null
            ? `${hi} the transfer is done and your place is confirmed.`
            : `${hi} the transfer is done and your place is confirmed. Your bib number is ${news.bib}.`,
          'Your race pass is in My Apply List.',
        ],
        action: { label: 'Open my race pass', url: myApplyListLink(site) },
      };
    case 'deferred':
      return {
        subject: `Place deferred: ${title}`,
        heading: `Your place in ${title} is deferred`,
        paragraphs: [
          `${hi} your place went back to the race. You have a credit of ${news.credit} for a later race of the same organiser, until ${raceDay(news.until)} (UTC).`,
          'It is applied when you register; My Apply List shows it.',
        ],
        action: { label: 'Find another race', url: `${site}/marathons` },
      };
    case 'books_discrepancy':
      return {
        subject: `The books of ${cut(title, 60)} do not balance`,
        heading: `The books of ${title} do not balance`,
        paragraphs: [
          `${hi} the daily check of ${title}’s money found ${news.count === 1 ? 'one discrepancy' : `${news.count} discrepancies`} between its payments, refunds and places.`,
          `The first: ${news.detail}`,
          'Open the race’s books to see each one. Nothing was changed: a person should look.',
        ],
        action: { label: 'Open the books', url: news.link },
        organiser: true,
      };
    case 'dispute':
      return {
        subject: `A payment for ${cut(title, 60)} is disputed`,
        heading: `${news.runner}’s payment of ${news.total} is disputed`,
        paragraphs: [
          `${hi} the payment provider reports a dispute (a chargeback) on ${news.runner}’s payment of ${news.total} for ${title}: ${news.state}.`,
          'The runner stays registered and is marked as disputed in the participant list. Answer the dispute in the provider’s dashboard.',
        ],
        action: { label: 'Open the payments', url: news.link },
        organiser: true,
      };
    case 'deleted':
      return {
        subject: `Race cancelled: ${title}`,
        heading: `${title} is cancelled`,
        paragraphs: [
          `${hi} the organiser removed this race from RUN, and your registration with it.`,
        ],
        action: findAnother,
      };
  }
}

export function raceMail(news: MailNews, race: Race, to: Recipient, site: string): RenderedMail {
  const {
    subject,
    heading,
    paragraphs,
    action,
    secondAction,
    waitlist,
    staff,
    offered,
    ordered,
    organiser,
    image,
  } = words(news, race, to, site);
  const reason = organiser
    ? `You get this mail because you organise ${race.title} on RUN.`
    : staff
      ? `You get this mail because the organiser of ${race.title} on RUN invited this address.`
      : offered
        ? `You get this mail because a runner of ${race.title} on RUN offered their place to this address.`
        : ordered
          ? `You get this mail because a runner registered this address for ${race.title} on RUN.`
          : waitlist
            ? `You get this mail because you joined the waitlist for ${race.title} on RUN.`
            : `You get this mail because you registered for ${race.title} on RUN.`;
  return render(subject, {
    heading,
    paragraphs,
    facts: raceFacts(race),
    action,
    ...(secondAction ? { secondAction } : {}),
    reason,
    site,
    ...(image ? { image } : {}),
  });
}
