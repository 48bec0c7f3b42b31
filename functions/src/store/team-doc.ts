// A team of runners, `marathons/{id}/teams/{teamId}` (docs/teams.md, docs/data-model.md): its name
// (unique in the race whatever its case or look-alike letters: the id is made from it), its
// distance, its captain's uid and its join link's token. Members are the registrations naming it
// (`teamId`), never a list kept twice.
import { createHash, randomBytes } from 'node:crypto';

import type { DocumentReference, Query, Timestamp } from 'firebase-admin/firestore';

import { lookAlikeKey } from '../lib/look-alike.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, timeOrNull } from './field-values.js';
import { registrationDocs, type RegistrationDoc } from './registration-doc.js';

export interface TeamDoc {
  id: string;
  name: string;
  distanceId: string;
  captainUid: string;
  joinToken: string;
  createdAt: Timestamp | null;
}

export const teamDocs = converterOf<TeamDoc>((data, id) => ({
  id,
  name: textIn(data.name),
  distanceId: textIn(data.distanceId),
  captainUid: textIn(data.captainUid),
  joinToken: textIn(data.joinToken),
  createdAt: timeOrNull(data.createdAt),
}));

export const teamsOf = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.teams).withConverter(teamDocs);

/**
 * A team's id: made from its name's look-alike key (no case, spaces, invisible characters or letters
 * of another script passing for Latin ones), so names that look the same are one document.
 */
export const teamIdOf = (name: string): string =>
  createHash('sha256').update(lookAlikeKey(name)).digest('base64url').slice(0, 20);

export const teamRef = (marathon: DocumentReference, teamId: string) =>
  teamsOf(marathon).doc(teamId);

/** Plain, for the create that makes it. */
export const teamDocRef = (marathon: DocumentReference, teamId: string) =>
  marathon.collection(COLLECTIONS.teams).doc(teamId);

export const newJoinToken = (): string => randomBytes(16).toString('base64url');

export const newTeamDoc = (t: Omit<TeamDoc, 'id' | 'createdAt'>, now: Timestamp) => ({
  ...t,
  createdAt: now,
});

/** The team a join link's token opens. */
export const teamOfToken = (marathon: DocumentReference, token: string): Query<TeamDoc> =>
  teamsOf(marathon).where('joinToken', '==', token).limit(1);

/** A team's members: the race's registrations naming it. */
export const membersOf = (marathon: DocumentReference, teamId: string): Query<RegistrationDoc> =>
  marathon
    .collection(COLLECTIONS.registrations)
    .withConverter(registrationDocs)
    .where('teamId', '==', teamId)
    .limit(60);
