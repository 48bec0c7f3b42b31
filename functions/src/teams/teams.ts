// The teams domain's public file (docs/teams.md): creating a team on a distance that allows them,
// joining one while registering (the captain by its id, anyone by its join link's token), the
// captain's view of the members, and a distance's team results.
import { mayDo } from '@run/contract/domain/race-roles';
import { formatRaceTime } from '@run/contract/domain/results-times';
import type { RegistrationStatus } from '@run/contract/domain/registration-status';
import { type TeamResults, type TeamView } from '@run/contract/domain/teams';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { conflict, notFound } from '../lib/http-error.js';
import { siteUrl } from '../mail/mail.js';
import { raceAsSeenBy } from '../results/results.js';
import {
  chooseDistance,
  distanceOfRecord,
  distancesOf,
  type StoredDistance,
} from '../store/distances.js';
import { marathonRef, raceRoleOf, refuseUnlessOpen } from '../store/marathon-doc.js';
import { raceDayOf, registrationDocRef } from '../store/registration-doc.js';
import { raceResultsOf, resultRef } from '../store/result-doc.js';
import {
  membersOf,
  newJoinToken,
  newTeamDoc,
  teamDocRef,
  teamIdOf,
  teamOfToken,
  teamRef,
  teamsOf,
  type TeamDoc,
} from '../store/team-doc.js';

/** A registration that is a runner's place: held unpaid or confirmed. */
const RUNNING = new Set<RegistrationStatus>(['pending_payment', 'confirmed']);

/** The link a runner opens to register into the team. */
const joinUrlOf = (marathonId: string, team: Pick<TeamDoc, 'joinToken'>) =>
  `${siteUrl()}/marathonRegister/${encodeURIComponent(marathonId)}?team=${encodeURIComponent(team.joinToken)}`;

/**
 * POST /marathon/{id}/teams: a runner registered for the distance creates a team while registration
 * is open; their registration is its first member and they are its captain. An account holding no
 * place makes no team, and a runner captains or joins one team at most, so team names are never an
 * open noticeboard. A name that looks like a team's already there (look-alike.ts) is taken.
 */
export async function createTeam(
  id: string,
  caller: Caller,
  body: { name: string; distanceId: string },
): Promise<{ teamId: string; joinUrl: string }> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('marathon_not_found');
  refuseUnlessOpen(marathon);
  const distance = chooseDistance(distancesOf(marathon), body.distanceId);
  if (distance.teams === null) throw conflict('no_teams');
  const teamId = teamIdOf(body.name);
  const team = {
    name: body.name.trim(),
    distanceId: distance.id,
    captainUid: caller.uid,
    joinToken: newJoinToken(),
  };
  const own = registrationDocRef(marathon.ref, caller.uid);
  const ref = teamDocRef(marathon.ref, teamId);
  await db().runTransaction(async (tx) => {
    const [runner, taken] = await Promise.all([tx.get(own), tx.get(ref)]);
    const registration = runner.data();
    if (
      registration === undefined ||
      !RUNNING.has(registration.status) ||
      distanceOfRecord(registration, distancesOf(marathon)).id !== distance.id
    ) {
      throw conflict('team_needs_registration');
    }
    if (taken.exists) throw conflict('team_name_taken');
    if (registration.teamId !== null) throw conflict('already_in_team');
    tx.create(ref, newTeamDoc(team, Timestamp.now()));
    tx.update(own, { teamId });
  });
  return { teamId, joinUrl: joinUrlOf(id, team) };
}

/** What a registration or an order asks of a team: its id (the captain) or its link's token. */
export interface TeamJoin {
  teamId?: string | undefined;
  teamToken?: string | undefined;
}

/**
 * The team `joining` runners of `distance` join, checked: the captain names it by id, anyone else
 * by its link's token; it runs that distance and has room (409 with a sentence otherwise). Null when
 * none is asked. The room is counted from the members registered now: two joining at the very same
 * moment may both take the last place (a team is a few runners, not a field limit).
 */
export async function teamToJoin(
  marathon: DocumentSnapshot,
  caller: Caller,
  distance: StoredDistance,
  join: TeamJoin,
  joining = 1,
): Promise<string | null> {
  if (join.teamId === undefined && join.teamToken === undefined) return null;
  const team =
    join.teamToken !== undefined
      ? (await teamOfToken(marathon.ref, join.teamToken).get()).docs[0]?.data()
      : (await teamRef(marathon.ref, join.teamId ?? '').get()).data();
  if (team === undefined) throw conflict('team_link_invalid');
  if (join.teamToken === undefined && team.captainUid !== caller.uid) {
    throw conflict('captain_only');
  }
  if (team.distanceId !== distance.id || distance.teams === null) {
    throw conflict('team_other_distance');
  }
  const members = (await membersOf(marathon.ref, team.id).count().get()).data().count;
  if (members + joining > distance.teams.maxSize) throw conflict('team_full');
  return team.id;
}

/** GET /marathon/{id}/teams/{teamId}: the captain's (or the organisers') view of the team. */
export async function teamView(id: string, caller: Caller, teamId: string): Promise<TeamView> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('marathon_not_found');
  const team = (await teamRef(marathon.ref, teamId).get()).data();
  const organiser = mayDo(raceRoleOf(marathon, caller), 'organisers');
  if (team === undefined || (team.captainUid !== caller.uid && !organiser)) {
    throw notFound('no_such_team');
  }
  const distance = distancesOf(marathon).find((d) => d.id === team.distanceId);
  const members = (await membersOf(marathon.ref, teamId).get()).docs.map((d) => d.data());
  return {
    teamId,
    name: team.name,
    distanceId: team.distanceId,
    minSize: distance?.teams?.minSize ?? 0,
    maxSize: distance?.teams?.maxSize ?? 0,
    joinUrl: joinUrlOf(id, team),
    members: members.map((m) => ({
      registrationId: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      status: m.status,
      bib: raceDayOf(m).bib,
    })),
  };
}

/**
 * GET /marathon/{id}/team-results: a distance's teams by the sum of their best `minSize` finishers'
 * chip times, then the teams short of finishers, unplaced. Public once the distance's results are.
 */
export async function teamResults(
  id: string,
  caller: Caller | undefined,
  distanceId: string | undefined,
): Promise<{ results: TeamResults; personal: boolean }> {
  const { race, staff } = await raceAsSeenBy(id, caller);
  const withTeams = distancesOf(race).filter((d) => d.teams !== null);
  const distance =
    distanceId === undefined ? withTeams[0] : withTeams.find((d) => d.id === distanceId);
  const summary = distance && raceResultsOf(race).byDistance.get(distance.id);
  const rule = distance?.teams ?? null;
  if (
    distance === undefined ||
    rule === null ||
    summary === undefined ||
    (!staff && summary.state === 'unpublished')
  ) {
    throw notFound('no_team_results');
  }
  const { minSize } = rule;
  const teams = (await teamsOf(race.ref).where('distanceId', '==', distance.id).get()).docs.map(
    (d) => d.data(),
  );
  const rows = await Promise.all(
    teams.map(async (team) => {
      const members = (await membersOf(race.ref, team.id).get()).docs.map((d) => d.data());
      const bibs = members.map((m) => raceDayOf(m).bib).filter((b): b is number => b !== null);
      const refs = bibs.map((bib) => resultRef(race.ref, distance.id, bib));
      const found = refs.length === 0 ? [] : await db().getAll(...refs);
      const finishers = found
        .flatMap((snap) => {
          const r = snap.data();
          if (r === undefined || r.chipTime === null || r.status !== 'finished') return [];
          const name = r.hidden ? 'Hidden' : `${r.firstName} ${r.lastName}`.trim();
          return [{ bib: r.bib, name, chip: r.chipTime }];
        })
        .sort((a, b) => a.chip - b.chip);
      const counted = finishers.slice(0, minSize);
      const placed = counted.length === minSize;
      const total = counted.reduce((n, f) => n + f.chip, 0);
      return {
        teamId: team.id,
        name: team.name,
        total: placed ? total : null,
        finishers: finishers.length,
        counted: counted.map((f) => ({
          bib: f.bib,
          name: f.name,
          chipTime: formatRaceTime(f.chip),
        })),
      };
    }),
  );
  const ranked = rows
    .filter((r) => r.total !== null)
    .sort((a, b) => (a.total ?? 0) - (b.total ?? 0) || a.name.localeCompare(b.name));
  const unplaced = rows
    .filter((r) => r.total === null)
    .sort((a, b) => b.finishers - a.finishers || a.name.localeCompare(b.name));
  return {
    results: {
      distanceId: distance.id,
      minSize,
      teams: [
        ...ranked.map((r, i) => ({ ...r, place: i + 1, time: formatRaceTime(r.total ?? 0) })),
        ...unplaced.map((r) => ({ ...r, place: null, time: null })),
      ].map(({ total: _total, ...r }) => r),
    },
    personal: staff,
  };
}
