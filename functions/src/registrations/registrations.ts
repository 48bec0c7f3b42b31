// A runner's registrations (docs/registration.md), the domain's public file: change and withdraw
// (change.ts), the runner's own list, and the organisers' participants (JSON or CSV). Registering is
// an order of one line (orders/register.ts). Each registration is its own document, id = the
// runner's uid.
import type { DocumentReference, Query } from 'firebase-admin/firestore';
import type { MyRegistration, Participant } from '@run/contract/domain/api-types';
import type { participantsQuery } from '@run/contract/domain/query';
import type { z } from 'zod';

import { holdExpiry, distanceChangeOf, creatorsWithCardPaused } from '../payments/payments.js';
import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { registrationCounts, settleDue } from '../places/places.js';
import { marathonOf, NO_COUNTS, raceTitle, type MarathonDoc } from '../store/marathon-doc.js';
import { toMarathon } from '../store/marathon-view.js';
import { organiserFor, organiserNames } from '../store/organisers.js';
import { allParticipants, listParticipants } from '../store/participants.js';
import {
  registrationDocs,
  registrationsEverywhere,
  toParticipant,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import { participantsCsv } from '../store/race-csv.js';
import type { RaceList } from '../lib/race-list.js';
import { distanceChangesEverywhere } from '../store/distance-change-doc.js';
import { lapsedHoldsEverywhere } from '../store/lapsed-hold-doc.js';
import { latestRefundsOf } from '../store/refund-doc.js';
import { openTransferOf } from '../store/transfer-doc.js';

/**
 * The caller's registrations (a collection-group query on userId), each with its marathon, and the
 * holds of theirs that expired unpaid (status `expired`), until they register again.
 */
export async function myRegistrations(caller: Caller): Promise<MyRegistration[]> {
  const mine = (group: Query) =>
    group.withConverter(registrationDocs).where('userId', '==', caller.uid).limit(500).get();
  const changesOf = () => distanceChangesEverywhere().where('userId', '==', caller.uid).limit(500);
  const [regs, lapsed, refunds, pending] = await Promise.all([
    mine(registrationsEverywhere()),
    mine(lapsedHoldsEverywhere()),
    latestRefundsOf(caller.uid),
    changesOf().get(),
  ]);
  const changes = new Map(
    pending.docs.map((c) => [c.ref.parent.parent?.id, distanceChangeOf(c)] as const),
  );
  const parentsOf = (docs: Array<{ ref: DocumentReference }>) =>
    docs.map((r) => r.ref.parent.parent).filter((p): p is DocumentReference => p !== null);
  const parents = [
    ...new Map(parentsOf([...regs.docs, ...lapsed.docs]).map((p) => [p.path, p])).values(),
  ];
  if (parents.length === 0) return [];
  const read = (await db().getAll(...parents)).filter((m) => m.exists);
  const marathons = await settleDue(read, holdExpiry);
  // A hold that expired just now has moved from the registrations: read both again.
  const [nowRegs, nowLapsed] = marathons.some((m, i) => m !== read[i])
    ? await Promise.all([mine(registrationsEverywhere()), mine(lapsedHoldsEverywhere())])
    : [regs, lapsed];
  const races = marathons.map(marathonOf);
  const [counts, names, paused] = await Promise.all([
    registrationCounts(marathons),
    organiserNames(races, caller),
    creatorsWithCardPaused(races),
  ]);
  // A registration stands before an expired hold of the same race.
  const byMarathon = new Map(
    [...nowLapsed.docs, ...nowRegs.docs].map((r) => [r.ref.parent.parent?.id, r.data()]),
  );
  return races
    .map((m): MyRegistration => {
      const reg = byMarathon.get(m.id);
      return {
        ...toMarathon(m, counts.get(m.id) ?? NO_COUNTS, organiserFor(m, names, caller), true),
        ...(paused.has(m.createdByUid) ? { cardPaused: true as const } : {}),
        totalRegistrationCount: reg
          ? [
              {
                ...toParticipant(reg, m.distances),
                marathonId: m.id,
                refund: refunds.get(m.id) ?? null,
                transfer: openTransferOf(reg),
                distanceChange: changes.get(m.id) ?? null,
                ...referralsOf(m, reg),
                smsOptIn: reg.smsOptIn,
                marketingOptIn: reg.marketingOptIn,
              },
            ]
          : [],
      };
    })
    .sort((a, b) => Date.parse(a.marathonStartDate) - Date.parse(b.marathonStartDate));
}

/** The runner's link code (once confirmed, on a race with referrals) and their count so far. */
function referralsOf(race: MarathonDoc, reg: RegistrationDoc) {
  const shown = race.referrals.enabled && reg.status === 'confirmed';
  return { referralCode: shown ? reg.referralCode : null, referrals: reg.referrals };
}

/** The organisers' list of the race's participants: pages of JSON, or all of them as CSV. */
export const participants: RaceList<
  Participant,
  Awaited<ReturnType<typeof listParticipants>>,
  z.output<typeof participantsQuery>
> = {
  page: listParticipants,
  all: allParticipants,
  csv: participantsCsv,
  title: raceTitle,
};

export { updateRegistration, withdrawRegistration } from './change.js';

// The rules an order's entry keeps as a registration does: nothing changes once the race has
// started, and a withdrawal gives money back by the race's policy.
export { refuseStarted, withdrawByPolicy } from './change.js';
