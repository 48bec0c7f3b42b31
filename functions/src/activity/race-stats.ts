// GET /marathon/{id}/stats (docs/race-day.md): every figure from an aggregation (count or sum,
// billed by the thousand index entries, not per document) or from counters the write paths keep: the
// distances' shards and the trail trigger's day counts. Nothing reads every registration, so a race of
// 100,000 answers with the same reads as a race of 10; the number of queries follows the race's
// distances, choice options and days open, not its runners.
import {
  AggregateField,
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';
import type { MarathonStats } from '@run/contract/domain/api-types';
import type { RaceQuestion } from '@run/contract/domain/race-form';

import { dailyCountsOf } from '../store/activity-doc.js';
import { ofDistance, type StoredDistance } from '../store/distances.js';
import { registrationCounts } from '../places/places.js';
import { mailOf } from '../store/mail-doc.js';
import { ZERO } from '../store/place-counts.js';
import { marathonOf, toIso, type MarathonDoc } from '../store/marathon-doc.js';
import { moneyTotals } from '../store/payment-doc.js';
import { registrationsPlain } from '../store/registration-doc.js';
import { waitlistPlain } from '../store/waitlist-doc.js';

const DAY_MS = 86_400_000;
/** Days of registration the chart covers at most (a longer window shows its last year). */
const MAX_DAYS = 366;
const EPOCH = Timestamp.fromMillis(0);

const count = async (query: Query) => (await query.count().get()).data().count;

/** The UTC days from the opening of registration to today (or the close, if earlier). */
function daysOpen(marathon: MarathonDoc, now = Date.now()): string[] {
  const opened = Date.parse(toIso(marathon.startRegistrationDate));
  const closed = Date.parse(toIso(marathon.endRegistrationDate));
  const first = Number.isNaN(opened) ? now : opened;
  const last = Math.min(now, Number.isNaN(closed) ? now : closed);
  const days: string[] = [];
  for (let t = Math.max(first, last - (MAX_DAYS - 1) * DAY_MS); t <= last; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const today = new Date(last).toISOString().slice(0, 10);
  if (days.at(-1) !== today) days.push(today);
  return [...new Set(days)];
}

async function byDay(ref: DocumentReference, marathon: MarathonDoc) {
  const counters = dailyCountsOf(ref);
  return Promise.all(
    daysOpen(marathon).map(async (date) => {
      const sum = await counters
        .where('day', '==', date)
        .aggregate({ n: AggregateField.sum('count') })
        .get();
      return { date, count: Math.max(0, sum.data().n ?? 0) };
    }),
  );
}

/**
 * Each choice question's answers on each distance that asks it (T-shirts to order for each start);
 * the race's totals are their sum when every distance asks it, else one more count per option over
 * the whole race (a runner who moved to a distance that does not ask it still counts there). So the
 * counts follow the options and the asking distances, and a race of one distance costs one count per
 * option, as before.
 */
async function answers(
  ref: DocumentReference,
  questions: readonly RaceQuestion[],
  distances: readonly StoredDistance[],
) {
  const registrations = registrationsPlain(ref);
  const choices = questions.filter((q) => q.type === 'choice');
  const countOf = (q: RaceQuestion, query: Query, option: string) =>
    count(query.where(new FieldPath('answers', q.id), '==', option));
  const countsIn = async (q: RaceQuestion, query: Query) =>
    Object.fromEntries(
      await Promise.all(q.options.map(async (o) => [o, await countOf(q, query, o)] as const)),
    );
  const perQuestion = await Promise.all(
    choices.map(async (q) => {
      const asking = q.distanceIds
        ? distances.filter((d) => q.distanceIds?.includes(d.id))
        : distances;
      const [byDistance, whole] = await Promise.all([
        Promise.all(
          asking.map(
            async (d) =>
              [d.id, await countsIn(q, ofDistance(registrations, distances, d))] as const,
          ),
        ),
        asking.length === distances.length ? undefined : countsIn(q, registrations),
      ]);
      const totals =
        whole ??
        Object.fromEntries(
          q.options.map((o) => [
            o,
            byDistance.reduce((sum, [, counts]) => sum + (counts[o] ?? 0), 0),
          ]),
        );
      return { id: q.id, totals, byDistance: Object.fromEntries(byDistance) };
    }),
  );
  return {
    answers: Object.fromEntries(perQuestion.map((q) => [q.id, q.totals])),
    answersByDistance: Object.fromEntries(perQuestion.map((q) => [q.id, q.byDistance])),
  };
}

async function mail(marathonId: string) {
  const mails = mailOf().where('marathonId', '==', marathonId);
  const inState = (states: string[]) => count(mails.where('delivery.state', 'in', states));
  const [sent, pending, failed] = await Promise.all([
    inState(['SUCCESS']),
    inState(['PENDING', 'PROCESSING', 'RETRY']),
    inState(['ERROR', 'SUPPRESSED']),
  ]);
  return { sent, pending, failed };
}

export async function marathonStats(marathon: DocumentSnapshot): Promise<MarathonStats> {
  const race = marathonOf(marathon);
  const { distances } = race;
  const registrations = registrationsPlain(marathon.ref);
  const waitlist = waitlistPlain(marathon.ref);
  const [counts, days, checkedIn, waiting, offered, chosen, mails, money] = await Promise.all([
    registrationCounts([marathon]),
    byDay(marathon.ref, race),
    Promise.all(
      distances.map(
        async (d) =>
          [
            d.id,
            await count(ofDistance(registrations, distances, d).where('checkedInAt', '>', EPOCH)),
          ] as const,
      ),
    ),
    count(waitlist.where('offerExpiresAt', '==', null)),
    count(waitlist.where('offerExpiresAt', '>', EPOCH)),
    answers(marathon.ref, race.questions, distances),
    mail(marathon.id),
    moneyTotals(
      marathon,
      distances.map((d) => d.id),
      race.currency,
    ),
  ]);
  const held = counts.get(marathon.id);
  const byDistance = Object.fromEntries(
    distances.map((d) => [d.id, (held?.get(d.id) ?? ZERO).registrations]),
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    registrations: { total: sum(Object.values(byDistance)), byDistance, byDay: days },
    waitlist: { waiting, offered },
    checkIns: {
      total: sum(checkedIn.map(([, n]) => n)),
      byDistance: Object.fromEntries(checkedIn),
    },
    ...chosen,
    mail: mails,
    money,
  };
}
