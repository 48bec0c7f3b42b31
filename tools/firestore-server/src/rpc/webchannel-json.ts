// Browsers send and receive Firestore's messages as proto3 JSON (REST encoding) over WebChannel; the
// sessions work on proto-loader's shapes. These two walks translate, field by field where it differs.
import {
  fieldsToJson,
  jsonToFields,
  jsonToValue,
  microsToRfc3339,
  rfc3339ToMicros,
  valueToJson,
} from '../storage/json-codec.js';
import type { Timestamp, Value } from '../engine/values.js';
import { microsToTimestamp, timestampMicros } from '../engine/values.js';

const TIMES = new Set(['readTime', 'commitTime', 'updateTime', 'createTime']);
const BYTES = new Set(['resumeToken', 'streamToken', 'transaction']);
const SINGLE_VALUES = new Set(['value', 'increment', 'maximum', 'minimum']);

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && !(x instanceof Uint8Array);
}

/** A request decoded from JSON into the shapes gRPC's decoding gives. */
export function fromJson(json: unknown, key = ''): unknown {
  if (Array.isArray(json)) return json.map((e) => fromJson(e, key));
  if (key === 'fields' && isObject(json)) return jsonToFields(json, key);
  if (SINGLE_VALUES.has(key) && isObject(json)) return jsonToValue(json, key);
  if (key === 'values' && Array.isArray(json)) return json.map((v) => jsonToValue(v, key));
  if (TIMES.has(key) && typeof json === 'string') return microsToTimestamp(rfc3339ToMicros(json));
  if (BYTES.has(key) && typeof json === 'string') return Buffer.from(json, 'base64');
  // Int32Value wrappers are plain numbers in JSON.
  if (key === 'limit' && typeof json === 'number') return { value: json };
  if (!isObject(json)) return json;
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, fromJson(v, k)]));
}

/** A response (proto-loader shapes) encoded as the JSON a browser's SDK reads. */
export function toJson(message: unknown, key = ''): unknown {
  if (message instanceof Uint8Array) return Buffer.from(message).toString('base64');
  if (Array.isArray(message)) {
    if (key === 'transformResults') return message.map((v) => valueToJson(v as Value));
    return message.map((e) => toJson(e, key));
  }
  if (!isObject(message)) return message;
  if (key === 'fields') return fieldsToJson(message as Record<string, Value>);
  if (TIMES.has(key)) return microsToRfc3339(timestampMicros(message as Timestamp));
  return Object.fromEntries(
    Object.entries(message)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toJson(v, k)]),
  );
}
