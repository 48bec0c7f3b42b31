// Who runs this RUN site and the words of its own pages, in one place: whoever operates a RUN site
// edits this file (README, "Your site's own pages") and the footer, the Contact, FAQ, Terms of
// Service and Privacy pages follow. A site that takes card payments must say who it is, how to reach
// it and what it does with runners' data; these are the texts of RUN's own deployment.

export const operator = {
  name: 'RUN Events, Inc.',
  address: '123 Marathon Way, Suite 42, Boston, MA 02116',
  phone: '+1 (555) 123-4567',
  phoneHref: 'tel:+15551234567',
  hours: 'Mon-Fri 9AM-5PM',
  email: 'hello@run-events.example',
  supportEmail: 'support@run-events.example',
  privacyEmail: 'privacy@run-events.example',
} as const;

/** The date the Terms of Service and the Privacy Policy last changed (YYYY-MM-DD). */
export const legalUpdated = '2026-11-25';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export const faqs = [
  {
    question: 'How do I register for a marathon?',
    answer:
      'Log in to your account, open the marathon you want to run from the Marathons page and use the Register button on its details page. Fill in your details and you are on the start list.',
  },
  {
    question: 'How can I add my own marathon event?',
    answer:
      "Go to the Dashboard and choose 'Add Marathon'. Enter the title, the dates, the location and the running distance, add an image and a description, and your event is published.",
  },
  {
    question: 'Where can I see the marathons I registered for?',
    answer:
      "Your registrations appear under 'My Apply List' in the Dashboard. There you can update or delete a registration at any time before the event starts.",
  },
  {
    question: 'What payment methods are accepted?',
    answer: 'Entry fees can be paid by credit or debit card, PayPal or bank transfer.',
  },
  {
    question: 'What is the refund policy?',
    answer:
      'Refunds vary by event. Typically you get a full refund up to 30 days before the race and a partial refund up to 14 days before.',
  },
] as const;

export const terms: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      `${operator.name} (${operator.address}) runs this site. Race organisers use it to publish their races and take registrations; runners use it to find races, register and pay.`,
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You need an account to register for a race or to add one. Keep your password to yourself; what is done with your account is done by you. You may close your account at any time by writing to us.',
    ],
  },
  {
    title: 'Registering for a race',
    paragraphs: [
      'A race is organised by its organiser, not by us: its distances, prices, limits, rules, waiver and refund policy are theirs, and are shown on the race before you register. Your registration is a contract between you and the organiser.',
      'A place held for payment is yours only once it is paid within the time shown; an unpaid hold ends and the place goes to the next runner.',
    ],
  },
  {
    title: 'Payments and refunds',
    paragraphs: [
      'Card and PayPal payments are processed by Stripe and PayPal; we never see or store your card number. The price you pay is the one the site shows at checkout, worked out on our server.',
      'Refunds follow the race’s policy as shown when you withdraw. A refund goes back the way you paid, never more than you paid.',
    ],
  },
  {
    title: 'Organisers',
    paragraphs: [
      'An organiser is responsible for their race, its content and the runners’ data they see, which they may use only to run the race. Card payments are paid out to the organiser’s own payout account, less the site’s fee shown when they set up payments.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      `We may change these terms; the date above says when they last changed. Questions: ${operator.email}.`,
    ],
  },
];

export const privacy: LegalSection[] = [
  {
    title: 'What we keep',
    paragraphs: [
      'Your account: your email address and, if you give them, your name and photo. For each race you register for: the details its form asks (name, phone, emergency contact, date of birth, answers to the organiser’s questions), your place, bib, check-in and result, and your payments (amount, method, status; never your card number).',
    ],
  },
  {
    title: 'Who sees it',
    paragraphs: [
      'The organisers of a race you register for see what you gave for that race, to run it. Their check-in staff see your name, bib and whether you have checked in. Published results show your name, time and places, unless you hide your name. Nobody else sees your contact details, date of birth or answers.',
      'Stripe and PayPal process your payments; our mail provider delivers the mails the site sends you.',
    ],
  },
  {
    title: 'Mails',
    paragraphs: [
      'We mail you about your registrations and the races you entered (confirmations, changes, offers, receipts, results). We do not sell your address or send advertising.',
    ],
  },
  {
    title: 'How long',
    paragraphs: [
      'A registration is kept for as long as its race’s records are needed, including the organiser’s accounting. Closing your account removes your account; ask us and we remove your registrations where the law lets us.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      `You may see, correct, export or delete your data. Write to ${operator.privacyEmail} and we answer within 30 days.`,
    ],
  },
];
