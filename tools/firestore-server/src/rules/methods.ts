// Methods called on values: `name.size()`, `data.keys().hasOnly([...])`, `a.diff(b).affectedKeys()`.
import { timestampMethod, TIMESTAMP_METHODS } from './time.js';
import {
  contains,
  EvaluationError,
  isMap,
  RulesDuration,
  RulesLatLng,
  RulesMapDiff,
  RulesSet,
  subset,
  typeOf,
  type RulesMap,
  type RulesValue,
} from './values.js';

/** Each method name the evaluator knows, with how many arguments it takes. */
export const METHOD_ARITY: Record<string, number> = {
  size: 0,
  matches: 1,
  lower: 0,
  upper: 0,
  split: 1,
  trim: 0,
  replace: 2,
  hasAll: 1,
  hasAny: 1,
  hasOnly: 1,
  join: 1,
  concat: 1,
  removeAll: 1,
  toSet: 0,
  keys: 0,
  values: 0,
  get: 2,
  diff: 1,
  addedKeys: 0,
  removedKeys: 0,
  changedKeys: 0,
  affectedKeys: 0,
  unchangedKeys: 0,
  difference: 1,
  intersection: 1,
  union: 1,
  distance: 1,
  latitude: 0,
  longitude: 0,
  ...TIMESTAMP_METHODS,
};

function fail(message: string): never {
  throw new EvaluationError(message);
}

function str(v: RulesValue, what: string): string {
  return typeof v === 'string' ? v : fail(`${what} must be a string, not ${typeOf(v)}`);
}

/** A list or set argument's items (`hasAll(['a'])` and `hasAll(other.keys().toSet())` both work). */
function items(v: RulesValue, what: string): readonly RulesValue[] {
  if (Array.isArray(v)) return v;
  if (v instanceof RulesSet) return v.items;
  return fail(`${what} must be a list or a set, not ${typeOf(v)}`);
}

function unique(values: readonly RulesValue[]): RulesValue[] {
  const out: RulesValue[] = [];
  for (const v of values) if (!contains(out, v)) out.push(v);
  return out;
}

/**
 * A rules (RE2) pattern as a JavaScript RegExp, whole-string for `matches`: with the `u` flag (code
 * points, as RE2), or without it for the escapes `u` refuses (`\-` outside a class); undefined if
 * JavaScript cannot read it at all.
 */
export function regexOf(pattern: string, whole: boolean, flags = ''): RegExp | undefined {
  const source = whole ? `^(?:${pattern})$` : pattern;
  for (const unicode of ['u', '']) {
    try {
      return new RegExp(source, unicode + flags);
    } catch {
      // try without the u flag
    }
  }
  return undefined;
}

function regex(pattern: string, whole: boolean, flags = ''): RegExp {
  return regexOf(pattern, whole, flags) ?? fail(`unsupported regular expression '${pattern}'`);
}

export function callMethod(target: RulesValue, name: string, args: RulesValue[]): RulesValue {
  const [a = null, b = null] = args;
  if (typeof target === 'string') return stringMethod(target, name, a, b);
  if (Array.isArray(target) || target instanceof RulesSet) return collectionMethod(target, name, a);
  if (target instanceof RulesMapDiff) return diffMethod(target, name);
  if (target instanceof Date || target instanceof RulesDuration)
    return timestampMethod(target, name);
  if (target instanceof Uint8Array && name === 'size') return BigInt(target.length);
  if (target instanceof RulesLatLng) return latLngMethod(target, name, a);
  if (isMap(target)) return mapMethod(target, name, a, b);
  return fail(`${typeOf(target)} has no method ${name}()`);
}

function stringMethod(s: string, name: string, a: RulesValue, b: RulesValue): RulesValue {
  switch (name) {
    case 'size':
      return BigInt([...s].length);
    case 'matches':
      return regex(str(a, 'the pattern'), true).test(s);
    case 'lower':
      return s.toLowerCase();
    case 'upper':
      return s.toUpperCase();
    case 'trim':
      return s.trim();
    case 'split':
      return s.split(regex(str(a, 'the separator'), false));
    case 'replace':
      return s.replace(regex(str(a, 'the pattern'), false, 'g'), str(b, 'the replacement'));
    default:
      return fail(`string has no method ${name}()`);
  }
}

function collectionMethod(
  target: RulesValue[] | RulesSet,
  name: string,
  a: RulesValue,
): RulesValue {
  const list = Array.isArray(target) ? target : target.items;
  const isSet = target instanceof RulesSet;
  switch (name) {
    case 'size':
      return BigInt(list.length);
    case 'hasAll':
      return subset(items(a, 'hasAll()’s argument'), list);
    case 'hasAny':
      return items(a, 'hasAny()’s argument').some((x) => contains(list, x));
    case 'hasOnly':
      return subset(list, items(a, 'hasOnly()’s argument'));
    case 'toSet':
      return new RulesSet(unique(list));
    case 'difference':
    case 'removeAll': {
      const other = items(a, `${name}()’s argument`);
      const rest = list.filter((x) => !contains(other, x));
      return isSet ? new RulesSet(rest) : rest;
    }
    case 'intersection':
      return new RulesSet(list.filter((x) => contains(items(a, 'intersection()’s argument'), x)));
    case 'union':
      return new RulesSet(unique([...list, ...items(a, 'union()’s argument')]));
    case 'concat':
      if (isSet) break;
      return [...list, ...items(a, 'concat()’s argument')];
    case 'join':
      if (isSet) break;
      return list.map((x) => str(x, 'each joined item')).join(str(a, 'the separator'));
  }
  return fail(`${isSet ? 'set' : 'list'} has no method ${name}()`);
}

function mapMethod(m: RulesMap, name: string, a: RulesValue, b: RulesValue): RulesValue {
  switch (name) {
    case 'size':
      return BigInt(Object.keys(m).length);
    case 'keys':
      return Object.keys(m);
    case 'values':
      return Object.values(m);
    case 'get':
      return mapGet(m, a, b);
    case 'diff':
      return isMap(a) ? new RulesMapDiff(m, a) : fail(`diff() takes a map, not ${typeOf(a)}`);
    default:
      return fail(`map has no method ${name}()`);
  }
}

/** `m.get('a', d)` or `m.get(['a', 'b'], d)`: the value at a key or a nested key path, else `d`. */
function mapGet(m: RulesMap, key: RulesValue, fallback: RulesValue): RulesValue {
  const path = Array.isArray(key) ? key : [key];
  let current: RulesValue = m;
  for (const k of path) {
    const name = str(k, 'a key');
    if (!isMap(current) || !Object.hasOwn(current, name)) return fallback;
    current = current[name] ?? null;
  }
  return current;
}

function diffMethod(d: RulesMapDiff, name: string): RulesValue {
  const before = Object.keys(d.before);
  const after = Object.keys(d.after);
  const changed = before.filter(
    (k) => Object.hasOwn(d.after, k) && !contains([d.before[k] ?? null], d.after[k] ?? null),
  );
  const added = after.filter((k) => !Object.hasOwn(d.before, k));
  const removed = before.filter((k) => !Object.hasOwn(d.after, k));
  switch (name) {
    case 'addedKeys':
      return new RulesSet(added);
    case 'removedKeys':
      return new RulesSet(removed);
    case 'changedKeys':
      return new RulesSet(changed);
    case 'affectedKeys':
      return new RulesSet([...added, ...removed, ...changed]);
    case 'unchangedKeys':
      return new RulesSet(before.filter((k) => Object.hasOwn(d.after, k) && !changed.includes(k)));
    default:
      return fail(`map diff has no method ${name}()`);
  }
}

function latLngMethod(p: RulesLatLng, name: string, a: RulesValue): RulesValue {
  if (name === 'latitude') return p.latitude;
  if (name === 'longitude') return p.longitude;
  if (name === 'distance' && a instanceof RulesLatLng) return haversineMeters(p, a);
  return fail(`latlng has no method ${name}() taking ${typeOf(a)}`);
}

function haversineMeters(p: RulesLatLng, q: RulesLatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(q.latitude - p.latitude);
  const dLng = rad(q.longitude - p.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(p.latitude)) * Math.cos(rad(q.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
