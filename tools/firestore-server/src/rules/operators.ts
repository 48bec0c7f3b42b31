// The operators other than && and || (those short-circuit in the evaluator), and the plain functions
// (`int()`, `math.abs()`, `latlng.value()`, ...).
import type { BinaryOperator } from './ast.js';
import { TIME_FUNCTIONS, timeArithmetic } from './time.js';
import {
  compare,
  contains,
  equals,
  EvaluationError,
  isMap,
  isNumber,
  RulesLatLng,
  RulesPath,
  RulesSet,
  typeOf,
  type RulesValue,
} from './values.js';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function fail(message: string): never {
  throw new EvaluationError(message);
}

function int64(v: bigint): bigint {
  return v > INT64_MAX || v < INT64_MIN ? fail('integer overflow') : v;
}

export function binary(
  op: Exclude<BinaryOperator, '&&' | '||'>,
  a: RulesValue,
  b: RulesValue,
): RulesValue {
  switch (op) {
    case '==':
      return equals(a, b);
    case '!=':
      return !equals(a, b);
    case '<':
      return compare(a, b) < 0;
    case '<=':
      return compare(a, b) <= 0;
    case '>':
      return compare(a, b) > 0;
    case '>=':
      return compare(a, b) >= 0;
    case 'in':
      return membership(a, b);
    case '+':
    case '-':
      return timeArithmetic(op, a, b) ?? additive(op, a, b);
    default:
      return multiplicative(op, a, b);
  }
}

function membership(item: RulesValue, collection: RulesValue): boolean {
  if (Array.isArray(collection)) return contains(collection, item);
  if (collection instanceof RulesSet) return contains(collection.items, item);
  if (isMap(collection)) {
    return typeof item === 'string'
      ? Object.hasOwn(collection, item)
      : fail('a map key is a string');
  }
  return fail(`'in' needs a list, set or map, not ${typeOf(collection)}`);
}

function additive(op: '+' | '-', a: RulesValue, b: RulesValue): RulesValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') return int64(op === '+' ? a + b : a - b);
  if (isNumber(a) && isNumber(b)) return op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  return fail(`cannot apply '${op}' to ${typeOf(a)} and ${typeOf(b)}`);
}

function multiplicative(op: '*' | '/' | '%', a: RulesValue, b: RulesValue): RulesValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if (op === '*') return int64(a * b);
    if (b === 0n) fail('division by zero');
    return op === '/' ? int64(a / b) : a % b;
  }
  if (!isNumber(a) || !isNumber(b))
    return fail(`cannot apply '${op}' to ${typeOf(a)} and ${typeOf(b)}`);
  const [x, y] = [Number(a), Number(b)];
  return op === '*' ? x * y : op === '/' ? x / y : x % y;
}

export function unary(op: '!' | '-', v: RulesValue): RulesValue {
  if (op === '!') return typeof v === 'boolean' ? !v : fail(`'!' needs a bool, not ${typeOf(v)}`);
  if (typeof v === 'bigint') return int64(-v);
  return typeof v === 'number' ? -v : fail(`'-' needs a number, not ${typeOf(v)}`);
}

function number(v: RulesValue): number {
  return isNumber(v) ? Number(v) : fail(`expected a number, not ${typeOf(v)}`);
}

function toInt(v: RulesValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return int64(BigInt(Math.trunc(v)));
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return int64(BigInt(v.trim()));
  return fail(`cannot convert ${typeOf(v)} to int`);
}

function toFloat(v: RulesValue): number {
  if (isNumber(v)) return Number(v);
  const parsed = typeof v === 'string' ? Number(v) : NaN;
  if (Number.isNaN(parsed) && v !== 'NaN') fail(`cannot convert ${typeOf(v)} to float`);
  return parsed;
}

function toText(v: RulesValue): string {
  if (typeof v === 'string') return v;
  if (v === null || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
  if (v instanceof RulesPath) return v.toString();
  return fail(`cannot convert ${typeOf(v)} to string`);
}

type Plain = { arity: number; call: (args: RulesValue[]) => RulesValue };

const unaryMath = (f: (x: number) => number): Plain => ({
  arity: 1,
  call: ([x = null]) => f(number(x)),
});
/** ceil, floor, round and trunc answer an int, as in Firestore. */
const rounding = (f: (x: number) => number): Plain => ({
  arity: 1,
  call: ([x = null]) => toInt(f(number(x))),
});

/** Functions that need neither the request nor the database. */
export const PLAIN_FUNCTIONS: Record<string, Plain> = {
  ...TIME_FUNCTIONS,
  int: { arity: 1, call: ([v = null]) => toInt(v) },
  float: { arity: 1, call: ([v = null]) => toFloat(v) },
  string: { arity: 1, call: ([v = null]) => toText(v) },
  debug: { arity: 1, call: ([v = null]) => v },
  path: { arity: 1, call: ([v = null]) => RulesPath.parse(toText(v)) },
  'latlng.value': {
    arity: 2,
    call: ([lat = null, lng = null]) => new RulesLatLng(number(lat), number(lng)),
  },
  'math.abs': {
    arity: 1,
    call: ([x = null]) => (typeof x === 'bigint' ? (x < 0n ? int64(-x) : x) : Math.abs(number(x))),
  },
  'math.ceil': rounding(Math.ceil),
  'math.floor': rounding(Math.floor),
  'math.round': rounding(Math.round),
  'math.trunc': rounding(Math.trunc),
  'math.sqrt': unaryMath(Math.sqrt),
  'math.pow': { arity: 2, call: ([x = null, y = null]) => number(x) ** number(y) },
  'math.isInfinite': {
    arity: 1,
    call: ([x = null]) => !Number.isFinite(number(x)) && !Number.isNaN(number(x)),
  },
  'math.isNaN': { arity: 1, call: ([x = null]) => Number.isNaN(number(x)) },
};
