// A marathon as the API answers it (api-types `Marathon`): its model with its counts, and what this
// reader may see of its organiser.
import type { Distance, Marathon } from '@run/contract/domain/api-types';
import { ballotStateAt } from '@run/contract/domain/ballot';
import { tierInForce } from '@run/contract/domain/money';

import { summaryFields } from './distances.js';
import { eventDates, marathonOf, toIso, type MarathonRead } from './marathon-doc.js';
import { moneyOf } from './money.js';
import { organiserDetailsView } from './organiser-details.js';
import { ZERO, type PlaceCounts } from './place-counts.js';
import { waiverOf } from './questions.js';

/**
 * How a marathon names its organiser when their profile has no name
 * (docs/differences-from-spec.md).
 */
export const ORGANISER_FALLBACK = 'RUN organiser';

/**
 * `createdBy` is what this reader may see of the organiser (see organisers.ts): their display name,
 * or their own email for the organiser. The stored email never leaves through the default.
 */
export function toMarathon(
  marathon: MarathonRead,
  counts: PlaceCounts,
  createdBy: string = ORGANISER_FALLBACK,
  /** With the registration form's questions and waiver (one race's page, a runner's own list). */
  withForm = false,
): Marathon {
  const m = marathonOf(marathon);
  const { bankAccount, ...money } = moneyOf(m);
  const now = new Date();
  const distances = m.distances.map((d): Distance => {
    const c = counts.get(d.id) ?? ZERO;
    const tier = tierInForce(d.prices, now);
    return {
      id: d.id,
      name: d.name,
      runningDistance: d.runningDistance,
      capacity: d.capacity,
      minimumAge: d.minimumAge,
      bibFrom: d.bibFrom,
      bibTo: d.bibTo,
      registrationCount: c.registrations,
      placesLeft: d.capacity === null ? null : Math.max(0, d.capacity - c.registrations - c.offers),
      waitlistCount: c.waiting,
      // Every distance says its price in force (null: free, or no tier left); the tiers only when set.
      ...(d.prices.length > 0 ? { prices: d.prices } : {}),
      price: tier ? { ...tier, currency: money.currency } : null,
      // Only a ballot distance says so, as only a priced one lists its tiers.
      ...(d.ballot === null
        ? {}
        : {
            ballot: {
              opensAt: d.ballot.opensAt,
              closesAt: d.ballot.closesAt,
              drawAt: d.ballot.drawAt,
              payDays: d.ballot.payDays,
              state: ballotStateAt(d.ballot, now.getTime()),
            },
          }),
      // Only a distance that starts apart says when; the others start with the race.
      ...(d.startTime === null ? {} : { startTime: d.startTime }),
      // Only a distance with teams says their sizes (docs/teams.md).
      ...(d.teams === null ? {} : { teams: d.teams }),
    };
  });
  const sum = (pick: (d: Distance) => number) => distances.reduce((n, d) => n + pick(d), 0);
  const { runningDistance, capacity } = summaryFields(m.distances);
  return {
    _id: m.id,
    title: m.title,
    ...eventDates(m),
    // Absent on a race without a time (older races): the race is a day.
    ...(m.startTime === null ? {} : { startTime: m.startTime }),
    ...(m.timeZone === null ? {} : { timeZone: m.timeZone }),
    location: m.location,
    runningDistance,
    marathonImageURL: m.marathonImageURL,
    description: m.description,
    createdBy,
    createdByUid: m.createdByUid,
    createdAt: toIso(m.createdAt),
    registrationCount: sum((d) => d.registrationCount),
    capacity,
    placesLeft: capacity === null ? null : sum((d) => d.placesLeft ?? 0),
    waitlistCount: sum((d) => d.waitlistCount),
    offerHours: m.offerHours,
    distances,
    ...money,
    ...(withForm
      ? {
          bankAccount,
          questions: m.questions,
          waiver: waiverOf(m),
          reservedBibs: m.reservedBibs,
          ...organiserDetailsView(m.organiserDetails),
        }
      : {}),
  };
}
