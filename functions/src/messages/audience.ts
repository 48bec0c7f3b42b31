// Who a message goes to (docs/messages.md, "Audience"): the race's people in up to four sources, read
// in pages ordered by document id. Each filter narrows the groups it describes and leaves the others:
// distances the runners, the waiting and the ballot's entries; teams the runners; shifts the
// volunteers; checked in the runners and the volunteers. A person is mailed at their account's
// address, once, whichever sources hold them (the fan-out keys its mails by address).
import { createHash } from 'node:crypto';

import { phoneE164, type Audience, type AudienceStatus } from '@run/contract/domain/messages';
import {
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { isLanguage, type Language } from '@run/contract/domain/languages';

import { storedAddress } from '../mail/mail.js';
import { ballotEntriesOf } from '../store/ballot-doc.js';
import { idsAfter, type IdRange } from '../store/id-page.js';
import { registrationOf, registrationsPlain } from '../store/registration-doc.js';
import { shiftVolunteerDocs, shiftVolunteersOf } from '../store/shift-doc.js';
import { waitlistPlain } from '../store/waitlist-doc.js';

/** One person of the audience, as a message's mail needs them. */
export interface Person {
  email: string;
  firstName: string;
  language: Language;
  bib: number | null;
  passId: string | null;
  distanceId: string | null;
  /** Opted in to the organiser's news (a marketing message reaches only these). */
  marketing: boolean;
  /** Their stored phone in E.164; null when none is stored or it lacks its country code. */
  phone: string | null;
  /** A text reaches them: a number in E.164 and consent to texts about the race. */
  sms: boolean;
}

/** The phone and texts of a document holding a phone and, for a registration, consent to texts. */
const textsOf = (phone: string, smsOptIn: boolean) => {
  const e164 = phoneE164(phone);
  return { phone: e164, sms: smsOptIn && e164 !== null };
};

interface Source {
  /** The audience statuses this source answers. */
  statuses: readonly AudienceStatus[];
  of(marathon: DocumentReference): CollectionReference;
  /** The person of one document, or null when the audience leaves them out. */
  person(doc: DocumentSnapshot, audience: Audience): Person | null;
}

const wants = (ids: readonly string[] | undefined, id: string | null) =>
  ids === undefined || (id !== null && ids.includes(id));

const checked = (audience: Audience, checkedIn: boolean) =>
  audience.checkedIn === undefined || audience.checkedIn === checkedIn;

/** The waiting and the ballot's entries: people with a distance, no place, no team and no pass. */
const waiting = (doc: DocumentSnapshot, audience: Audience): Person | null => {
  const address = storedAddress(doc.data());
  const runner = registrationOf(doc);
  if (address === null || !wants(audience.distanceIds, runner.distanceId)) return null;
  if (audience.teamIds !== undefined || !checked(audience, false)) return null;
  return {
    ...address,
    bib: null,
    passId: null,
    distanceId: runner.distanceId,
    marketing: false,
    // Their documents hold the form's phone; consent to texts only once the form asks for it.
    ...textsOf(runner.phone, runner.smsOptIn),
  };
};

const SOURCES: readonly Source[] = [
  {
    statuses: ['confirmed', 'pending_payment'],
    of: registrationsPlain,
    person(doc, audience) {
      const r = registrationOf(doc);
      const address = storedAddress(doc.data());
      if (address === null || !(audience.statuses as string[]).includes(r.status)) return null;
      if (!wants(audience.distanceIds, r.distanceId) || !wants(audience.teamIds, r.teamId)) {
        return null;
      }
      if (!checked(audience, r.checkedInAt !== null)) return null;
      return {
        ...address,
        bib: r.bib,
        passId: r.passId,
        distanceId: r.distanceId,
        marketing: r.marketingOptIn,
        ...textsOf(r.phone, r.smsOptIn),
      };
    },
  },
  { statuses: ['waitlisted'], of: waitlistPlain, person: waiting },
  { statuses: ['ballot'], of: ballotEntriesOf, person: waiting },
  {
    statuses: ['volunteers'],
    of: (marathon) => shiftVolunteersOf(marathon).withConverter(null),
    person(doc, audience) {
      const v = shiftVolunteerDocs.of(doc);
      if (v.email === '' || !wants(audience.shiftIds, v.shiftId)) return null;
      if (!checked(audience, v.checkedInAt !== null)) return null;
      return {
        email: v.email,
        firstName: v.name.split(' ')[0] || 'volunteer',
        language: isLanguage(v.language) ? v.language : 'en',
        bib: null,
        passId: v.passId,
        distanceId: null,
        marketing: false,
        // A shift's form asks for a phone but no consent to texts: volunteers get none.
        ...textsOf(v.phone, false),
      };
    },
  },
];

/** The sources an audience reads, in a fixed order (a message's `source` counts along it). */
export const sourcesOf = (audience: Audience): readonly Source[] =>
  SOURCES.filter((s) => s.statuses.some((status) => audience.statuses.includes(status)));

/** One page of `source` after `cursor`, by document id, within `range` (a fan-out's lane). */
export async function sourcePage(
  source: Source,
  marathon: DocumentReference,
  cursor: string | null,
  size: number,
  read: (q: Query) => Promise<QuerySnapshot> = (q) => q.get(),
  range?: IdRange,
): Promise<DocumentSnapshot[]> {
  return (await read(idsAfter(source.of(marathon), cursor, size, range))).docs;
}

/** The key a person is mailed once by: their address, in lower case. */
export const personKey = (p: Pick<Person, 'email'>) => p.email.trim().toLowerCase();

/** An address's hash, as a message's mail ids and news opt-outs name it (no address stored). */
export const addressHash = (p: Pick<Person, 'email'>): string =>
  createHash('sha256').update(personKey(p)).digest('hex').slice(0, 32);

/**
 * Everyone the audience holds now, each once (the preview's count and sample, the count a message
 * stores). Read in pages, so a large race is never one huge read.
 */
export async function everyone(marathon: DocumentReference, audience: Audience): Promise<Person[]> {
  const seen = new Map<string, Person>();
  for (const source of sourcesOf(audience)) {
    let cursor: string | null = null;
    for (;;) {
      const docs = await sourcePage(source, marathon, cursor, 1000);
      for (const doc of docs) {
        const person = source.person(doc, audience);
        if (person !== null && !seen.has(personKey(person))) seen.set(personKey(person), person);
      }
      if (docs.length < 1000) break;
      cursor = docs[docs.length - 1]?.id ?? null;
    }
  }
  return [...seen.values()];
}
