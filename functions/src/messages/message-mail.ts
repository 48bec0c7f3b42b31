// A message's mail to one person (docs/messages.md): the organisers' subject and text with each merge
// field replaced by the person's own value, in one pass (a value is never read as a field), as plain
// paragraphs the layout escapes for HTML; the heading and footer in the person's language.
import { mergeText, type MergeField } from '@run/contract/domain/messages';
import { racePassUrl } from '@run/contract/domain/race-pass';

import {
  RACE_MESSAGES,
  raceStart,
  render,
  sayIn,
  type Race,
  type RenderedMail,
} from '../mail/mail.js';
import type { Person } from './audience.js';
import { unsubscribeHeaders, unsubscribeLinks, unsubscribeToken } from './unsubscribe.js';

export interface MessageText {
  subject: string;
  body: string;
  kind: 'service' | 'marketing';
  /** The sending organiser's verified address, where replies go; null: to the site's sender. */
  replyTo: string | null;
  /** An automatic message: its mail in the person's language instead of a written text. */
  template: 'reminder' | null;
}

/** The merge fields' values for `person` (empty where they have none: no bib, no pass). */
export function mergeValues(race: Race, person: Person, site: string): Record<MergeField, string> {
  return {
    firstName: person.firstName,
    raceName: race.title,
    startTime: raceStart(race, person.language),
    bib: person.bib === null ? '' : String(person.bib),
    passLink: person.passId === null ? '' : racePassUrl(site, race.id, person.passId),
  };
}

/** The subject and text as `person` reads them. */
export function merged(
  message: Pick<MessageText, 'subject' | 'body'>,
  race: Race,
  person: Person,
  site: string,
) {
  const values = mergeValues(race, person, site);
  return { subject: mergeText(message.subject, values), body: mergeText(message.body, values) };
}

/**
 * `organiserUid`: the race's organiser, whose news a marketing mail's unsubscribe link refuses. News
 * carries that link in its footer and RFC 8058's one-click headers; a service message neither.
 */
export function messageMail(
  message: MessageText,
  race: Race,
  person: Person,
  site: string,
  organiserUid: string,
): RenderedMail {
  if (message.template === 'reminder') return reminderMail(race, person, site);
  const say = sayIn(person.language);
  const { subject, body } = merged(message, race, person, site);
  const news = message.kind === 'marketing';
  const links = news
    ? unsubscribeLinks(site, unsubscribeToken(organiserUid, race.id, person))
    : null;
  const mail = render(subject, {
    heading: say(RACE_MESSAGES.heading, { title: race.title }),
    // A blank line starts a paragraph; single line breaks stay inside it (the text part keeps them).
    paragraphs: body
      .split(/\n\s*\n/u)
      .map((p) => p.trim())
      .filter((p) => p !== ''),
    reason: say(news ? RACE_MESSAGES.reasonMarketing : RACE_MESSAGES.reasonRunner, {
      title: race.title,
    }),
    site,
    ...(links === null
      ? {}
      : { unsubscribe: { label: say(RACE_MESSAGES.unsubscribe), url: links.page } }),
    language: person.language,
  });
  return {
    ...mail,
    ...(links === null ? {} : { headers: unsubscribeHeaders(links.oneClick) }),
    ...(message.replyTo === null ? {} : { replyTo: message.replyTo }),
  };
}

/**
 * The reminder before the start (docs/messages.md, "Automatic messages"): the start's day, time and
 * zone, and the race pass to show at bib pick-up, in the person's language.
 */
function reminderMail(race: Race, person: Person, site: string): RenderedMail {
  const say = sayIn(person.language);
  const pass = person.passId === null ? null : racePassUrl(site, race.id, person.passId);
  return render(say(RACE_MESSAGES.reminderSubject, { title: race.title }), {
    heading: say(RACE_MESSAGES.reminderHeading, { title: race.title, name: person.firstName }),
    paragraphs: [
      say(RACE_MESSAGES.reminderStart, { start: raceStart(race, person.language) }),
      ...(pass === null ? [] : [say(RACE_MESSAGES.reminderPass)]),
    ],
    ...(pass === null ? {} : { action: { label: say(RACE_MESSAGES.reminderAction), url: pass } }),
    reason: say(RACE_MESSAGES.reasonRunner, { title: race.title }),
    site,
    language: person.language,
  });
}
