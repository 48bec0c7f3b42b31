// Every Firestore collection's name (docs/data-model.md), written once. Paths of stored documents
// are built from these, so a rename or a search for "who writes X" starts here.
import { LIVE_COLLECTION } from '@run/contract/domain/live';

import { RATE_LIMITS } from '../lib/rate-limit.js';

export const COLLECTIONS = {
  marathons: 'marathons',
  /** marathons/{id}/registrations/{uid} */
  registrations: 'registrations',
  /** marathons/{id}/waitlist/{uid} */
  waitlist: 'waitlist',
  /** marathons/{id}/registrationCounters/{n}: the sharded counter (places/counters.ts) */
  registrationCounters: 'registrationCounters',
  /** marathons/{id}/activity/{eventId}: the audit trail (activity-doc.ts) */
  activity: 'activity',
  /** marathons/{id}/dailyCounts/{day}-{n}: registrations by day (activity-doc.ts) */
  dailyCounts: 'dailyCounts',
  /** marathons/{id}/bibs/{number}: who holds a bib number (race-day/bibs.ts) */
  bibs: 'bibs',
  /** marathons/{id}/bibJobs/{jobId}: a bib assignment's progress (store/bib-job-doc.ts, race-day/bib-job.ts) */
  bibJobs: 'bibJobs',
  /** marathons/{id}/staff/{staffId}: invitations and staff members (staff/staff.ts) */
  staff: 'staff',
  /** marathons/{id}/results/{distanceId-bib}: one runner's result (store/result-doc.ts) */
  results: 'results',
  /** marathons/{id}/resultMailJobs/{jobId}: official results mailed to finishers (store/result-mail-job-doc.ts) */
  resultMailJobs: 'resultMailJobs',
  /** marathons/{id}/payments/{paymentId}: the payments ledger (store/payment-doc.ts) */
  payments: 'payments',
  /** marathons/{id}/refunds/{refundId}: money given back (store/refund-doc.ts, payments/refunds.ts) */
  refunds: 'refunds',
  /** marathons/{id}/bankTransactions/{checksum}: each bank statement row, once (payments/bank-credit.ts) */
  bankTransactions: 'bankTransactions',
  /** marathons/{id}/lapsedHolds/{uid}: a registration whose payment hold expired (places/expire.ts) */
  lapsedHolds: 'lapsedHolds',
  /** marathons/{id}/distanceChanges/{uid}: a dearer distance's place held for the difference (payments/distance-change.ts) */
  distanceChanges: 'distanceChanges',
  /** marathons/{id}/bankReferences/{reference}: a bank reference, created once with its attempt (payments/attempts.ts) */
  bankReferences: 'bankReferences',
  /** marathons/{id}/booksChecks/latest: what the daily books check last mailed (payments/books-check.ts) */
  booksChecks: 'booksChecks',
  /** marathons/{id}/deferrals/{creditId}: a deferral as the organisers list it (deferrals/deferrals.ts) */
  deferrals: 'deferrals',
  /** marathons/{id}/transfers/{transferId}: a runner's place offered to another (store/transfer-doc.ts) */
  transfers: 'transfers',
  /** marathons/{id}/coupons/{CODE}: a discount code (store/coupon-doc.ts, coupons/coupons.ts) */
  coupons: 'coupons',
  /** marathons/{id}/coupons/{CODE}/useShards/{n}: a code's uses and the money they took off, counted like places (store/coupon-doc.ts) */
  couponShards: 'useShards',
  /** marathons/{id}/coupons/{CODE}/uses/{uid}: one registration's use of a code, created once (store/coupon-doc.ts) */
  couponUses: 'uses',
  /** marathons/{id}/items/{itemId}: an item the race sells, with its variants and their stock (store/item-doc.ts) */
  items: 'items',
  /** marathons/{id}/referrals/{uid}: a referred runner who paid, counted once for their referrer (coupons/referrals.ts) */
  referrals: 'referrals',
  /** marathons/{id}/teams/{teamId}: a team of runners on a distance (store/team-doc.ts) */
  teams: 'teams',
  /** marathons/{id}/translations/{lang}: the race's own texts in another language (store/translation-doc.ts) */
  translations: 'translations',
  /** marathons/{id}/orders/{orderId}: an order for several runners, its entries and group pass (store/order-doc.ts) */
  orders: 'orders',
  /** marathons/{id}/ballotEntries/{uid}: a runner's ballot entry with the form they gave (store/ballot-doc.ts) */
  ballotEntries: 'ballotEntries',
  /** marathons/{id}/ballots/draw: the ballot's secret seed, its commitment and each distance's draw (store/ballot-doc.ts) */
  ballots: 'ballots',
  /** marathons/{id}/live/{counts | finishers-{distanceId}}: the public live documents (store/live-docs.ts) */
  live: LIVE_COLLECTION,
  /** marathons/{id}/liveSync/{liveId}: when a live document was written, whether a refresh waits (live/coalesce.ts) */
  liveSync: 'liveSync',
  /** apiKeys/{keyId}: a race's API key for its timing partner, stored hashed (store/api-key-doc.ts) */
  apiKeys: 'apiKeys',
  /** marathons/{id}/splits/{distanceId-bib}: a runner's split times pushed by the timing partner (store/split-doc.ts) */
  splits: 'splits',
  /** providerEvents/{provider}-{eventId}: each provider event, taken once (payments/events.ts) */
  providerEvents: 'providerEvents',
  users: 'users',
  /** payoutAccounts/{uid}: an organiser's connected account and its state (store/payout-account-doc.ts) */
  payoutAccounts: 'payoutAccounts',
  /** payoutAccounts/{uid}/payouts/{payoutId}: a payout and its statement (store/payout-doc.ts) */
  payouts: 'payouts',
  /** testPayoutModes/{uid}: under the emulators only, how a test's organiser is paid (store/payout-mode-doc.ts) */
  testPayoutModes: 'testPayoutModes',
  /** users/{uid}/credits/{creditId}: a deferral's credit (store/credit-doc.ts) */
  credits: 'credits',
  /** creditUses/{creditId}: created once, in the write a credit pays for (store/credit-doc.ts) */
  creditUses: 'creditUses',
  opinions: 'opinions',
  volunteers: 'volunteers',
  /** marathons/{id}/shifts/{shiftId}: a volunteer shift (store/shift-doc.ts, shifts/) */
  shifts: 'shifts',
  /** marathons/{id}/shifts/{shiftId}/placeShards/{n}: a shift's places, counted like a distance's */
  shiftShards: 'placeShards',
  /** marathons/{id}/shiftVolunteers/{shiftId}_{uid}: one person's place on a shift, with their pass */
  shiftVolunteers: 'shiftVolunteers',
  /** marathons/{id}/shiftWaitlist/{shiftId}_{uid}: one person waiting for a full shift, or offered its place */
  shiftWaitlist: 'shiftWaitlist',
  /** volunteerShifts/{uid}: a person's shifts in every race, for overlaps and their own list */
  volunteerShifts: 'volunteerShifts',
  /** marathons/{id}/messages/{messageId}: a message to the race's people and its fan-out (store/message-doc.ts) */
  messages: 'messages',
  /** marathons/{id}/messageDays/{YYYY-MM-DD}: the messages a race sent that day, for its daily limit */
  messageDays: 'messageDays',
  /** marathons/{id}/messages/{messageId}/lanes/{n}: one range of a message's fan-out (store/message-doc.ts) */
  messageLanes: 'lanes',
  /** marathons/{id}/messageSettings/automatic: the race's automatic messages (store/message-settings-doc.ts) */
  messageSettings: 'messageSettings',
  /** messageSweeps/{name}: how far a schedule's sweep of lapsed holds has read (store/message-settings-doc.ts) */
  messageSweeps: 'messageSweeps',
  rateLimits: RATE_LIMITS,
  /** The health check's one read. */
  health: 'health',
  /** The Trigger Email extension's shape (mail/outbox.ts). */
  mail: 'mail',
  /** sms/{id}: the text outbox, in the "Send Messages with Twilio" extension's shape (store/sms-doc.ts) */
  sms: 'sms',
  /** Fan-outs of a race change to every registrant (mail/fan-out.ts). */
  mailJobs: 'mailJobs',
  /** newsOptOuts/{organiserUid}_{addressHash}: an address that wants no more news from an organiser (messages/unsubscribe.ts) */
  newsOptOuts: 'newsOptOuts',
  /** mailQuota/{sha256(address)}: what one address was sent in the last hour (mail/quota.ts) */
  mailQuota: 'mailQuota',
  /** claimQuota/{uid}: when an account's claim mails of the last day went (orders/claim-mail.ts) */
  claimQuota: 'claimQuota',
  /** inviteQuota/{uid}: when an account's invitations of the last hour went (staff/invite-limits.ts) */
  inviteQuota: 'inviteQuota',
} as const;
