// Who runs this RUN site and the words of its own pages, in one place: whoever operates a RUN site
// edits this file (README, "Your site's own pages") and the footer, the Contact, FAQ, Terms of
// Service and Privacy pages follow. A site that takes card payments must say who it is, how to reach
// it and what it does with runners' data; these are the texts of RUN's own deployment.
// The words are English messages of the catalogues (docs/languages.md): an edited text is extracted
// and translated again. Each is read in the language shown when a page renders it, never once at
// load, since the language can change while the app runs.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { i18n } from '@/lib/i18n';

type Words = Record<string, MessageDescriptor | readonly MessageDescriptor[]>;
type Shown<W extends Words> = {
  readonly [K in keyof W]: W[K] extends MessageDescriptor ? string : string[];
};

/** The texts as plain strings, each translated when it is read. */
function shown<W extends Words>(words: W): Shown<W> {
  const texts = {};
  for (const [key, text] of Object.entries(words)) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => ('id' in text ? i18n._(text) : text.map((paragraph) => i18n._(paragraph))),
    });
  }
  return texts as Shown<W>;
}

export const operator = {
  name: 'RUN Events, Inc.',
  address: '123 Marathon Way, Suite 42, Boston, MA 02116',
  phone: '+1 (555) 123-4567',
  phoneHref: 'tel:+15551234567',
  get hours(): string {
    return i18n._(msg`Mon-Fri 9AM-5PM`);
  },
  email: 'hello@run-events.example',
  supportEmail: 'support@run-events.example',
  privacyEmail: 'privacy@run-events.example',
} as const;

const { name: operatorName, address: operatorAddress, email, privacyEmail } = operator;

/** The date the Terms of Service and the Privacy Policy last changed (YYYY-MM-DD). */
export const legalUpdated = '2026-11-25';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export const faqs = [
  shown({
    question: msg`How do I register for a marathon?`,
    answer: msg`Log in to your account, open the marathon you want to run from the Marathons page and use the Register button on its details page. Fill in your details and you are on the start list.`,
  }),
  shown({
    question: msg`How can I add my own marathon event?`,
    answer: msg`Go to the Dashboard and choose 'Add Marathon'. Enter the title, the dates, the location and the running distance, add an image and a description, and your event is published.`,
  }),
  shown({
    question: msg`Where can I see the marathons I registered for?`,
    answer: msg`Your registrations appear under 'My Apply List' in the Dashboard. There you can update or delete a registration at any time before the event starts.`,
  }),
  shown({
    question: msg`What payment methods are accepted?`,
    answer: msg`Entry fees can be paid by credit or debit card, PayPal or bank transfer.`,
  }),
  shown({
    question: msg`What is the refund policy?`,
    answer: msg`Refunds vary by event. Typically you get a full refund up to 30 days before the race and a partial refund up to 14 days before.`,
  }),
];

export const terms: LegalSection[] = [
  shown({
    title: msg`Who we are`,
    paragraphs: [
      msg`${operatorName} (${operatorAddress}) runs this site. Race organisers use it to publish their races and take registrations; runners use it to find races, register and pay.`,
    ],
  }),
  shown({
    title: msg`Your account`,
    paragraphs: [
      msg`You need an account to register for a race or to add one. Keep your password to yourself; what is done with your account is done by you. You may close your account at any time by writing to us.`,
    ],
  }),
  shown({
    title: msg`Registering for a race`,
    paragraphs: [
      msg`A race is organised by its organiser, not by us: its distances, prices, limits, rules, waiver and refund policy are theirs, and are shown on the race before you register. Your registration is a contract between you and the organiser.`,
      msg`A place held for payment is yours only once it is paid within the time shown; an unpaid hold ends and the place goes to the next runner.`,
    ],
  }),
  shown({
    title: msg`Payments and refunds`,
    paragraphs: [
      msg`Card and PayPal payments are processed by Stripe and PayPal; we never see or store your card number. The price you pay is the one the site shows at checkout, worked out on our server.`,
      msg`Refunds follow the race’s policy as shown when you withdraw. A refund goes back the way you paid, never more than you paid.`,
    ],
  }),
  shown({
    title: msg`Organisers`,
    paragraphs: [
      msg`An organiser is responsible for their race, its content and the runners’ data they see, which they may use only to run the race. Card payments are paid out to the organiser’s own payout account, less the site’s fee shown when they set up payments.`,
    ],
  }),
  shown({
    title: msg`Changes and contact`,
    paragraphs: [
      msg`We may change these terms; the date above says when they last changed. Questions: ${email}.`,
    ],
  }),
];

export const privacy: LegalSection[] = [
  shown({
    title: msg`What we keep`,
    paragraphs: [
      msg`Your account: your email address and, if you give them, your name and photo. For each race you register for: the details its form asks (name, phone, emergency contact, date of birth, answers to the organiser’s questions), your place, bib, check-in and result, and your payments (amount, method, status; never your card number).`,
    ],
  }),
  shown({
    title: msg`Who sees it`,
    paragraphs: [
      msg`The organisers of a race you register for see what you gave for that race, to run it. Their check-in staff see your name, bib and whether you have checked in. Published results show your name, time and places, unless you hide your name. Nobody else sees your contact details, date of birth or answers.`,
      msg`Stripe and PayPal process your payments; our mail provider delivers the mails the site sends you.`,
    ],
  }),
  shown({
    title: msg`Mails`,
    paragraphs: [
      msg`We mail you about your registrations and the races you entered (confirmations, changes, offers, receipts, results). We do not sell your address or send advertising.`,
    ],
  }),
  shown({
    title: msg`How long`,
    paragraphs: [
      msg`A registration is kept for as long as its race’s records are needed, including the organiser’s accounting. Closing your account removes your account; ask us and we remove your registrations where the law lets us.`,
    ],
  }),
  shown({
    title: msg`Your rights`,
    paragraphs: [
      msg`You may see, correct, export or delete your data. Write to ${privacyEmail} and we answer within 30 days.`,
    ],
  }),
];
