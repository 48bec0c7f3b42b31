// Field paths (`a.b`, `` `odd.key`.c ``) and reading/writing them in document fields.
import type { Fields, Value } from './values.js';
import { kindOf } from './values.js';

const cache = new Map<string, string[]>();

export function parseFieldPath(path: string): string[] {
  const hit = cache.get(path);
  if (hit) return hit;
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i] as string;
    if (quoted) {
      if (ch === '\\') {
        current += path[++i] ?? '';
      } else if (ch === '`') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '`') {
      quoted = true;
    } else if (ch === '.') {
      segments.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  segments.push(current);
  if (cache.size > 10_000) cache.clear();
  cache.set(path, segments);
  return segments;
}

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let map: Fields | undefined = fields;
  let value: Value | undefined;
  for (let i = 0; i < segments.length; i++) {
    if (!map) return undefined;
    value = map[segments[i] as string];
    if (value === undefined) return undefined;
    if (i < segments.length - 1) {
      map = kindOf(value) === 'mapValue' ? (value.mapValue?.fields ?? {}) : undefined;
    }
  }
  return value;
}

/** Returns new fields with `value` at `segments`, copying only the maps along the path. */
export function setField(fields: Fields, segments: readonly string[], value: Value): Fields {
  const [head, ...rest] = segments;
  if (head === undefined) return fields;
  const out: Fields = { ...fields };
  if (rest.length === 0) {
    out[head] = value;
    return out;
  }
  const existing = fields[head];
  const inner =
    existing && kindOf(existing) === 'mapValue' ? (existing.mapValue?.fields ?? {}) : {};
  out[head] = { mapValue: { fields: setField(inner, rest, value) } };
  return out;
}

export function deleteField(fields: Fields, segments: readonly string[]): Fields {
  const [head, ...rest] = segments;
  if (head === undefined || fields[head] === undefined) return fields;
  if (rest.length === 0) {
    const out: Fields = {};
    for (const [k, v] of Object.entries(fields)) if (k !== head) out[k] = v;
    return out;
  }
  const out: Fields = { ...fields };
  const existing = fields[head] as Value;
  if (kindOf(existing) !== 'mapValue') return fields;
  out[head] = { mapValue: { fields: deleteField(existing.mapValue?.fields ?? {}, rest) } };
  return out;
}

/** Keeps only the given field paths (a document mask or a query projection). */
export function projectFields(fields: Fields, paths: readonly string[]): Fields {
  let out: Fields = {};
  for (const p of paths) {
    const segments = parseFieldPath(p);
    const v = getField(fields, segments);
    if (v !== undefined) out = setField(out, segments, v);
  }
  return out;
}
