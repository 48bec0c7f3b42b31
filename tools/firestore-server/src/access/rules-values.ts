// Firestore values decoded into the plain values the rules evaluator works on.
import type { StoredDoc } from '../storage/database.js';
import type { Fields, Value } from '../engine/values.js';
import { kindOf, timestampMicros } from '../engine/values.js';
import type { RulesValue } from './rules-stub.js';

export function rulesValue(v: Value): RulesValue {
  switch (kindOf(v)) {
    case 'nullValue':
      return null;
    case 'booleanValue':
      return v.booleanValue ?? false;
    case 'integerValue':
      return BigInt(v.integerValue ?? 0);
    case 'doubleValue':
      return Number(v.doubleValue ?? 0);
    case 'timestampValue':
      return new Date(timestampMicros(v.timestampValue) / 1000);
    case 'stringValue':
      return v.stringValue ?? '';
    case 'bytesValue':
      return Buffer.from(v.bytesValue ?? new Uint8Array());
    case 'referenceValue':
      return v.referenceValue ?? '';
    case 'geoPointValue':
      return {
        latitude: v.geoPointValue?.latitude ?? 0,
        longitude: v.geoPointValue?.longitude ?? 0,
      };
    case 'arrayValue':
      return (v.arrayValue?.values ?? []).map(rulesValue);
    case 'mapValue':
      return rulesData(v.mapValue?.fields ?? {});
  }
}

export function rulesData(fields: Fields): Record<string, RulesValue> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, rulesValue(v)]));
}

/** A stored document as the rules' `resource` (null when it does not exist). */
export function rulesResource(doc: StoredDoc | null | undefined, path: string) {
  return doc ? { data: rulesData(doc.fields), id: path.slice(path.lastIndexOf('/') + 1) } : null;
}
