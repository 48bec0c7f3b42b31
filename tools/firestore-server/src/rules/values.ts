// The values a rules expression works on, with the rules language's equality, order and type names.
// Integers are bigint and floats are number, so `is int` / `is float` and integer division hold.

/** A Firestore path (`/databases/(default)/documents/a/b`), also how a reference field reads. */
export class RulesPath {
  constructor(readonly segments: readonly string[]) {}
  static parse(text: string): RulesPath {
    return new RulesPath(text.split('/').filter((s) => s !== ''));
  }
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export class RulesLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

/** A span of time in nanoseconds (`duration.value(1, 'h')`, or two timestamps subtracted). */
export class RulesDuration {
  constructor(readonly nanos: bigint) {}
}

/** What `list.toSet()`, `map.keys().toSet()` and a map diff's key methods return. */
export class RulesSet {
  constructor(readonly items: readonly RulesValue[]) {}
}

/** What `map.diff(other)` returns: its key sets say how `other` differs from the map. */
export class RulesMapDiff {
  constructor(
    readonly before: RulesMap,
    readonly after: RulesMap,
  ) {}
}

/** One filter of a list's query, on a field path, as the rules decide a list from it. */
export interface ListConstraint {
  field: readonly string[];
  op:
    | '=='
    | '!='
    | '<'
    | '<='
    | '>'
    | '>='
    | 'not-in'
    | 'array-contains'
    | 'is-not-null'
    | 'is-not-nan';
  value: RulesValue;
}

/**
 * `resource` of a `list`: any document one conjunction of the query's filters admits. Rules are not
 * filters, so a list is allowed only when its condition holds for every such document.
 */
export class ListedResource {
  constructor(readonly constraints: readonly ListConstraint[]) {}
}

/** A field of a listed document whose value the query's filters do not fix (`resource.data.x`). */
export class ListedField {
  constructor(
    readonly path: readonly string[],
    readonly constraints: readonly ListConstraint[],
  ) {}
}

export interface RulesMap {
  [key: string]: RulesValue;
}

/**
 * A value as a rules expression sees it. Documents handed to the evaluator use the stored kinds:
 * null, boolean, bigint (integer), number (double), string, Date (timestamp), Uint8Array (bytes),
 * RulesPath (reference), RulesLatLng (geopoint), arrays and plain objects (maps).
 */
export type RulesValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Date
  | Uint8Array
  | RulesPath
  | RulesLatLng
  | RulesDuration
  | RulesSet
  | RulesMapDiff
  | ListedResource
  | ListedField
  | RulesValue[]
  | RulesMap;

/** Thrown while evaluating: it makes the `allow` being evaluated false, as in Firestore. */
export class EvaluationError extends Error {}

export function isMap(v: RulesValue): v is RulesMap {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** The rules type name of a value, as `is` spells it. */
export function typeOf(v: RulesValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'float';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v)) return 'list';
  if (v instanceof Date) return 'timestamp';
  if (v instanceof Uint8Array) return 'bytes';
  if (v instanceof RulesPath) return 'path';
  if (v instanceof RulesLatLng) return 'latlng';
  if (v instanceof RulesDuration) return 'duration';
  if (v instanceof RulesSet) return 'set';
  if (v instanceof RulesMapDiff) return 'mapdiff';
  if (v instanceof ListedResource || v instanceof ListedField) return 'a document of the query';
  return 'map';
}

/** The names `x is <type>` accepts. */
export const TYPE_NAMES = new Set([
  'bool',
  'bytes',
  'float',
  'int',
  'list',
  'latlng',
  'number',
  'map',
  'map_diff',
  'path',
  'set',
  'string',
  'timestamp',
  'duration',
]);

export function isType(v: RulesValue, name: string): boolean {
  const t = typeOf(v);
  if (name === 'number') return t === 'int' || t === 'float';
  if (name === 'map_diff') return t === 'mapdiff';
  return t === name;
}

export function isNumber(v: RulesValue): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

export function equals(a: RulesValue, b: RulesValue): boolean {
  if (isNumber(a) && isNumber(b)) return Number(a) === Number(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && listEquals(a, b);
  }
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof Uint8Array) return b instanceof Uint8Array && Buffer.from(a).equals(b);
  if (a instanceof RulesPath) return b instanceof RulesPath && a.toString() === b.toString();
  if (a instanceof RulesLatLng) {
    return b instanceof RulesLatLng && a.latitude === b.latitude && a.longitude === b.longitude;
  }
  if (a instanceof RulesDuration) return b instanceof RulesDuration && a.nanos === b.nanos;
  if (a instanceof RulesSet) {
    return b instanceof RulesSet && a.items.length === b.items.length && subset(a.items, b.items);
  }
  if (isMap(a) && isMap(b)) return mapEquals(a, b);
  return false;
}

function listEquals(a: RulesValue[], b: RulesValue[]): boolean {
  return a.length === b.length && a.every((x, i) => equals(x, b[i] ?? null));
}

function mapEquals(a: RulesMap, b: RulesMap): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && equals(a[k] ?? null, b[k] ?? null));
}

export function contains(items: readonly RulesValue[], v: RulesValue): boolean {
  return items.some((x) => equals(x, v));
}

export function subset(small: readonly RulesValue[], big: readonly RulesValue[]): boolean {
  return small.every((x) => contains(big, x));
}

/** Order for `< <= > >=`: numbers, strings, timestamps, durations, and lists element-wise. */
export function compare(a: RulesValue, b: RulesValue): number {
  if (isNumber(a) && isNumber(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
    const [x, y] = [Number(a), Number(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) throw new EvaluationError('NaN is not ordered');
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (a instanceof RulesDuration && b instanceof RulesDuration) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compare(a[i] ?? null, b[i] ?? null);
      if (c !== 0) return c;
    }
    return Math.sign(a.length - b.length);
  }
  throw new EvaluationError(`cannot order ${typeOf(a)} and ${typeOf(b)}`);
}
