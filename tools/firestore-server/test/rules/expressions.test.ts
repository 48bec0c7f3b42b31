import { describe, expect, it } from 'vitest';

import type { RulesRequest } from '../../src/rules/rules.js';
import { holds } from './harness.js';

/** One test per condition: it holds for a get of a document with no fields. */
function evaluatesAsTrue(conditions: string[], extra: Partial<RulesRequest> = {}): void {
  it.each(conditions)('evaluates %s as true', async (condition) => {
    expect(await holds(condition, {}, extra)).toBe(true);
  });
}

describe('rules expressions', () => {
  evaluatesAsTrue([
    '1 + 2 * 3 == 7',
    '(1 + 2) * 3 == 9',
    '7 / 2 == 3',
    '7 % 3 == 1',
    '7.0 / 2 == 3.5',
    '1 == 1.0',
    '-3 < -2',
    "'a' + 'b' == 'ab'",
    "'abc' < 'abd'",
    '[1, 2] + [3] == [1, 2, 3]',
    '!(1 > 2)',
    "true ? 'y' == 'y' : false",
    '2 in [1, 2, 3]',
    "'a' in {'a': 1}",
    "!('b' in {'a': 1})",
    '1 is int && 1.5 is float && 1 is number && 1.5 is number',
    "'s' is string && [1] is list && {'a': 1} is map && true is bool && null == null",
    'request.time is timestamp',
    '/databases/x/documents/a/b is path',
    'int(2.7) == 2 && float(2) == 2.0 && string(5) == "5" && int("42") == 42',
    'math.abs(-3) == 3 && math.floor(2.7) == 2 && math.ceil(2.1) == 3 && math.round(2.5) == 3',
    'math.sqrt(16) == 4.0 && math.pow(2, 10) == 1024 && math.isNaN(float("NaN"))',
    "debug('x') == 'x'",
  ]);

  it.each([
    ['a missing field', 'resource.data.missing == 1'],
    ['a field of null', 'request.auth.uid == "u"'],
    ['ordering across types', "1 < 'a'"],
    ['a non-bool condition', "'yes'"],
    ['integer division by zero', '1 / 0 == 0'],
    ['integer overflow', '9223372036854775807 + 1 > 0'],
    ['! on a non-bool', '!1'],
    ['a list index out of range', '[1][1] == 1'],
    ['an error negated', '!(resource.data.missing == 1)'],
  ])('makes the allow false on %s, without throwing', async (_what, condition) => {
    expect(await holds(condition)).toBe(false);
  });

  it('lets || and && ignore an error when the other side decides, as Firestore does', async () => {
    expect(await holds('resource.data.missing == 1 || true')).toBe(true);
    expect(await holds('true || resource.data.missing == 1')).toBe(true);
    expect(await holds('resource.data.missing == 1 || false')).toBe(false);
    expect(await holds('false && resource.data.missing')).toBe(false);
    expect(await holds('!(resource.data.missing && false)')).toBe(true);
  });

  it('reads resource.data, resource.id and nested maps', async () => {
    const data = { name: 'Ada', tags: ['a', 'b'], address: { city: 'Oslo' } };
    expect(await holds("resource.data.name == 'Ada' && resource.id == 't1'", data)).toBe(true);
    expect(
      await holds("resource.data.address.city == 'Oslo' && resource.data['name'] == 'Ada'", data),
    ).toBe(true);
    expect(
      await holds("resource.data.tags[1] == 'b' && resource.data.tags.size() == 2", data),
    ).toBe(true);
    expect(
      await holds("resource['__name__'] == /databases/(default)/documents/things/t1", data),
    ).toBe(true);
  });

  it('distinguishes ints from floats as stored', async () => {
    expect(await holds('resource.data.n is int', { n: 3n })).toBe(true);
    expect(await holds('resource.data.n is float', { n: 3 })).toBe(true);
    expect(await holds('resource.data.n == 3', { n: 3 })).toBe(true);
  });
});

describe('string methods', () => {
  evaluatesAsTrue([
    "'héllo'.size() == 5",
    "'abc-12'.matches('[a-z]+-[0-9]+')",
    "!'abc-12x'.matches('[a-z]+-[0-9]+')",
    "'AbC'.lower() == 'abc' && 'AbC'.upper() == 'ABC'",
    "'a,b,c'.split(',') == ['a', 'b', 'c']",
    "'  x '.trim() == 'x'",
    "'a-b-c'.replace('-', '+') == 'a+b+c'",
    "r'\\d+' == '\\\\d+'",
  ]);
});

describe('list, set and map methods', () => {
  evaluatesAsTrue([
    "['a', 'b'].hasAll(['a']) && !['a'].hasAll(['a', 'c'])",
    "['a', 'b'].hasAny(['c', 'b']) && !['a'].hasAny([])",
    "['a', 'b'].hasOnly(['a', 'b', 'c']) && !['a', 'd'].hasOnly(['a'])",
    "['a', 'a', 'b'].toSet() == ['b', 'a'].toSet()",
    "['a', 'b'].toSet().union(['c'].toSet()).size() == 3",
    "['a', 'b'].toSet().difference(['a'].toSet()) == ['b'].toSet()",
    "['a', 'b'].toSet().intersection(['b', 'c'].toSet()) == ['b'].toSet()",
    "['a', 'b'].removeAll(['a']) == ['b'] && ['a'].concat(['b']) == ['a', 'b']",
    "['a', 'b'].join('/') == 'a/b'",
    '[1, 2, 3, 4][1:3] == [2, 3]',
    "{'a': 1, 'b': 2}.keys().hasAll(['a', 'b']) && {'a': 1}.values() == [1]",
    "{'a': 1}.size() == 1 && {'a': 1}.get('b', 7) == 7 && {'a': 1}.get('a', 7) == 1",
    "{'a': {'b': 2}}.get(['a', 'b'], 0) == 2 && {'a': {}}.get(['a', 'b'], 0) == 0",
    "{'a': 1}.keys().toSet() is set",
  ]);

  it('diffs two maps into added, removed, changed, affected and unchanged keys', async () => {
    const before = "{'keep': 1, 'change': 1, 'drop': 1}";
    const after = "{'keep': 1, 'change': 2, 'add': 1}";
    const diff = `${after}.diff(${before})`;
    expect(await holds(`${diff}.addedKeys() == ['drop'].toSet()`)).toBe(true);
    expect(await holds(`${diff}.removedKeys() == ['add'].toSet()`)).toBe(true);
    expect(await holds(`${diff}.changedKeys() == ['change'].toSet()`)).toBe(true);
    expect(await holds(`${diff}.affectedKeys() == ['add', 'change', 'drop'].toSet()`)).toBe(true);
    expect(await holds(`${diff}.unchangedKeys().hasOnly(['keep'])`)).toBe(true);
  });
});

describe('timestamps and durations', () => {
  const at = { time: new Date('2025-05-01T10:30:00Z') };
  evaluatesAsTrue(
    [
      'request.time.year() == 2025 && request.time.month() == 5 && request.time.day() == 1',
      'request.time.hours() == 10 && request.time.minutes() == 30 && request.time.dayOfWeek() == 4',
      'request.time.dayOfYear() == 121',
      'request.time.toMillis() == 1746095400000 && request.time.seconds() == 1746095400',
      'request.time.date() == timestamp.date(2025, 5, 1)',
      "request.time.time() == duration.value(630, 'm')",
      "request.time - duration.value(1, 'h') < request.time",
      "request.time + duration.value(1, 'd') > timestamp.value(1746095400000)",
      'request.time - timestamp.date(2025, 5, 1) == duration.time(10, 30, 0, 0)',
      "duration.value(90, 's').seconds() == 90 && duration.abs(duration.value(-1, 's')) == duration.value(1, 's')",
    ],
    at,
  );

  it('compares stored timestamps with request.time', async () => {
    const data = { opensAt: new Date('2025-04-01T00:00:00Z') };
    expect(
      await holds(
        'resource.data.opensAt < request.time && resource.data.opensAt is timestamp',
        data,
      ),
    ).toBe(true);
  });
});
