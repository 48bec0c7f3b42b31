// Places, computed by the server from the times (docs/results.md): finishers first, by time, then by
// the timer's own order where two times are equal (a photo finish), then by bib; equal times share a
// place and the next place is skipped (1, 2, 2, 4). DNF, DQ and DNS come after every finisher, in that
// order and by bib, without a place. Places by gender and by age group count the same way within them.
import type { Gender } from './results-groups.js';
import type { Tenths } from './results-times.js';

export const RESULT_STATUSES = ['finished', 'DNF', 'DNS', 'DQ'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export interface Placeable {
  bib: number;
  status: ResultStatus;
  /** The time ranked on (chip or gun); null for a runner who did not finish. */
  time: Tenths | null;
  gender: Gender | null;
  ageGroup: string;
  /** The timer's own place, when the file has one: orders equal times. */
  timerPlace: number | null;
}

export interface Placing {
  place: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  /** The result's position in the whole list, from 0: what pages are ordered and cut by. */
  order: number;
}

const UNPLACED_ORDER: Record<ResultStatus, number> = { finished: 0, DNF: 1, DQ: 2, DNS: 3 };

const isFinisher = (r: Placeable): r is Placeable & { time: Tenths } =>
  r.status === 'finished' && r.time !== null;

/** Competition ranking within a group: a place per result, equal times sharing one. */
class Ranking {
  private seen = 0;
  private lastTime: Tenths | null = null;
  private lastPlace = 0;

  next(time: Tenths): number {
    this.seen += 1;
    if (time !== this.lastTime) {
      this.lastPlace = this.seen;
      this.lastTime = time;
    }
    return this.lastPlace;
  }
}

/** Each result's placing, in the order of `results`. */
export function placeResults(results: readonly Placeable[]): Placing[] {
  const byBib = (a: Placeable, b: Placeable) => a.bib - b.bib;
  const timerOrder = (a: Placeable, b: Placeable) =>
    (a.timerPlace ?? Number.MAX_SAFE_INTEGER) - (b.timerPlace ?? Number.MAX_SAFE_INTEGER);
  const indexes = results.map((_, i) => i);
  const finishers = indexes.filter((i) => isFinisher(results[i] as Placeable));
  const others = indexes.filter((i) => !isFinisher(results[i] as Placeable));
  const at = (i: number) => results[i] as Placeable;
  finishers.sort(
    (a, b) =>
      (at(a).time ?? 0) - (at(b).time ?? 0) || timerOrder(at(a), at(b)) || byBib(at(a), at(b)),
  );
  others.sort(
    (a, b) => UNPLACED_ORDER[at(a).status] - UNPLACED_ORDER[at(b).status] || byBib(at(a), at(b)),
  );

  const placings: Placing[] = results.map(() => ({
    place: null,
    genderPlace: null,
    ageGroupPlace: null,
    order: 0,
  }));
  const overall = new Ranking();
  const byGender = new Map<Gender, Ranking>();
  const byGroup = new Map<string, Ranking>();
  const rankIn = <K>(rankings: Map<K, Ranking>, key: K, time: Tenths) => {
    let ranking = rankings.get(key);
    if (ranking === undefined) {
      ranking = new Ranking();
      rankings.set(key, ranking);
    }
    return ranking.next(time);
  };
  finishers.forEach((i, order) => {
    const result = at(i);
    const time = result.time ?? 0;
    placings[i] = {
      place: overall.next(time),
      genderPlace: result.gender === null ? null : rankIn(byGender, result.gender, time),
      ageGroupPlace: rankIn(byGroup, result.ageGroup, time),
      order,
    };
  });
  others.forEach((i, k) => {
    placings[i] = {
      place: null,
      genderPlace: null,
      ageGroupPlace: null,
      order: finishers.length + k,
    };
  });
  return placings;
}
