// Firestore values as proto-loader decodes them, with Firestore's ordering and equality rules.

export interface Timestamp {
  seconds?: string | number;
  nanos?: number;
}

export interface LatLng {
  latitude?: number;
  longitude?: number;
}

export interface Value {
  nullValue?: string | number | null;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number | string;
  timestampValue?: Timestamp;
  stringValue?: string;
  bytesValue?: Uint8Array;
  referenceValue?: string;
  geoPointValue?: LatLng;
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Fields };
  /** Set by proto-loader (oneofs: true) on decoded values; absent on values built here. */
  valueType?: string;
}

export type Fields = Record<string, Value>;

export type ValueKind =
  | 'nullValue'
  | 'booleanValue'
  | 'integerValue'
  | 'doubleValue'
  | 'timestampValue'
  | 'stringValue'
  | 'bytesValue'
  | 'referenceValue'
  | 'geoPointValue'
  | 'arrayValue'
  | 'mapValue';

const KINDS: readonly ValueKind[] = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
];

export function kindOf(v: Value): ValueKind {
  if (v.valueType) return v.valueType as ValueKind;
  for (const k of KINDS) if (v[k] !== undefined) return k;
  return 'nullValue';
}

export const NULL_VALUE: Value = { nullValue: 'NULL_VALUE', valueType: 'nullValue' };

// Firestore's cross-type order: null < bool < number < timestamp < string < bytes < reference < geo < array
// < vector < map.
const TYPE_RANK: Record<ValueKind, number> = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 4,
  bytesValue: 5,
  referenceValue: 6,
  geoPointValue: 7,
  arrayValue: 8,
  mapValue: 9,
};

/** A vector (FieldValue.vector()): a map `{__type__: '__vector__', value: [numbers]}`. */
function vectorOf(v: Value): Value[] | undefined {
  const fields = v.mapValue?.fields;
  if (fields?.__type__?.stringValue !== '__vector__') return undefined;
  return fields.value?.arrayValue?.values ?? [];
}

/** Vectors sort between arrays and maps, as in Firestore. */
const VECTOR_RANK = 8.5;

export function typeRank(v: Value): number {
  const rank = TYPE_RANK[kindOf(v)];
  return rank === TYPE_RANK.mapValue && vectorOf(v) ? VECTOR_RANK : rank;
}

export function toNumber(v: Value): number {
  return kindOf(v) === 'integerValue' ? Number(v.integerValue ?? 0) : Number(v.doubleValue ?? 0);
}

export function isNumber(v: Value): boolean {
  const k = kindOf(v);
  return k === 'integerValue' || k === 'doubleValue';
}

export function isNaNValue(v: Value): boolean {
  return kindOf(v) === 'doubleValue' && Number.isNaN(Number(v.doubleValue));
}

function cmp(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  if (kindOf(a) === 'integerValue' && kindOf(b) === 'integerValue') {
    const sa = String(a.integerValue ?? 0);
    const sb = String(b.integerValue ?? 0);
    // Up to 15 digits a double is exact; only longer int64 values need BigInt.
    if (sa.length < 16 && sb.length < 16) return cmp(Number(sa), Number(sb));
    const x = BigInt(sa);
    const y = BigInt(sb);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  // NaN sorts before every other number and equals itself.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return cmp(x, y);
}

/** Compares strings by code point, which matches Firestore's UTF-8 byte order. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates encode code points above U+FFFF, which sort after every BMP character.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return cmp(a.length, b.length);
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/**
 * Document ids in Firestore's order: ids of the form `__id<number>__` first, by their number, then
 * every other id by UTF-8 bytes.
 */
export function compareIds(a: string, b: string): number {
  const na = NUMERIC_ID.exec(a);
  const nb = NUMERIC_ID.exec(b);
  if (na && nb) {
    const x = BigInt(na[1] as string);
    const y = BigInt(nb[1] as string);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na) return -1;
  if (nb) return 1;
  return compareStrings(a, b);
}

/** Ids of the form `__...__` are reserved by Firestore, except `__id<number>__`. */
export function isReservedId(id: string): boolean {
  return id.length >= 4 && id.startsWith('__') && id.endsWith('__') && !NUMERIC_ID.test(id);
}

export function timestampMicros(t: Timestamp | undefined): number {
  return Number(t?.seconds ?? 0) * 1e6 + Math.floor((t?.nanos ?? 0) / 1000);
}

function compareTimestamps(a: Timestamp | undefined, b: Timestamp | undefined): number {
  const s = cmp(Number(a?.seconds ?? 0), Number(b?.seconds ?? 0));
  return s !== 0 ? s : cmp(a?.nanos ?? 0, b?.nanos ?? 0);
}

function compareBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): number {
  return Buffer.compare(Buffer.from(a ?? []), Buffer.from(b ?? []));
}

/** Splits a document resource name into its path segments after `/documents`. */
export function referenceSegments(name: string): string[] {
  const i = name.indexOf('/documents');
  const rest = i >= 0 ? name.slice(i + '/documents'.length) : name;
  return rest.split('/').filter((s) => s.length > 0);
}

export function compareSegmentLists(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareIds(a[i] ?? '', b[i] ?? '');
    if (c !== 0) return c;
  }
  return cmp(a.length, b.length);
}

export function compareReferences(a: string, b: string): number {
  return compareSegmentLists(referenceSegments(a), referenceSegments(b));
}

function compareArrays(a: Value[], b: Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return cmp(a.length, b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const ka = Object.keys(a).sort(compareStrings);
  const kb = Object.keys(b).sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const x = ka[i] as string;
    const y = kb[i] as string;
    const c = compareStrings(x, y);
    if (c !== 0) return c;
    const d = compareValues(a[x] as Value, b[y] as Value);
    if (d !== 0) return d;
  }
  return cmp(ka.length, kb.length);
}

export function compareValues(a: Value, b: Value): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return cmp(ra, rb);
  switch (kindOf(a)) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return cmp(a.booleanValue ? 1 : 0, b.booleanValue ? 1 : 0);
    case 'integerValue':
    case 'doubleValue':
      return compareNumbers(a, b);
    case 'timestampValue':
      return compareTimestamps(a.timestampValue, b.timestampValue);
    case 'stringValue':
      return compareStrings(a.stringValue ?? '', b.stringValue ?? '');
    case 'bytesValue':
      return compareBytes(a.bytesValue, b.bytesValue);
    case 'referenceValue':
      return compareReferences(a.referenceValue ?? '', b.referenceValue ?? '');
    case 'geoPointValue': {
      const c = cmp(a.geoPointValue?.latitude ?? 0, b.geoPointValue?.latitude ?? 0);
      return c !== 0 ? c : cmp(a.geoPointValue?.longitude ?? 0, b.geoPointValue?.longitude ?? 0);
    }
    case 'arrayValue':
      return compareArrays(a.arrayValue?.values ?? [], b.arrayValue?.values ?? []);
    case 'mapValue': {
      // Vectors: the shorter first, then element by element.
      const va = vectorOf(a);
      const vb = vectorOf(b);
      if (va && vb) return cmp(va.length, vb.length) || compareArrays(va, vb);
      return compareMaps(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
    }
  }
}

/** Equality as used by `==`, `in` and array membership: numbers by value, NaN equal to NaN. */
export function valuesEqual(a: Value, b: Value): boolean {
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}

export function timestampValue(micros: number): Value {
  return { timestampValue: microsToTimestamp(micros) };
}

export function microsToTimestamp(micros: number): Timestamp {
  const seconds = Math.floor(micros / 1e6);
  return { seconds: String(seconds), nanos: (micros - seconds * 1e6) * 1000 };
}

/** Copies a decoded value into plain stored form, tagging each value with its kind for fast dispatch. */
export function normalizeValue(v: Value): Value {
  const k = kindOf(v);
  switch (k) {
    case 'nullValue':
      return NULL_VALUE;
    case 'arrayValue':
      return {
        arrayValue: { values: (v.arrayValue?.values ?? []).map(normalizeValue) },
        valueType: k,
      };
    case 'mapValue':
      return { mapValue: { fields: normalizeFields(v.mapValue?.fields ?? {}) }, valueType: k };
    case 'doubleValue':
      return { doubleValue: Number(v.doubleValue ?? 0), valueType: k };
    case 'integerValue':
      return { integerValue: String(v.integerValue ?? '0'), valueType: k };
    case 'booleanValue':
      return { booleanValue: v.booleanValue ?? false, valueType: k };
    case 'stringValue':
      return { stringValue: v.stringValue ?? '', valueType: k };
    case 'bytesValue':
      return { bytesValue: Buffer.from(v.bytesValue ?? []), valueType: k };
    case 'referenceValue':
      return { referenceValue: v.referenceValue ?? '', valueType: k };
    case 'timestampValue':
      return {
        timestampValue: {
          seconds: String(v.timestampValue?.seconds ?? '0'),
          nanos: v.timestampValue?.nanos ?? 0,
        },
        valueType: k,
      };
    case 'geoPointValue':
      return {
        geoPointValue: {
          latitude: v.geoPointValue?.latitude ?? 0,
          longitude: v.geoPointValue?.longitude ?? 0,
        },
        valueType: k,
      };
  }
}

export function normalizeFields(fields: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) out[k] = normalizeValue(v);
  return out;
}
