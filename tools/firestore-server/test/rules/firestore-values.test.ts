import { describe, expect, it } from 'vitest';

import { RulesLatLng, RulesPath, rulesDataOf } from '../../src/rules/rules.js';
import { holds } from './harness.js';

describe('stored values as the rules read them', () => {
  const data = rulesDataOf({
    n: { integerValue: '42' },
    d: { doubleValue: 1.5 },
    nan: { doubleValue: 'NaN' },
    s: { stringValue: 'x' },
    b: { booleanValue: false },
    z: { nullValue: 'NULL_VALUE' },
    t: { timestampValue: { seconds: '1746095400', nanos: 5_000_000 } },
    bytes: { bytesValue: new Uint8Array([1, 2]) },
    ref: { referenceValue: 'projects/p/databases/(default)/documents/staff/alice' },
    geo: { geoPointValue: { latitude: 1, longitude: 2 } },
    list: { arrayValue: { values: [{ integerValue: 1 }, { stringValue: 'a' }] } },
    map: { mapValue: { fields: { inner: { booleanValue: true } } } },
    empty: { arrayValue: {} },
  });

  it('keeps each kind distinguishable', () => {
    expect(data).toMatchObject({
      n: 42n,
      d: 1.5,
      s: 'x',
      b: false,
      z: null,
      list: [1n, 'a'],
      map: { inner: true },
      empty: [],
    });
    expect(data.nan).toBeNaN();
    expect(data.t).toEqual(new Date(1746095400005));
    expect(data.bytes).toEqual(new Uint8Array([1, 2]));
    expect(data.ref).toEqual(
      new RulesPath(['databases', '(default)', 'documents', 'staff', 'alice']),
    );
    expect(data.geo).toEqual(new RulesLatLng(1, 2));
  });

  it('answers type checks and comparisons as Firestore does', async () => {
    expect(
      await holds(
        'resource.data.n is int && resource.data.d is float && resource.data.t is timestamp',
        data,
      ),
    ).toBe(true);
    expect(
      await holds(
        'resource.data.bytes is bytes && resource.data.bytes.size() == 2 && resource.data.geo is latlng',
        data,
      ),
    ).toBe(true);
    expect(
      await holds(
        'resource.data.ref == /databases/$(database)/documents/staff/alice && resource.data.ref is path',
        data,
      ),
    ).toBe(true);
    expect(await holds('resource.data.geo.latitude() == 1.0', data)).toBe(true);
  });
});
