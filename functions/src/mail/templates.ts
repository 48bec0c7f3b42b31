// The mails RUN sends, one pure function each: (race, runner, site) -> subject, text, html.
import { render, type MailBody, type RenderedMail } from './layout.js';

/** What a mail says about the race (from the marathon document, see race.ts). */
export interface Race {
  id: string;
  title: string;
  /** ISO 8601. */
  start: string;
  location: string;
  distance: string;
}

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

const raceFacts = (race: Race): Array<[string, string]> => [
  ['Race', race.title],
  ['Date', raceDay(race.start)],
  ['Place', race.location],
  ['Distance', race.distance],
];

export const raceLink = (site: string, race: Race) =>
  `${site}/marathons/${encodeURIComponent(race.id)}`;
export const myApplyListLink = (site: string) => `${site}/dashboard/applied-marathons`;

const registeredReason = (race: Race) =>
  `You get this mail because you registered for ${race.title} on RUN.`;
const waitlistReason = (race: Race) =>
  `You get this mail because you joined the waitlist for ${race.title} on RUN.`;

function mail(subject: string, body: Omit<MailBody, 'site'>, site: string): RenderedMail {
  return render(subject, { ...body, site });
}

export function registrationConfirmed(race: Race, to: Recipient, site: string): RenderedMail {
  return mail(
    `You are registered: ${race.title}`,
    {
      heading: `You are registered for ${race.title}`,
      paragraphs: [
        `Hi ${to.firstName}, your place is confirmed. The race is attached as a calendar file.`,
      ],
      facts: raceFacts(race),
      action: { label: 'See the race', url: raceLink(site, race) },
      reason: registeredReason(race),
    },
    site,
  );
}

export function registrationUpdated(race: Race, to: Recipient, site: string): RenderedMail {
  return mail(
    `Registration updated: ${race.title}`,
    {
      heading: `Your registration for ${race.title} was updated`,
      paragraphs: [`Hi ${to.firstName}, the details of your registration were changed.`],
      facts: raceFacts(race),
      action: { label: 'Open My Apply List', url: myApplyListLink(site) },
      reason: registeredReason(race),
    },
    site,
  );
}

export function registrationWithdrawn(race: Race, to: Recipient, site: string): RenderedMail {
  return mail(
    `Registration withdrawn: ${race.title}`,
    {
      heading: `You withdrew from ${race.title}`,
      paragraphs: [`Hi ${to.firstName}, your registration is withdrawn and your place released.`],
      facts: raceFacts(race),
      action: { label: 'Find another race', url: `${site}/marathons` },
      reason: registeredReason(race),
    },
    site,
  );
}

export function waitlistOffer(
  race: Race,
  to: Recipient,
  site: string,
  expiresAt: string,
): RenderedMail {
  return mail(
    `A place is yours if you want it: ${race.title}`,
    {
      heading: `A place in ${race.title} is held for you`,
      paragraphs: [
        `Hi ${to.firstName}, a place freed up and it is held for you alone until ${raceDay(expiresAt)} (UTC).`,
        'Accept it in My Apply List before then, or it passes to the next runner.',
      ],
      facts: raceFacts(race),
      action: { label: 'Accept the place', url: myApplyListLink(site) },
      reason: waitlistReason(race),
    },
    site,
  );
}

export function offerLapsed(race: Race, to: Recipient, site: string): RenderedMail {
  return mail(
    `Your offer lapsed: ${race.title}`,
    {
      heading: `The place in ${race.title} has passed on`,
      paragraphs: [
        `Hi ${to.firstName}, the place held for you was not taken in time, so it went to the next runner on the waitlist.`,
      ],
      facts: raceFacts(race),
      action: { label: 'See the race', url: raceLink(site, race) },
      reason: waitlistReason(race),
    },
    site,
  );
}

export function marathonChanged(race: Race, to: Recipient, site: string): RenderedMail {
  return mail(
    `Race details changed: ${race.title}`,
    {
      heading: `${race.title} has changed`,
      paragraphs: [
        `Hi ${to.firstName}, the organiser changed the date, place or distance. These are the details now:`,
      ],
      facts: raceFacts(race),
      action: { label: 'See the race', url: raceLink(site, race) },
      reason: registeredReason(race),
    },
    site,
  );
}

export function marathonDeleted(race: Race, to: Recipient, site: string): RenderedMail {
  return mail(
    `Race cancelled: ${race.title}`,
    {
      heading: `${race.title} is cancelled`,
      paragraphs: [
        `Hi ${to.firstName}, the organiser removed this race from RUN, and your registration with it.`,
      ],
      facts: raceFacts(race),
      action: { label: 'Find another race', url: `${site}/marathons` },
      reason: registeredReason(race),
    },
    site,
  );
}
