// Human-readable JSON for documents: Firestore's REST (proto3 JSON) value encoding, times as RFC 3339.
import type { StoredDoc } from './database.js';
import type { Fields, Value } from '../engine/values.js';
import { kindOf } from '../engine/values.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };

export interface JsonDocument {
  fields: Record<string, JsonValue>;
  createTime?: string;
  updateTime?: string;
}

export interface ExportFile {
  format: 'run-firestore-export/1';
  databases: Record<string, { documents: Record<string, JsonDocument> }>;
}

export class FormatError extends Error {}

export function microsToRfc3339(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const iso = new Date(ms).toISOString(); // 2024-01-01T00:00:00.123Z
  const extra = String(micros - ms * 1000).padStart(3, '0');
  return `${iso.slice(0, -1)}${extra}Z`;
}

export function rfc3339ToMicros(text: string): number {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
  if (!m)
    throw new FormatError(
      `Invalid timestamp "${text}" (expected RFC 3339, e.g. 2024-05-01T09:00:00Z)`,
    );
  const seconds = Date.parse(`${m[1]}${m[3]}`) / 1000;
  if (Number.isNaN(seconds)) throw new FormatError(`Invalid timestamp "${text}"`);
  const frac = (m[2] ?? '').padEnd(6, '0').slice(0, 6);
  return seconds * 1e6 + Number(frac);
}

export function valueToJson(v: Value): JsonValue {
  switch (kindOf(v)) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      return { booleanValue: v.booleanValue ?? false };
    case 'integerValue':
      return { integerValue: String(v.integerValue ?? '0') };
    case 'doubleValue': {
      const d = Number(v.doubleValue ?? 0);
      return { doubleValue: Number.isFinite(d) ? d : String(d) };
    }
    case 'timestampValue': {
      const t = v.timestampValue ?? {};
      const seconds = Number(t.seconds ?? 0);
      const nanos = t.nanos ?? 0;
      const iso = new Date(seconds * 1000).toISOString().slice(0, 19);
      return { timestampValue: `${iso}.${String(nanos).padStart(9, '0')}Z` };
    }
    case 'stringValue':
      return { stringValue: v.stringValue ?? '' };
    case 'bytesValue':
      return { bytesValue: Buffer.from(v.bytesValue ?? []).toString('base64') };
    case 'referenceValue':
      return { referenceValue: v.referenceValue ?? '' };
    case 'geoPointValue':
      return {
        geoPointValue: {
          latitude: v.geoPointValue?.latitude ?? 0,
          longitude: v.geoPointValue?.longitude ?? 0,
        },
      };
    case 'arrayValue':
      return { arrayValue: { values: (v.arrayValue?.values ?? []).map(valueToJson) } };
    case 'mapValue':
      return { mapValue: { fields: fieldsToJson(v.mapValue?.fields ?? {}) } };
  }
}

export function fieldsToJson(fields: Fields): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = valueToJson(v);
  return out;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function jsonToValue(j: unknown, where: string): Value {
  if (!isObject(j))
    throw new FormatError(`${where}: a value must be an object like {"stringValue": "x"}`);
  const keys = Object.keys(j);
  if (keys.length !== 1)
    throw new FormatError(
      `${where}: a value must have exactly one type key, got ${keys.join(', ')}`,
    );
  const key = keys[0] as string;
  const x = j[key];
  switch (key) {
    case 'nullValue':
      return { nullValue: 'NULL_VALUE' };
    case 'booleanValue':
      if (typeof x !== 'boolean') break;
      return { booleanValue: x };
    case 'integerValue':
      if (typeof x !== 'string' && typeof x !== 'number') break;
      if (!/^-?\d+$/.test(String(x))) break;
      return { integerValue: BigInt(x).toString() };
    case 'doubleValue':
      if (typeof x === 'number') return { doubleValue: x };
      if (x === 'NaN' || x === 'Infinity' || x === '-Infinity') return { doubleValue: Number(x) };
      break;
    case 'timestampValue': {
      if (typeof x !== 'string') break;
      const m = /\.(\d{1,9})/.exec(x);
      const seconds = Math.floor(rfc3339ToMicros(x) / 1e6);
      const nanos = Number((m?.[1] ?? '').padEnd(9, '0') || '0');
      return { timestampValue: { seconds: String(seconds), nanos } };
    }
    case 'stringValue':
      if (typeof x !== 'string') break;
      return { stringValue: x };
    case 'bytesValue':
      if (typeof x !== 'string') break;
      return { bytesValue: Buffer.from(x, 'base64') };
    case 'referenceValue':
      if (typeof x !== 'string') break;
      return { referenceValue: x };
    case 'geoPointValue':
      if (!isObject(x)) break;
      return {
        geoPointValue: { latitude: Number(x.latitude ?? 0), longitude: Number(x.longitude ?? 0) },
      };
    case 'arrayValue': {
      if (!isObject(x)) break;
      const values = x.values ?? [];
      if (!Array.isArray(values)) break;
      return { arrayValue: { values: values.map((e, i) => jsonToValue(e, `${where}[${i}]`)) } };
    }
    case 'mapValue':
      if (!isObject(x)) break;
      return { mapValue: { fields: jsonToFields(x.fields ?? {}, where) } };
    default:
      throw new FormatError(`${where}: unknown value type "${key}"`);
  }
  throw new FormatError(`${where}: invalid ${key}`);
}

export function jsonToFields(j: unknown, where: string): Fields {
  if (!isObject(j)) throw new FormatError(`${where}: "fields" must be an object`);
  const out: Fields = {};
  for (const [k, v] of Object.entries(j)) out[k] = jsonToValue(v, `${where}.${k}`);
  return out;
}

export function docToJson(doc: StoredDoc): JsonDocument {
  return {
    fields: fieldsToJson(doc.fields),
    createTime: microsToRfc3339(doc.createTime),
    updateTime: microsToRfc3339(doc.updateTime),
  };
}

export function jsonToDoc(path: string, j: unknown, defaultMicros: number): StoredDoc {
  if (!isObject(j)) throw new FormatError(`${path}: a document must be an object with "fields"`);
  const fields = jsonToFields(j.fields ?? {}, path);
  const createTime =
    typeof j.createTime === 'string' ? rfc3339ToMicros(j.createTime) : defaultMicros;
  const updateTime = typeof j.updateTime === 'string' ? rfc3339ToMicros(j.updateTime) : createTime;
  return { path, fields, createTime, updateTime };
}
