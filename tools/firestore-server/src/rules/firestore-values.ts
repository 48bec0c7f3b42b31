// Stored Firestore values (as proto-loader decodes them) in the shape the rules evaluator reads.
import { kindOf, type Fields, type Value } from '../engine/values.js';
import { RulesLatLng, RulesPath, type RulesMap, type RulesValue } from './values.js';

/** A document's fields as `resource.data` / `request.resource.data` read them. */
export function rulesDataOf(fields: Fields | undefined): RulesMap {
  // fromEntries makes every name an own field, even `__proto__`.
  const entries = Object.entries(fields ?? {});
  return Object.fromEntries(entries.map(([name, value]) => [name, rulesValueOf(value)]));
}

export function rulesValueOf(v: Value): RulesValue {
  switch (kindOf(v)) {
    case 'nullValue':
      return null;
    case 'booleanValue':
      return v.booleanValue === true;
    case 'integerValue':
      return BigInt(v.integerValue ?? 0);
    case 'doubleValue':
      // Number() reads the 'NaN' / 'Infinity' strings a JSON-decoded double may carry.
      return Number(v.doubleValue ?? 0);
    case 'timestampValue': {
      const t = v.timestampValue;
      return new Date(Number(t?.seconds ?? 0) * 1000 + Math.floor((t?.nanos ?? 0) / 1e6));
    }
    case 'stringValue':
      return v.stringValue ?? '';
    case 'bytesValue':
      return new Uint8Array(v.bytesValue ?? []);
    case 'referenceValue': {
      // projects/p/databases/d/documents/a/b reads as the path /databases/d/documents/a/b.
      const name = v.referenceValue ?? '';
      return RulesPath.parse(name.slice(Math.max(0, name.indexOf('/databases/'))));
    }
    case 'geoPointValue':
      return new RulesLatLng(v.geoPointValue?.latitude ?? 0, v.geoPointValue?.longitude ?? 0);
    case 'arrayValue':
      return (v.arrayValue?.values ?? []).map(rulesValueOf);
    case 'mapValue':
      return rulesDataOf(v.mapValue?.fields);
  }
}
