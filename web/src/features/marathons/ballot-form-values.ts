// A distance's ballot (docs/ballot.md) as flat form values `distances.{i}.ballot.{field}`, and the
// `ballot` it sends. The three times are local date-times (the organiser's clock, as their
// datetime-local inputs show them) sent as ISO; pay days left empty take the default. All three times
// empty: no ballot. A distance that had one sends null to remove it; one that never had one sends
// nothing, as before ballots existed.
import type { DistanceBallot } from '@run/contract/domain/ballot';

export const BALLOT_FIELDS = ['opensAt', 'closesAt', 'drawAt', 'payDays'] as const;
type BallotField = (typeof BALLOT_FIELDS)[number];

export type BallotKey =
  `distances.${number}.ballot.${BallotField}` | `distances.${number}.hadBallot`;

export const ballotKey = (index: number, field: BallotField): BallotKey =>
  `distances.${index}.ballot.${field}`;
const hadKey = (index: number): BallotKey => `distances.${index}.hadBallot`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The `YYYY-MM-DDTHH:mm` a datetime-local input shows for an ISO time, in the viewer's zone. */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as ISO; anything that is not one is sent as typed, for the schema to name. */
function localInputToIso(value: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/** Row `index`'s ballot fields, empty or holding the distance's ballot. */
export function ballotValuesOf(
  index: number,
  ballot: DistanceBallot | null | undefined,
): Record<BallotKey, string> {
  const time = (iso: string | undefined) => (iso ? isoToLocalInput(iso) : '');
  return {
    [ballotKey(index, 'opensAt')]: time(ballot?.opensAt),
    [ballotKey(index, 'closesAt')]: time(ballot?.closesAt),
    [ballotKey(index, 'drawAt')]: time(ballot?.drawAt),
    [ballotKey(index, 'payDays')]: ballot ? String(ballot.payDays) : '',
    [hadKey(index)]: ballot ? 'yes' : '',
  };
}

/** The `ballot` field of row `index`'s distance, or nothing. */
export function ballotInput(values: Partial<Record<string, string>>, index: number) {
  const get = (field: BallotField) => (values[ballotKey(index, field)] ?? '').trim();
  const times = (['opensAt', 'closesAt', 'drawAt'] as const).map(get);
  if (times.every((t) => t === '')) return values[hadKey(index)] ? { ballot: null } : {};
  const [opensAt = '', closesAt = '', drawAt = ''] = times.map(localInputToIso);
  const payDays = get('payDays');
  return {
    ballot: {
      opensAt,
      closesAt,
      drawAt,
      ...(payDays === '' ? {} : { payDays: /^\d+$/u.test(payDays) ? Number(payDays) : payDays }),
    },
  };
}
