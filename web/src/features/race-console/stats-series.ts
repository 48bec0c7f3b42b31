// The overview's charts read the stats (GET /marathon/{id}/stats) as rows: one builder per chart,
// and the chart and its table show the same rows.
import type { Distance, MarathonStats, Question } from '@run/contract/domain/api-types';

const DAY = 86_400_000;

export interface DayRow {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** Registrations (held now) made that day. */
  count: number;
  /** Registrations held now that were made on that day or before. */
  total: number;
}

/** YYYY-MM-DD of the UTC day after `date`. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

/**
 * Registrations per day, cumulative: every day from the first registration to the last, the quiet
 * ones included with 0, so the line's slope is true to the calendar. The server sends only days with
 * registrations, in any order.
 */
export function cumulativeByDay(byDay: MarathonStats['registrations']['byDay']): DayRow[] {
  const counts = new Map<string, number>();
  for (const { date, count } of byDay) counts.set(date, (counts.get(date) ?? 0) + count);
  const days = [...counts.keys()].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const rows: DayRow[] = [];
  let total = 0;
  for (let date = first; date <= last; date = nextDay(date)) {
    const count = counts.get(date) ?? 0;
    total += count;
    rows.push({ date, count, total });
  }
  return rows;
}

export interface DistanceRow {
  id: string;
  name: string;
  registered: number;
  /** null: no field limit. */
  capacity: number | null;
  placesLeft: number | null;
  waitlist: number;
  checkedIn: number;
}

/** Each distance with its places (from the race) and its registrations and check-ins (the stats). */
export function distanceRows(
  distances: readonly Pick<Distance, 'id' | 'name' | 'capacity' | 'placesLeft' | 'waitlistCount'>[],
  stats: Pick<MarathonStats, 'registrations' | 'checkIns'>,
): DistanceRow[] {
  return distances.map((d) => ({
    id: d.id,
    name: d.name,
    registered: stats.registrations.byDistance[d.id] ?? 0,
    capacity: d.capacity,
    placesLeft: d.placesLeft,
    waitlist: d.waitlistCount,
    checkedIn: stats.checkIns.byDistance[d.id] ?? 0,
  }));
}

/** The race's field limit: the sum of its distances', or null when any distance has none. */
export function raceCapacity(distances: readonly Pick<Distance, 'capacity'>[]): number | null {
  let sum = 0;
  for (const { capacity } of distances) {
    if (capacity === null) return null;
    sum += capacity;
  }
  return sum;
}

/** One option of a choice question: how many chose it, in all and on each distance shown. */
export interface AnswerRow {
  option: string;
  count: number;
  /** By distance id, for the chart's distances. */
  byDistance: Record<string, number>;
}

export interface AnswerChart {
  questionId: string;
  label: string;
  /** The names of the distances that ask it, or null when every distance does (the screen says so). */
  askedOf: string | null;
  /**
   * The distances the chart and its table split the answers by: those that ask it. Empty when that is
   * one distance: the total alone says it all.
   */
  distances: Pick<Distance, 'id' | 'name'>[];
  rows: AnswerRow[];
}

/**
 * Each choice question's answers, its options in the order the organiser wrote them (an option no
 * one chose counts 0: that is a size not to order), split by distance: T-shirts to order per start.
 */
export function answerCharts(
  questions: readonly Question[],
  distances: readonly Pick<Distance, 'id' | 'name'>[],
  stats: Pick<MarathonStats, 'answers' | 'answersByDistance'>,
): AnswerChart[] {
  return questions
    .filter((q) => q.type === 'choice')
    .map((q) => {
      const counts = stats.answers[q.id] ?? {};
      const perDistance = stats.answersByDistance[q.id] ?? {};
      const extra = Object.keys(counts).filter((option) => !q.options.includes(option));
      const asking = distances.filter((d) => !q.distanceIds || q.distanceIds.includes(d.id));
      const asked = q.distanceIds ? asking.map((d) => d.name) : [];
      const shown = asking.length > 1 ? asking : [];
      return {
        questionId: q.id,
        label: q.label,
        askedOf: asked.length > 0 ? asked.join(', ') : null,
        distances: shown,
        rows: [...q.options, ...extra].map((option) => ({
          option,
          count: counts[option] ?? 0,
          byDistance: Object.fromEntries(
            shown.map((d) => [d.id, perDistance[d.id]?.[option] ?? 0]),
          ),
        })),
      };
    });
}

/** A share as a whole percentage, 0 for nothing of nothing. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}
