// Every message the contract's request schemas write for a person is one of FIELD_MESSAGES' shapes,
// so the web can say it in the visitor's language. Each input schema is run over bad values (missing,
// blank, too long, control characters, wrong types, impossible dates) in every field, and a message
// no shape reads fails the test, named with its schema.
import fs from 'node:fs';

import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { FIELD_LABELS, FIELD_MESSAGES, fieldMessage, readFieldMessage } from './field-messages.js';
import { refusalCodeOf } from './refusals.js';

const DOMAIN = new URL('./', import.meta.url);

/** The answers' file: its schemas describe what the API sends, never what a person typed. */
const ANSWER_FILES = new Set(['api-types.ts']);

/** Schemas elsewhere of what no person types: answers, and what a device or the timing sends. */
const NOT_TYPED = new Set([
  'ballot.ts: myBallotEntrySchema',
  'payout-types.ts: platformFeeSchema',
  'results.ts: resultSchema',
  'results.ts: resultsDistanceSchema',
  'results.ts: resultCardSchema',
  'results.ts: topFinishersSchema',
  'schemas.ts: checkInSchema',
  'shifts.ts: checkOutSchema',
]);

const BAD: unknown[] = [
  undefined,
  '',
  '   ',
  'x'.repeat(20_000),
  'a\u0000b',
  'a\nb',
  -1,
  0,
  1.5,
  1e12,
  'not a date',
  '2020-02-30',
  true,
  null,
  [],
  {},
];

/**
 * What only a developer meets keeps its English: a request's shape (a list or an object where one is
 * due), an API parameter (written in lower case), zod's own wording of a type, and a refusal, which
 * is said by its code (refusals.ts).
 */
function forDevelopers(message: string): boolean {
  return (
    /^[a-z]/u.test(message) ||
    /must be (a list|an object|\{)/u.test(message) ||
    /^Invalid /u.test(message) ||
    /^Send exactly one of /u.test(message) ||
    / is not one of this race’s /u.test(message) ||
    /^Push at /u.test(message) ||
    refusalCodeOf(message) !== undefined
  );
}

async function schemas(): Promise<[string, z.ZodType][]> {
  const out: [string, z.ZodType][] = [];
  for (const file of fs.readdirSync(DOMAIN).sort()) {
    if (!file.endsWith('.ts') || file.includes('.test') || ANSWER_FILES.has(file)) continue;
    const module = (await import(new URL(file, DOMAIN).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const named = `${file}: ${name}`;
      if (value instanceof z.ZodType && !NOT_TYPED.has(named)) out.push([named, value]);
    }
  }
  return out;
}

function inputsFor(schema: z.ZodType): unknown[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = Object.keys(shape);
  return [
    {},
    ...BAD,
    ...BAD.map((bad) => Object.fromEntries(keys.map((key) => [key, bad]))),
    ...keys.flatMap((key) => BAD.map((bad) => ({ [key]: bad }))),
  ];
}

describe('field messages', () => {
  it('reads every message a request schema writes for a person', async () => {
    const unread = new Set<string>();
    const labels = new Set<string>();
    for (const [name, schema] of await schemas()) {
      for (const input of inputsFor(schema)) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const { message } of result.error.issues) {
          if (forDevelopers(message)) continue;
          const read = readFieldMessage(message);
          if (read === undefined) unread.add(`${name}: ${message}`);
          else if (read.params.label !== undefined) labels.add(String(read.params.label));
        }
      }
    }
    expect([...unread]).toEqual([]);
    // Each label met is one a client can say in its language.
    const known = new Set<string>(FIELD_LABELS);
    expect([...labels].filter((label) => !known.has(label))).toEqual([]);
  });

  it('reads each shape back to its code and values', () => {
    for (const code of Object.keys(FIELD_MESSAGES) as (keyof typeof FIELD_MESSAGES)[]) {
      const params = Object.fromEntries(
        [...FIELD_MESSAGES[code].matchAll(/\{(\w+)\}/gu)].map((m, i) => [m[1], `Value ${i}`]),
      );
      expect(readFieldMessage(fieldMessage(code, params)), code).toEqual({ code, params });
    }
  });

  it('reads a label and a bound out of a field’s message, and nothing out of other text', () => {
    expect(readFieldMessage('First Name must be at most 100 characters')).toEqual({
      code: 'too_long',
      params: { label: 'First Name', max: '100' },
    });
    expect(readFieldMessage('Date of birth is required for Ada Lovelace')).toEqual({
      code: 'dob_for',
      params: { name: 'Ada Lovelace' },
    });
    expect(readFieldMessage('Something else entirely')).toBeUndefined();
  });
});
