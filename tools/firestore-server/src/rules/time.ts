// Timestamps (JavaScript Dates, UTC, millisecond precision) and durations: their methods, their
// arithmetic and the `duration.*` / `timestamp.*` functions.
import { EvaluationError, RulesDuration, typeOf, type RulesValue } from './values.js';

const NANOS_PER_MS = 1_000_000n;
const MS_PER_DAY = 86_400_000;

export const TIMESTAMP_METHODS: Record<string, number> = {
  toMillis: 0,
  seconds: 0,
  nanos: 0,
  year: 0,
  month: 0,
  day: 0,
  hours: 0,
  minutes: 0,
  dayOfWeek: 0,
  dayOfYear: 0,
  date: 0,
  time: 0,
};

function fail(message: string): never {
  throw new EvaluationError(message);
}

export function timestampMethod(t: Date | RulesDuration, name: string): RulesValue {
  if (t instanceof RulesDuration) {
    if (name === 'seconds') return t.nanos / 1_000_000_000n;
    if (name === 'nanos') return t.nanos % 1_000_000_000n;
    return fail(`duration has no method ${name}()`);
  }
  const ms = t.getTime();
  const startOfDay = Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
  switch (name) {
    case 'toMillis':
      return BigInt(ms);
    case 'seconds':
      return BigInt(Math.floor(ms / 1000));
    case 'nanos':
      return BigInt(((ms % 1000) + 1000) % 1000) * NANOS_PER_MS;
    case 'year':
      return BigInt(t.getUTCFullYear());
    case 'month':
      return BigInt(t.getUTCMonth() + 1);
    case 'day':
      return BigInt(t.getUTCDate());
    case 'hours':
      return BigInt(t.getUTCHours());
    case 'minutes':
      return BigInt(t.getUTCMinutes());
    case 'dayOfWeek':
      return BigInt(t.getUTCDay() === 0 ? 7 : t.getUTCDay());
    case 'dayOfYear':
      return BigInt((startOfDay - Date.UTC(t.getUTCFullYear(), 0, 1)) / MS_PER_DAY + 1);
    case 'date':
      return new Date(startOfDay);
    case 'time':
      return new RulesDuration(BigInt(ms - startOfDay) * NANOS_PER_MS);
    default:
      return fail(`timestamp has no method ${name}()`);
  }
}

/** `+` and `-` with a timestamp or a duration on either side; undefined when neither is one. */
export function timeArithmetic(
  op: '+' | '-',
  a: RulesValue,
  b: RulesValue,
): RulesValue | undefined {
  const nanosOf = (d: RulesDuration) => d.nanos / NANOS_PER_MS;
  if (a instanceof Date && b instanceof RulesDuration) {
    const delta = Number(nanosOf(b));
    return new Date(a.getTime() + (op === '+' ? delta : -delta));
  }
  if (op === '+' && a instanceof RulesDuration && b instanceof Date)
    return timeArithmetic('+', b, a);
  if (op === '-' && a instanceof Date && b instanceof Date) {
    return new RulesDuration(BigInt(a.getTime() - b.getTime()) * NANOS_PER_MS);
  }
  if (a instanceof RulesDuration && b instanceof RulesDuration) {
    return new RulesDuration(op === '+' ? a.nanos + b.nanos : a.nanos - b.nanos);
  }
  if (
    a instanceof Date ||
    b instanceof Date ||
    a instanceof RulesDuration ||
    b instanceof RulesDuration
  ) {
    return fail(`cannot ${op === '+' ? 'add' : 'subtract'} ${typeOf(b)} and ${typeOf(a)}`);
  }
  return undefined;
}

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * 86_400n * 1_000_000_000n,
  d: 86_400n * 1_000_000_000n,
  h: 3_600n * 1_000_000_000n,
  m: 60n * 1_000_000_000n,
  s: 1_000_000_000n,
  ms: NANOS_PER_MS,
  ns: 1n,
};

function int(v: RulesValue, what: string): bigint {
  return typeof v === 'bigint' ? v : fail(`${what} must be an int, not ${typeOf(v)}`);
}

/** The `duration.*` and `timestamp.*` functions, with how many arguments each takes. */
export const TIME_FUNCTIONS: Record<
  string,
  { arity: number; call: (args: RulesValue[]) => RulesValue }
> = {
  'duration.value': {
    arity: 2,
    call: ([n = null, unit = null]) => {
      const perUnit = typeof unit === 'string' ? UNIT_NANOS[unit] : undefined;
      return perUnit
        ? new RulesDuration(int(n, 'the amount') * perUnit)
        : fail(`unknown duration unit`);
    },
  },
  'duration.time': {
    arity: 4,
    call: ([h = null, m = null, s = null, ns = null]) =>
      new RulesDuration(
        int(h, 'hours') * (UNIT_NANOS.h ?? 0n) +
          int(m, 'minutes') * (UNIT_NANOS.m ?? 0n) +
          int(s, 'seconds') * (UNIT_NANOS.s ?? 0n) +
          int(ns, 'nanos'),
      ),
  },
  'duration.abs': {
    arity: 1,
    call: ([d = null]) =>
      d instanceof RulesDuration
        ? new RulesDuration(d.nanos < 0n ? -d.nanos : d.nanos)
        : fail('not a duration'),
  },
  'timestamp.date': {
    arity: 3,
    call: ([y = null, m = null, d = null]) =>
      new Date(
        Date.UTC(Number(int(y, 'year')), Number(int(m, 'month')) - 1, Number(int(d, 'day'))),
      ),
  },
  'timestamp.value': { arity: 1, call: ([ms = null]) => new Date(Number(int(ms, 'milliseconds'))) },
};
