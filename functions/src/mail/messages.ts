// Every word RUN's mails say, in English, the source language (docs/languages.md, "Mails"): one
// ICU MessageFormat message per sentence, with a stable id. `npm -w functions run i18n:extract`
// (Lingui) copies them into src/mail/locales/<language>.json, where German, French and Spanish are
// translated; i18n.ts says them in the recipient's language. A message marked `/*i18n*/` is what
// the extractor finds: keep the mark on each. Placeholders are the values the templates hand in
// ({title}, {firstName}, ...); a translation keeps every one (locales.test.ts).
import type { PaymentMethod } from '@run/contract/domain/payment-methods';

/** One message: its id in every catalogue, and its English text. */
export interface Message {
  readonly id: string;
  readonly message: string;
}

/** What a runner's mail says about the race, and where it leads. */
export const COMMON = {
  seeRace: /*i18n*/ { id: 'action.seeRace', message: 'See the race' },
  findAnother: /*i18n*/ { id: 'action.findAnother', message: 'Find another race' },
  applyList: /*i18n*/ { id: 'action.applyList', message: 'Open My Apply List' },
  openPass: /*i18n*/ { id: 'action.openPass', message: 'Open my race pass' },
  payNow: /*i18n*/ { id: 'action.payNow', message: 'Pay now' },
  passInApplyList: /*i18n*/ {
    id: 'common.passInApplyList',
    message: 'Your race pass is in My Apply List.',
  },
  registeredSubject: /*i18n*/ {
    id: 'common.registeredSubject',
    message: 'You are registered: {title}',
  },
  registeredHeading: /*i18n*/ {
    id: 'common.registeredHeading',
    message: 'You are registered for {title}',
  },
} as const satisfies Record<string, Message>;

/** The race's facts as label/value rows, and a results mail's own. */
export const FACTS = {
  race: /*i18n*/ { id: 'fact.race', message: 'Race' },
  date: /*i18n*/ { id: 'fact.date', message: 'Date' },
  place: /*i18n*/ { id: 'fact.place', message: 'Place' },
  distance: /*i18n*/ { id: 'fact.distance', message: 'Distance' },
  bib: /*i18n*/ { id: 'fact.bib', message: 'Bib' },
  time: /*i18n*/ { id: 'fact.time', message: 'Time' },
  pace: /*i18n*/ { id: 'fact.pace', message: 'Pace' },
} as const satisfies Record<string, Message>;

/** When the race is, as a runner reads it (templates.ts's raceDay and raceStart). */
export const DATES = {
  toBeAnnounced: /*i18n*/ { id: 'date.toBeAnnounced', message: 'date to be announced' },
  dayAtTime: /*i18n*/ { id: 'date.dayAtTime', message: '{day} at {time}' },
  dayAtTimeInZone: /*i18n*/ { id: 'date.dayAtTimeInZone', message: '{day} at {time} ({zone})' },
} as const satisfies Record<string, Message>;

/** The footer: why this address got this mail. */
export const REASONS = {
  registered: /*i18n*/ {
    id: 'reason.registered',
    message: 'You get this mail because you registered for {title} on RUN.',
  },
  waitlist: /*i18n*/ {
    id: 'reason.waitlist',
    message: 'You get this mail because you joined the waitlist for {title} on RUN.',
  },
  staff: /*i18n*/ {
    id: 'reason.staff',
    message: 'You get this mail because the organiser of {title} on RUN invited this address.',
  },
  offered: /*i18n*/ {
    id: 'reason.offered',
    message:
      'You get this mail because a runner of {title} on RUN offered their place to this address.',
  },
  ordered: /*i18n*/ {
    id: 'reason.ordered',
    message: 'You get this mail because a runner registered this address for {title} on RUN.',
  },
  organiser: /*i18n*/ {
    id: 'reason.organiser',
    message: 'You get this mail because you organise {title} on RUN.',
  },
  ran: /*i18n*/ { id: 'reason.ran', message: 'You get this mail because you ran {title} on RUN.' },
} as const satisfies Record<string, Message>;

/** A calendar file's words (the confirmation's attachment). */
export const CALENDAR = {
  description: /*i18n*/ { id: 'calendar.description', message: '{distance}. Details: {url}' },
  reminder: /*i18n*/ { id: 'calendar.reminder', message: 'Tomorrow: {title}' },
} as const satisfies Record<string, Message>;

/** Each kind of mail's own words (templates.ts). */
export const MAILS = {
  confirmed: {
    body: /*i18n*/ {
      id: 'confirmed.body',
      message: 'Hi {firstName}, your place is confirmed. The race is attached as a calendar file.',
    },
  },
  updated: {
    subject: /*i18n*/ { id: 'updated.subject', message: 'Registration updated: {title}' },
    heading: /*i18n*/ {
      id: 'updated.heading',
      message: 'Your registration for {title} was updated',
    },
    body: /*i18n*/ {
      id: 'updated.body',
      message: 'Hi {firstName}, the details of your registration were changed.',
    },
  },
  withdrawn: {
    subject: /*i18n*/ { id: 'withdrawn.subject', message: 'Registration withdrawn: {title}' },
    heading: /*i18n*/ { id: 'withdrawn.heading', message: 'You withdrew from {title}' },
    body: /*i18n*/ {
      id: 'withdrawn.body',
      message: 'Hi {firstName}, your registration is withdrawn and your place released.',
    },
  },
  offer: {
    subject: /*i18n*/ {
      id: 'offer.subject',
      message: 'A place is yours if you want it: {title}',
    },
    heading: /*i18n*/ { id: 'offer.heading', message: 'A place in {title} is held for you' },
    body: /*i18n*/ {
      id: 'offer.body',
      message:
        'Hi {firstName}, a place freed up and it is held for you alone until {expiresAt} (UTC).',
    },
    accept: /*i18n*/ {
      id: 'offer.accept',
      message: 'Accept it in My Apply List before then, or it passes to the next runner.',
    },
    action: /*i18n*/ { id: 'offer.action', message: 'Accept the place' },
  },
  lapsed: {
    subject: /*i18n*/ { id: 'lapsed.subject', message: 'Your offer lapsed: {title}' },
    heading: /*i18n*/ { id: 'lapsed.heading', message: 'The place in {title} has passed on' },
    body: /*i18n*/ {
      id: 'lapsed.body',
      message:
        'Hi {firstName}, the place held for you was not taken in time, so it went to the next runner on the waitlist.',
    },
  },
  changed: {
    subject: /*i18n*/ { id: 'changed.subject', message: 'Race details changed: {title}' },
    heading: /*i18n*/ { id: 'changed.heading', message: '{title} has changed' },
    body: /*i18n*/ {
      id: 'changed.body',
      message:
        'Hi {firstName}, the organiser changed the date, place or distance. These are the details now:',
    },
  },
  bib: {
    subject: /*i18n*/ { id: 'bib.subject', message: 'Your bib is {bib}: {title}' },
    heading: /*i18n*/ { id: 'bib.heading', message: 'Your bib for {title} is {bib}' },
    body: /*i18n*/ { id: 'bib.body', message: 'Hi {firstName}, your bib number is {bib}.' },
    pass: /*i18n*/ {
      id: 'bib.pass',
      message:
        'Your race pass, a QR code to show at packet pick-up, is in My Apply List; once opened there it stays on your phone, even without a connection.',
    },
    qrAlt: /*i18n*/ {
      id: 'bib.qrAlt',
      message: 'Race pass QR code for {title}: show it at packet pick-up',
    },
  },
  invited: {
    subject: /*i18n*/ { id: 'invited.subject', message: 'You are invited to help with “{title}”' },
    heading: /*i18n*/ {
      id: 'invited.heading',
      message: 'Help with {title} as {role, select, coOrganiser {co-organiser} other {check-in}}',
    },
    body: /*i18n*/ {
      id: 'invited.body',
      message:
        'Hi there, the organiser of {title} invites you to its staff as {role, select, coOrganiser {co-organiser} other {check-in}}.',
    },
    link: /*i18n*/ {
      id: 'invited.link',
      message:
        'The link works once and for 7 days; sign in or create an account with RUN to accept.',
    },
    action: /*i18n*/ { id: 'invited.action', message: 'Accept the invitation' },
  },
  ballot_entered: {
    subject: /*i18n*/ { id: 'ballotEntered.subject', message: 'You are in the ballot: {title}' },
    heading: /*i18n*/ {
      id: 'ballotEntered.heading',
      message: 'You are in the ballot for {title}',
    },
    body: /*i18n*/ {
      id: 'ballotEntered.body',
      message:
        'Hi {firstName}, your entry is in. The draw is on {drawAt} (UTC); we will mail you the result.',
    },
    check: /*i18n*/ {
      id: 'ballotEntered.check',
      message: 'Anyone can check the draw: the race page links to how it is made.',
    },
  },
  ballot_drawn: {
    subject: /*i18n*/ { id: 'ballotDrawn.subject', message: 'You were drawn: {title}' },
    heading: /*i18n*/ { id: 'ballotDrawn.heading', message: 'You have a place in {title}' },
    confirmed: /*i18n*/ {
      id: 'ballotDrawn.confirmed',
      message: 'Hi {firstName}, you were drawn in the ballot and your place is confirmed.',
    },
    pay: /*i18n*/ {
      id: 'ballotDrawn.pay',
      message:
        'Hi {firstName}, you were drawn in the ballot. Pay {total} by {dueAt} (UTC) to confirm your place; unpaid, it passes to the first runner in reserve.',
    },
  },
  ballot_reserve: {
    subject: /*i18n*/ { id: 'ballotReserve.subject', message: 'Ballot result: {title}' },
    heading: /*i18n*/ {
      id: 'ballotReserve.heading',
      message: 'Not drawn this time: reserve number {reserveNumber}',
    },
    body: /*i18n*/ {
      id: 'ballotReserve.body',
      message:
        'Hi {firstName}, you were not drawn for {title}. You are number {reserveNumber} in reserve: when a place comes free, it is offered to the reserves in order, and we mail you if it is your turn.',
    },
  },
  payment_due: {
    subject: /*i18n*/ { id: 'paymentDue.subject', message: 'Payment due: {title}' },
    heading: /*i18n*/ {
      id: 'paymentDue.heading',
      message: 'Your place in {title} is held until {dueAt} (UTC)',
    },
    body: /*i18n*/ {
      id: 'paymentDue.body',
      message:
        'Hi {firstName}, your place is held for you. Pay {total} by {dueAt} (UTC) to confirm it; unpaid, it is released then.',
    },
  },
  bank_transfer: {
    subject: /*i18n*/ { id: 'bankTransfer.subject', message: 'Bank transfer details: {title}' },
    heading: /*i18n*/ { id: 'bankTransfer.heading', message: 'Pay for {title} by bank transfer' },
    body: /*i18n*/ {
      id: 'bankTransfer.body',
      message:
        'Hi {firstName}, transfer the amount below by {dueAt} (UTC), quoting the reference exactly, or scan the QR code with your banking app.',
    },
    amount: /*i18n*/ { id: 'bankTransfer.amount', message: 'Amount: {amount}' },
    holder: /*i18n*/ { id: 'bankTransfer.holder', message: 'Account holder: {holder}' },
    iban: /*i18n*/ { id: 'bankTransfer.iban', message: 'IBAN: {iban}' },
    bic: /*i18n*/ { id: 'bankTransfer.bic', message: 'BIC: {bic}' },
    reference: /*i18n*/ { id: 'bankTransfer.reference', message: 'Reference: {reference}' },
    qrAlt: /*i18n*/ { id: 'bankTransfer.qrAlt', message: 'Bank transfer QR code (EPC)' },
  },
  receipt: {
    subject: /*i18n*/ { id: 'receipt.subject', message: 'Receipt: {title}' },
    heading: /*i18n*/ {
      id: 'receipt.heading',
      message: 'Paid: your place in {title} is confirmed',
    },
    body: /*i18n*/ {
      id: 'receipt.body',
      message: 'Hi {firstName}, we received {total} by {method}. Your place is confirmed.',
    },
    pdf: /*i18n*/ { id: 'receipt.pdf', message: 'Your receipt, also as a PDF: {link}' },
  },
  hold_expired: {
    subject: /*i18n*/ { id: 'holdExpired.subject', message: 'Place released: {title}' },
    heading: /*i18n*/ {
      id: 'holdExpired.heading',
      message: 'Your held place in {title} has expired',
    },
    body: /*i18n*/ {
      id: 'holdExpired.body',
      message:
        'Hi {firstName}, the payment did not arrive in time, so the place held for you was released. You may register again while places are left.',
    },
    refund: /*i18n*/ {
      id: 'holdExpired.refund',
      message: 'The {refund} that did arrive by bank transfer is refunded to you.',
    },
  },
  refund: {
    subject: /*i18n*/ { id: 'refund.subject', message: 'Refund: {title}' },
    heading: /*i18n*/ {
      id: 'refund.heading',
      message: '{total} of your payment for {title} goes back to you',
    },
    manual: /*i18n*/ {
      id: 'refund.manual',
      message:
        'Hi {firstName}, {total} is refunded to you: the organiser pays it back the way you paid.',
    },
    anyWay: /*i18n*/ {
      id: 'refund.anyWay',
      message: 'Hi {firstName}, {total} is refunded to you: it goes back the way you paid.',
    },
    status: /*i18n*/ {
      id: 'refund.status',
      message: 'My Apply List shows where the refund stands.',
    },
  },
  refund_done: {
    subject: /*i18n*/ { id: 'refundDone.subject', message: 'Your refund for {title} is complete' },
    body: /*i18n*/ {
      id: 'refundDone.body',
      message: 'Hi {firstName}, {total} has been given back to you.',
    },
  },
  refund_failed: {
    subject: /*i18n*/ {
      id: 'refundFailed.subject',
      message: 'Your refund for {title} did not go through',
    },
    body: /*i18n*/ {
      id: 'refundFailed.body',
      message:
        'Hi {firstName}, {total} could not be given back the way you paid. The organiser will be in touch to refund you another way.',
    },
  },
  bank_partial: {
    subject: /*i18n*/ { id: 'bankPartial.subject', message: 'Payment incomplete: {title}' },
    heading: /*i18n*/ {
      id: 'bankPartial.heading',
      message: '{missing} of your payment for {title} is missing',
    },
    body: /*i18n*/ {
      id: 'bankPartial.body',
      message:
        'Hi {firstName}, we received {received} by bank transfer, and {missing} is still missing. Please transfer it with the same reference, {reference}, before your held place expires.',
    },
    expires: /*i18n*/ {
      id: 'bankPartial.expires',
      message: 'My Apply List shows when it expires.',
    },
  },
  late_refund: {
    subject: /*i18n*/ { id: 'lateRefund.subject', message: 'Refunded: {title}' },
    heading: /*i18n*/ { id: 'lateRefund.heading', message: 'Your payment for {title} is refunded' },
    body: /*i18n*/ {
      id: 'lateRefund.body',
      message: 'Hi {firstName}, {reason} {total} is refunded to you in full.',
    },
  },
  transfer_offered: {
    subject: /*i18n*/ {
      id: 'transferOffered.subject',
      message: 'A place in {title} is offered to you',
    },
    heading: /*i18n*/ {
      id: 'transferOffered.heading',
      message: '{from} offers you their place in {title}',
    },
    body: /*i18n*/ {
      id: 'transferOffered.body',
      message: 'Hi there, {from} wants to give you their place in {title}.',
    },
    link: /*i18n*/ {
      id: 'transferOffered.link',
      message:
        'The link works once and for 48 hours; sign in or create an account with RUN, then fill in your own registration.',
    },
    linkWithFee: /*i18n*/ {
      id: 'transferOffered.linkWithFee',
      message:
        'The link works once and for 48 hours; sign in or create an account with RUN, then fill in your own registration and pay the transfer fee of {fee}.',
    },
    action: /*i18n*/ { id: 'transferOffered.action', message: 'Take the place' },
  },
  transferred_out: {
    subject: /*i18n*/ { id: 'transferredOut.subject', message: 'Place transferred: {title}' },
    heading: /*i18n*/ {
      id: 'transferredOut.heading',
      message: 'Your place in {title} now belongs to {to}',
    },
    body: /*i18n*/ {
      id: 'transferredOut.body',
      message:
        'Hi {firstName}, {to} accepted your transfer. Your registration and race pass are no longer valid.',
    },
  },
  claim: {
    subject: /*i18n*/ { id: 'claim.subject', message: '{buyer} registered you: {title}' },
    body: /*i18n*/ {
      id: 'claim.body',
      message: 'Hi {firstName}, {buyer} registered you for {title} and your place is confirmed.',
    },
    pass: /*i18n*/ {
      id: 'claim.pass',
      message:
        'Your race pass is a QR code to show at packet pick-up: open it with the first link, no account needed.',
    },
    own: /*i18n*/ {
      id: 'claim.own',
      message:
        'To manage the place yourself, take it into your own RUN account with the second link: it works once and for 30 days.',
    },
    action: /*i18n*/ { id: 'claim.action', message: 'Claim my place' },
  },
  transferred_in: {
    heading: /*i18n*/ { id: 'transferredIn.heading', message: 'The place in {title} is yours' },
    body: /*i18n*/ {
      id: 'transferredIn.body',
      message: 'Hi {firstName}, the transfer is done and your place is confirmed.',
    },
    bodyWithBib: /*i18n*/ {
      id: 'transferredIn.bodyWithBib',
      message:
        'Hi {firstName}, the transfer is done and your place is confirmed. Your bib number is {bib}.',
    },
  },
  deferred: {
    subject: /*i18n*/ { id: 'deferred.subject', message: 'Place deferred: {title}' },
    heading: /*i18n*/ { id: 'deferred.heading', message: 'Your place in {title} is deferred' },
    body: /*i18n*/ {
      id: 'deferred.body',
      message:
        'Hi {firstName}, your place went back to the race. You have a credit of {credit} for a later race of the same organiser, until {until} (UTC).',
    },
    applied: /*i18n*/ {
      id: 'deferred.applied',
      message: 'It is applied when you register; My Apply List shows it.',
    },
  },
  books_discrepancy: {
    subject: /*i18n*/ {
      id: 'booksDiscrepancy.subject',
      message: 'The books of {title} do not balance',
    },
    body: /*i18n*/ {
      id: 'booksDiscrepancy.body',
      message:
        'Hi there, the daily check of {title}’s money found {count, plural, one {one discrepancy} other {{count} discrepancies}} between its payments, refunds and places.',
    },
    first: /*i18n*/ { id: 'booksDiscrepancy.first', message: 'The first: {detail}' },
    look: /*i18n*/ {
      id: 'booksDiscrepancy.look',
      message: 'Open the race’s books to see each one. Nothing was changed: a person should look.',
    },
    action: /*i18n*/ { id: 'booksDiscrepancy.action', message: 'Open the books' },
  },
  dispute: {
    subject: /*i18n*/ { id: 'dispute.subject', message: 'A payment for {title} is disputed' },
    heading: /*i18n*/ {
      id: 'dispute.heading',
      message: '{runner}’s payment of {total} is disputed',
    },
    body: /*i18n*/ {
      id: 'dispute.body',
      message:
        'Hi there, the payment provider reports a dispute (a chargeback) on {runner}’s payment of {total} for {title}: {state, select, open {the bank holds the money until the dispute is decided} won {the dispute was decided for the race, and the money is back} other {the dispute was decided for the payer, and the money is gone}}.',
    },
    stays: /*i18n*/ {
      id: 'dispute.stays',
      message:
        'The runner stays registered and is marked as disputed in the participant list. Answer the dispute in the provider’s dashboard.',
    },
    action: /*i18n*/ { id: 'dispute.action', message: 'Open the payments' },
  },
  deleted: {
    subject: /*i18n*/ { id: 'deleted.subject', message: 'Race cancelled: {title}' },
    heading: /*i18n*/ { id: 'deleted.heading', message: '{title} is cancelled' },
    body: /*i18n*/ {
      id: 'deleted.body',
      message:
        'Hi {firstName}, the organiser removed this race from RUN, and your registration with it.',
    },
  },
} as const satisfies Record<string, Record<string, Message>>;

/** A receipt's "by {method}": how the money came (a payment method, or paid to the organiser). */
export const PAID_BY = {
  card: /*i18n*/ { id: 'paidBy.card', message: 'card' },
  paypal: /*i18n*/ { id: 'paidBy.paypal', message: 'PayPal' },
  bank_transfer: /*i18n*/ { id: 'paidBy.bankTransfer', message: 'bank transfer' },
  ideal: /*i18n*/ { id: 'paidBy.ideal', message: 'iDEAL' },
  manual: /*i18n*/ { id: 'paidBy.manual', message: 'payment to the organiser' },
} as const satisfies Record<PaymentMethod | 'manual', Message>;

/** A provider's refund mail, by the method paid with: where the money goes back to. */
export const REFUNDED_TO = {
  card: /*i18n*/ {
    id: 'refundedTo.card',
    message: 'Hi {firstName}, {total} is refunded to you: it goes back to the card you paid with.',
  },
  paypal: /*i18n*/ {
    id: 'refundedTo.paypal',
    message:
      'Hi {firstName}, {total} is refunded to you: it goes back to the PayPal account you paid with.',
  },
  bank_transfer: /*i18n*/ {
    id: 'refundedTo.bankTransfer',
    message:
      'Hi {firstName}, {total} is refunded to you: it goes back to the bank account you paid with.',
  },
  ideal: /*i18n*/ {
    id: 'refundedTo.ideal',
    message:
      'Hi {firstName}, {total} is refunded to you: it goes back to the bank account you paid with.',
  },
} as const satisfies Record<PaymentMethod, Message>;

/**
 * Why a late payment goes back (payments/late.ts hands in its English sentence): said in the
 * recipient's language when it is one of these, as handed in otherwise.
 */
export const LATE_REASONS = [
  /*i18n*/ {
    id: 'lateReason.tooLate',
    message:
      'Your payment arrived after your held place had expired, and the distance is now full.',
  },
  /*i18n*/ {
    id: 'lateReason.paidTwice',
    message: 'Your registration was already paid, so this second payment is not needed.',
  },
  /*i18n*/ {
    id: 'lateReason.withdrawn',
    message: 'Your registration was withdrawn, so this payment is not needed.',
  },
  /*i18n*/ {
    id: 'lateReason.short',
    message:
      'Your payment arrived after your held place had expired, and it did not cover the price.',
  },
  /*i18n*/ {
    id: 'lateReason.transferGone',
    message: 'The place offered to you by a transfer was no longer the other runner’s to give.',
  },
  /*i18n*/ {
    id: 'lateReason.notAsked',
    message:
      'This payment was not the one your registration was waiting for (an earlier attempt to pay, or another amount), so it is not needed.',
  },
] as const satisfies readonly Message[];

/** The official results mail (results/results-mail.ts). */
export const RESULTS = {
  subject: /*i18n*/ { id: 'result.subject', message: 'Your official result: {title}' },
  heading: /*i18n*/ { id: 'result.heading', message: 'You finished {distance} in {time}' },
  body: /*i18n*/ {
    id: 'result.body',
    message: 'Hi {firstName}, the official results of {title} are out. Well run!',
  },
  overall: /*i18n*/ { id: 'result.overall', message: 'You are {place} overall.' },
  ofGender: /*i18n*/ {
    id: 'result.ofGender',
    message: 'You are {place} of {gender, select, F {women} M {men} other {non-binary runners}}.',
  },
  inAgeGroup: /*i18n*/ { id: 'result.inAgeGroup', message: 'You are {place} in {ageGroup}.' },
  certificate: /*i18n*/ {
    id: 'result.certificate',
    message: 'Your certificate is on your result’s page.',
  },
  action: /*i18n*/ { id: 'result.action', message: 'See your result' },
} as const satisfies Record<string, Message>;

/** A volunteer's mails about their shift (shifts/shift-mail.ts). */
export const SHIFTS = {
  reason: /*i18n*/ {
    id: 'shift.reason',
    message: 'You get this mail because you volunteered for {title} on RUN.',
  },
  shiftFact: /*i18n*/ { id: 'shift.fact', message: 'Shift' },
  whenFact: /*i18n*/ { id: 'shift.when', message: 'When' },
  signedUpSubject: /*i18n*/ {
    id: 'shift.signedUpSubject',
    message: 'You volunteer at {title}: {shift}',
  },
  signedUpHeading: /*i18n*/ {
    id: 'shift.signedUpHeading',
    message: 'You are on the shift {shift}',
  },
  signedUpBody: /*i18n*/ {
    id: 'shift.signedUpBody',
    message:
      'Thank you for volunteering at {title}. Show this pass at the desk when you come: it is also in My Apply List.',
  },
  qrAlt: /*i18n*/ { id: 'shift.qrAlt', message: 'Your volunteer pass for {shift}' },
  cancelledSubject: /*i18n*/ {
    id: 'shift.cancelledSubject',
    message: 'Shift cancelled: {shift}, {title}',
  },
  cancelledHeading: /*i18n*/ {
    id: 'shift.cancelledHeading',
    message: 'The shift {shift} is cancelled',
  },
  cancelledBody: /*i18n*/ {
    id: 'shift.cancelledBody',
    message:
      'The organisers of {title} cancelled the shift {shift}: you do not need to come for it. Thank you for offering your time.',
  },
  offerSubject: /*i18n*/ {
    id: 'shift.offerSubject',
    message: 'A place on {shift} is yours until {until}',
  },
  offerHeading: /*i18n*/ {
    id: 'shift.offerHeading',
    message: 'A place on the shift {shift} is free',
  },
  offerBody: /*i18n*/ {
    id: 'shift.offerBody',
    message:
      'You were on the waitlist of the shift {shift} at {title}. The place is held for you until {until}: take it in My Apply List.',
  },
  thanksSubject: /*i18n*/ {
    id: 'shift.thanksSubject',
    message: 'Thank you for volunteering at {title}',
  },
  thanksHeading: /*i18n*/ { id: 'shift.thanksHeading', message: 'Thank you, {name}' },
  thanksBody: /*i18n*/ {
    id: 'shift.thanksBody',
    message: 'Thank you for your {hours} hours on the shift {shift} at {title}.',
  },
  thanksCode: /*i18n*/ {
    id: 'shift.thanksCode',
    message: 'As thanks, the code {code} takes money off an entry to {title}.',
  },
} as const satisfies Record<string, Message>;

/** A message an organiser writes to a race's people (messages/message-mail.ts). */
export const RACE_MESSAGES = {
  heading: /*i18n*/ { id: 'message.heading', message: 'A message from the organisers of {title}' },
  reasonRunner: /*i18n*/ {
    id: 'message.reasonRunner',
    message: 'You get this mail because you take part in {title} on RUN. Its organisers wrote it.',
  },
  reasonMarketing: /*i18n*/ {
    id: 'message.reasonMarketing',
    message: 'You get this mail because you asked for news from the organisers of {title} on RUN.',
  },
  unsubscribe: /*i18n*/ {
    id: 'message.unsubscribe',
    message: 'Unsubscribe from these organisers’ news',
  },
  reminderSubject: /*i18n*/ {
    id: 'message.reminderSubject',
    message: '{title} is coming: your race pass and start time',
  },
  reminderHeading: /*i18n*/ {
    id: 'message.reminderHeading',
    message: 'See you at {title}, {name}',
  },
  reminderStart: /*i18n*/ {
    id: 'message.reminderStart',
    message: 'The start: {start}.',
  },
  reminderPass: /*i18n*/ {
    id: 'message.reminderPass',
    message: 'Show your race pass at bib pick-up and at the start.',
  },
  reminderAction: /*i18n*/ {
    id: 'message.reminderAction',
    message: 'Open your race pass',
  },
  stillWaitingSubject: /*i18n*/ {
    id: 'message.stillWaitingSubject',
    message: 'Your place at {title} is still waiting',
  },
  stillWaitingHeading: /*i18n*/ {
    id: 'message.stillWaitingHeading',
    message: 'Your place is still waiting, {name}',
  },
  stillWaitingBody: /*i18n*/ {
    id: 'message.stillWaitingBody',
    message:
      'Your held place at {title} was released because it was not paid in time. You can still register.',
  },
  stillWaitingCode: /*i18n*/ {
    id: 'message.stillWaitingCode',
    message: 'The code {code} takes money off your entry.',
  },
  stillWaitingAction: /*i18n*/ {
    id: 'message.stillWaitingAction',
    message: 'Register again',
  },
  reasonLapsed: /*i18n*/ {
    id: 'message.reasonLapsed',
    message: 'You get this mail because you started registering for {title} on RUN.',
  },
} as const satisfies Record<string, Message>;
