import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { createApp } from './app.js';
import { env } from './lib/env.js';
import { lapseDueOffers } from './triggers/lapse-offers.js';
import { drawDueEverywhere } from './ballot/ballot.js';
import { emulatorProbes } from './triggers/emulator-probes.js';
import { expireDueHoldsEverywhere } from './triggers/expire-holds.js';
import { MAIL_LINK_SECRET } from './messages/messages.js';
import { PAYMENT_SECRETS } from './payments/payments.js';
import { payOutTestAccounts } from './triggers/test-payouts.js';
import { PAYOUT_SECRETS } from './payouts/payouts.js';

export const api = onRequest(
  { region: 'us-central1', secrets: [...PAYMENT_SECRETS, ...PAYOUT_SECRETS, MAIL_LINK_SECRET] },
  createApp(),
);
export { registrationActivity } from './triggers/registration-activity.js';
export { referralTakeBack } from './triggers/referral-takeback.js';
export { mailSweep, sendMail } from './triggers/mail-sender.js';
// Texts' provider secret (TWILIO_AUTH_TOKEN) is bound by these two, the only code that sends texts.
export { sendSms, smsSweep } from './triggers/sms-sender.js';
export { mailFanOut, raceMailSweep } from './triggers/mail-fan-out.js';
export { messageFanOut, messageSweep } from './triggers/message-fan-out.js';
export { bibAssignment } from './triggers/bib-assignment.js';
export { resultMails } from './triggers/results-mail.js';
export { sendRefunds } from './triggers/send-refunds.js';
export { booksCheck } from './triggers/books-check.js';
export { liveCountsOfWaitlist, liveOfRace } from './triggers/live-race.js';

export const lapseOffers = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1' },
  async () => {
    await lapseDueOffers();
  },
);

/** Ballot draws at their time without anyone reading the race (docs/ballot.md). */
export const drawBallots = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1' },
  async () => {
    await drawDueEverywhere();
  },
);

/** Unpaid holds past their time free their places without anyone reading the race. */
export const expireHolds = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1' },
  async () => {
    await expireDueHoldsEverywhere();
  },
);

/**
 * The test provider's hourly payout of every ready account's available money (docs/payouts.md):
 * under the emulators only, where no real provider pays anyone out. Only organisers paid through
 * `connect` have accounts, whichever way the stack pays the others.
 */
export const testPayouts = env.underEmulator
  ? onSchedule({ schedule: 'every 1 hours', region: 'us-central1' }, async () => {
      await payOutTestAccounts();
    })
  : {};

/**
 * Test-only triggers, grouped (`probes-created`, ...): defined under the emulators only, so a deploy,
 * which loads this module without FUNCTIONS_EMULATOR, deploys none of them.
 */
export const probes = env.underEmulator ? emulatorProbes() : {};
