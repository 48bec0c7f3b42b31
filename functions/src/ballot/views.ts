// What the ballot shows: the public draw anyone can check, its entries as CSV, a runner's entries,
// and the organisers' summary. A read writes nothing: the schedule makes a due draw (drawBallots, every
// minute), so a ballot past its draw time shows `closed` until that run.
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ballotStateAt,
  type BallotState,
  type BallotSummary,
  type BallotView,
  type MyBallotEntry,
} from '@run/contract/domain/ballot';

import type { Caller } from '../lib/auth.js';
import { BoundedMap } from '../lib/bounded-map.js';
import { db } from '../lib/firestore.js';
import { notFound } from '../lib/http-error.js';
import { registrationCounts } from '../places/places.js';
import {
  ballotEntriesEverywhere,
  ballotEntriesOf,
  ballotEntryDocs,
  drawRef,
  entriesIn,
  entriesOfDistance,
} from '../store/ballot-doc.js';
import { distancesOf, ofDistance, type StoredDistance } from '../store/distances.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { registrationOf, registrationRef, registrationsPlain } from '../store/registration-doc.js';
import { ZERO } from '../store/place-counts.js';
import { waitlistPlain } from '../store/waitlist-doc.js';
import { seedIsPublic } from './seed.js';

type BallotDistance = StoredDistance & { ballot: NonNullable<StoredDistance['ballot']> };

const ballotDistances = (marathon: DocumentSnapshot): BallotDistance[] =>
  distancesOf(marathon).filter((d): d is BallotDistance => d.ballot !== null);

/** The race with its ballot distances; 404 without either. */
async function drawnRace(id: string) {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('marathon_not_found');
  const distances = ballotDistances(marathon);
  if (distances.length === 0) throw notFound('race_has_no_ballot');
  return { marathon, distances };
}

const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;

/** The race's state: drawn once every distance is, else the furthest along of the undrawn. */
function raceState(states: BallotState[]): BallotState {
  if (states.every((s) => s === 'drawn')) return 'drawn';
  for (const s of ['closed', 'open', 'upcoming'] as const) if (states.includes(s)) return s;
  return 'upcoming';
}

type DistanceRow = BallotView['distances'][number];

/** Drawn distances' rows, by race, distance and draw time. */
const drawnRows = new BoundedMap<string, DistanceRow>(64);

export async function ballotView(id: string): Promise<BallotView> {
  const { marathon, distances } = await drawnRace(id);
  // Made with the race's first ballot; a ballot saved before that was made waits for its first entry.
  const draw = (await drawRef(marathon.ref).get()).data();
  if (draw === undefined) throw notFound('ballot_no_commitment');
  const counts = (await registrationCounts([marathon])).get(marathon.id);
  const now = Date.now();
  const rows = await Promise.all(
    distances.map(async (d): Promise<DistanceRow> => {
      const state = ballotStateAt(d.ballot, now);
      // A drawn distance's row never changes (no entry is withdrawn after the draw): anyone may poll
      // it, so its 30,000 winners are read once per instance, not on every read.
      const key = `${marathon.ref.path}#${d.id}#${d.ballot.drawnAt ?? ''}`;
      const kept = state === 'drawn' ? drawnRows.get(key) : undefined;
      if (kept) return kept;
      const c = counts?.get(d.id) ?? ZERO;
      const drawn = draw.draws[d.id];
      const winners =
        state === 'drawn'
          ? (
              await entriesIn(marathon.ref, d.id, 'drawn').orderBy('rank').select('entryId').get()
            ).docs.map((e) => ballotEntryDocs.of(e).entryId)
          : null;
      const row: DistanceRow = {
        distanceId: d.id,
        name: d.name,
        state,
        opensAt: d.ballot.opensAt,
        closesAt: d.ballot.closesAt,
        drawAt: d.ballot.drawAt,
        payDays: d.ballot.payDays,
        entries: await count(
          entriesOfDistance(marathon.ref, d.id).where('state', 'in', [
            'entered',
            'drawn',
            'reserve',
          ]),
        ),
        places:
          state === 'drawn'
            ? (drawn?.places ?? null)
            : d.capacity === null
              ? null
              : Math.max(0, d.capacity - c.registrations - c.offers),
        winners,
      };
      if (state === 'drawn') drawnRows.set(key, row);
      return row;
    }),
  );
  const state = raceState(rows.map((r) => r.state));
  return {
    state,
    distances: rows,
    commitment: draw.commitment,
    seed: seedIsPublic(distancesOf(marathon), draw) ? draw.seed : null,
    winners: state === 'drawn' ? rows.flatMap((r) => r.winners ?? []) : null,
  };
}

/** Every standing entry's id and distance, by entry id: what anyone needs to recompute the order. */
export async function entriesCsv(id: string): Promise<string> {
  const { marathon } = await drawnRace(id);
  const read = await ballotEntriesOf(marathon.ref).select('entryId', 'distanceId', 'state').get();
  const rows = read.docs
    .map((d) => ballotEntryDocs.of(d))
    .filter((e) => e.state !== 'withdrawn')
    .map((e) => `${e.entryId},${e.distanceId ?? ''}`)
    .sort();
  return ['entryId,distanceId', ...rows].map((r) => `${r}\r\n`).join('');
}

export async function myBallotEntries(caller: Caller): Promise<MyBallotEntry[]> {
  const mine = () =>
    ballotEntriesEverywhere()
      .where('userId', '==', caller.uid)
      .limit(200)
      .withConverter(ballotEntryDocs)
      .get();
  const snap = await mine();
  const parents = [
    ...new Map(
      snap.docs
        .flatMap((d) => (d.ref.parent.parent ? [d.ref.parent.parent] : []))
        .map((p) => [p.path, p]),
    ).values(),
  ];
  if (parents.length === 0) return [];
  const marathons = (await db().getAll(...parents)).filter((m) => m.exists);
  const byId = new Map(marathons.map((m) => [m.id, m]));
  // A winner who has paid owes nothing: their row drops its deadline.
  const won = snap.docs.filter((d) => d.data().state === 'drawn' && d.data().dueAt !== null);
  const paid = new Set(
    won.length === 0
      ? []
      : (await db().getAll(...won.map((d) => registrationRef(d.ref.parent.parent ?? d.ref, d.id))))
          .filter((r) => r.exists && registrationOf(r).status !== 'pending_payment')
          .map((r) => r.ref.path),
  );
  return snap.docs.flatMap((doc): MyBallotEntry[] => {
    const marathon = byId.get(doc.ref.parent.parent?.id ?? '');
    if (!marathon) return [];
    const entry = doc.data();
    const distance = ballotDistances(marathon).find((d) => d.id === entry.distanceId);
    if (!distance) return [];
    return [
      {
        marathonId: marathon.id,
        title: marathonOf(marathon).title,
        distanceId: distance.id,
        distanceName: distance.name,
        entryId: entry.entryId,
        state: entry.state,
        drawAt: distance.ballot.drawAt,
        reserveNumber: entry.state === 'reserve' ? entry.reserveNumber : null,
        dueAt:
          entry.state === 'drawn' &&
          entry.dueAt &&
          !paid.has(registrationRef(marathon.ref, doc.id).path)
            ? entry.dueAt.toDate().toISOString()
            : null,
      },
    ];
  });
}

export async function ballotSummary(race: DocumentSnapshot): Promise<BallotSummary> {
  const { marathon, distances } = await drawnRace(race.id);
  const all = distancesOf(marathon);
  const now = Date.now();
  const rows = await Promise.all(
    distances.map(async (d) => {
      const registrations = ofDistance(registrationsPlain(marathon.ref), all, d);
      const [entries, withdrawn, drawn, reserves, paid, awaiting, offers] = await Promise.all([
        count(entriesOfDistance(marathon.ref, d.id).where('state', '!=', 'withdrawn')),
        count(entriesIn(marathon.ref, d.id, 'withdrawn')),
        count(entriesIn(marathon.ref, d.id, 'drawn')),
        count(entriesIn(marathon.ref, d.id, 'reserve')),
        count(registrations.where('status', '==', 'confirmed')),
        count(registrations.where('status', '==', 'pending_payment')),
        count(
          ofDistance(waitlistPlain(marathon.ref), all, d).where(
            new FieldPath('offerExpiresAt'),
            '!=',
            null,
          ),
        ),
      ]);
      return {
        distanceId: d.id,
        name: d.name,
        state: ballotStateAt(d.ballot, now),
        drawAt: d.ballot.drawAt,
        entries,
        withdrawn,
        drawn,
        reserves,
        paid,
        awaitingPayment: awaiting,
        openOffers: offers,
      };
    }),
  );
  return { distances: rows };
}
