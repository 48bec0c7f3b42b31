// The mail domain's public file (docs/architecture.md): what other domains, routes and triggers use
// of mail: queue a mail through the outbox, tell a runner or an organiser, a race's mail and its
// calendar, the sender's sweeps and the fan-out to a race. Files inside mail/ import each other.
export { calendarFileName, raceCalendar } from './calendar.js';
export { MAIL_JOBS, jobDue, queueFanOut, runFanOutPage, startDueFanOuts } from './fan-out.js';
export type { OnCancelledPage } from './fan-out.js';
export { MAIL_LOCALES, sayIn } from './i18n.js';
export type { Language, Say } from './i18n.js';
export { render } from './layout.js';
export type { RenderedMail } from './layout.js';
export { COMMON, FACTS, RACE_MESSAGES, REASONS, RESULTS, SHIFTS } from './messages.js';
export {
  accountEmailOf,
  addressLanguage,
  callerAddress,
  callerLanguage,
  languageOf,
  storedAddress,
} from './address.js';
export type { RunnerAddress } from './address.js';
export {
  passQrAttachment,
  notifyCaller,
  notifyClaim,
  notifyInvited,
  notifyOrganiser,
  notifyRaceChange,
  notifyRunner,
  notifyStored,
} from './notify.js';
export type { CallerAtRace } from './notify.js';
export { raceForRunner, raceOfModel, raceOfSnapshot } from './race.js';
export { queueMail } from './outbox.js';
export { mailRef } from '../store/mail-doc.js';
export type { Writer } from './outbox.js';
export { SMTP_PASSWORD, siteUrl } from './params.js';
export { deliver, sweepDue, sweepWaiting } from './sender.js';
export { attempt, claim } from './delivery.js';
export type { Outbox, Take } from './delivery.js';
export { retryBaseMs } from './params.js';
export { myApplyListLink, PASS_QR_CID, raceMail, raceStart } from './templates.js';
export type { Race, TransferDetails } from './templates.js';
export { waitlistMail } from './waitlist.js';
