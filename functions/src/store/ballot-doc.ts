// How a ballot is stored (docs/ballot.md, docs/data-model.md):
// - `marathons/{id}/ballotEntries/{uid}`: a runner's one entry of the race's ballot, keyed by their
//   uid so a second entry is the same document; it keeps the registration form the runner gave (the
//   draw makes their registration or waitlist entry from it), a public `entryId` (random, never the
//   uid: entries.csv lists it), its `state`, and once drawn its `rank` in the draw's order and, for a
//   reserve, its `reserveNumber`.
// - `marathons/{id}/ballots/draw`: the race's secret seed and its commitment, and each distance's
//   draw (`drawing` while a run holds its lease, `drawn` after); `nextDrawAt` is when the schedule
//   next has a draw to make.
import {
  type Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';
import { BALLOT_ENTRY_STATES, type BallotEntryState } from '@run/contract/domain/ballot';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, oneOf, textIn, timeOrNull } from './field-values.js';
import { runnerFieldsIn, type RunnerFields } from './registration-doc.js';

/** A runner's entry as the code reads it. */
export interface BallotEntryDoc extends RunnerFields {
  emergencyContact: string;
  entryId: string;
  state: BallotEntryState;
  enteredAt: Timestamp | null;
  /** 1-based place in the draw's order; null before the draw. */
  rank: number | null;
  reserveNumber: number | null;
  /** A winner's payment deadline on a priced distance; null otherwise. */
  dueAt: Timestamp | null;
}

/** Fields of the entry that are the ballot's own, not the registration form's. */
export const BALLOT_ONLY_FIELDS = [
  'entryId',
  'state',
  'enteredAt',
  'rank',
  'reserveNumber',
  'dueAt',
] as const;

const wholeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

const readEntry = (data: DocumentData, id: string): BallotEntryDoc => ({
  ...runnerFieldsIn(data, id),
  emergencyContact: textIn(data.emergencyContact),
  entryId: textIn(data.entryId),
  state: oneOf(BALLOT_ENTRY_STATES, data.state, 'entered'),
  enteredAt: timeOrNull(data.enteredAt),
  rank: wholeOrNull(data.rank),
  reserveNumber: wholeOrNull(data.reserveNumber),
  dueAt: timeOrNull(data.dueAt),
});

export const ballotEntryDocs = converterOf<BallotEntryDoc>(readEntry);

/** A race's entries, plain: after a `select`, each is read with `ballotEntryDocs.of`. */
export const ballotEntriesOf = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.ballotEntries);

/** Every race's entries, plain (a query on `userId` finds a runner's). */
export const ballotEntriesEverywhere = () => db().collectionGroup(COLLECTIONS.ballotEntries);

/** A public entry id: 20 random letters and digits, as Firestore makes its own ids. */
export const newBallotEntryId = (): string => db().collection(COLLECTIONS.ballotEntries).doc().id;

export const ballotEntryRef = (marathon: DocumentReference, uid: string) =>
  ballotEntriesOf(marathon).doc(uid).withConverter(ballotEntryDocs);

/** A distance's entries, read as their models. */
export const entriesOfDistance = (marathon: DocumentReference, distanceId: string): Query =>
  ballotEntriesOf(marathon).where('distanceId', '==', distanceId).withConverter(ballotEntryDocs);

/** A distance's entries in one state. */
export const entriesIn = (
  marathon: DocumentReference,
  distanceId: string,
  state: BallotEntryState,
) => entriesOfDistance(marathon, distanceId).where('state', '==', state);

/** A distance's draw as stored: `drawing` under a lease, then `drawn`. */
export interface StoredDraw {
  state: 'drawing' | 'drawn';
  leaseAt: Timestamp | null;
  drawnAt: Timestamp | null;
  places: number | null;
  winners: number;
}

/** The race's seed and draws. */
export interface DrawDoc {
  seed: string;
  commitment: string;
  nextDrawAt: Timestamp | null;
  draws: Record<string, StoredDraw>;
}

function readDraws(value: unknown): Record<string, StoredDraw> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([id, raw]) => {
      if (typeof raw !== 'object' || raw === null) return [];
      const d = raw as Record<string, unknown>;
      const draw: StoredDraw = {
        state: d.state === 'drawn' ? 'drawn' : 'drawing',
        leaseAt: timeOrNull(d.leaseAt),
        drawnAt: timeOrNull(d.drawnAt),
        places: wholeOrNull(d.places),
        winners: countIn(d.winners),
      };
      return [[id, draw]];
    }),
  );
}

export const drawDocs = converterOf<DrawDoc>((data) => ({
  seed: textIn(data.seed),
  commitment: textIn(data.commitment),
  nextDrawAt: timeOrNull(data.nextDrawAt),
  draws: readDraws(data.draws),
}));

export const DRAW_DOC = 'draw';

export const drawRef = (marathon: DocumentReference) =>
  marathon.collection(COLLECTIONS.ballots).doc(DRAW_DOC).withConverter(drawDocs);

/** Every race's draw document with a draw due by `now` (the schedule's query). */
export const dueDraws = (now: Timestamp): Query =>
  db().collectionGroup(COLLECTIONS.ballots).where('nextDrawAt', '<=', now);
