import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { allEndpoints } from '../endpoints/all.js';
import { openApiDocument } from '../http/openapi.js';
import { apiErrorSchema } from './api-types.js';
import {
  joinRefusals,
  refusal,
  refusalCodeOf,
  refusalCodes,
  REFUSALS,
  refusalSentence,
  takesParams,
  type RefusalCode,
} from './refusals.js';

/** Sentences said under two codes on purpose (none so far): each pair is two situations. */
const INTENDED_TWINS: readonly (readonly [RefusalCode, RefusalCode])[] = [];

describe('the refusals catalogue', () => {
  it('names every refusal with a snake_case code', () => {
    for (const code of refusalCodes) expect(code, code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/u);
  });

  it('says no sentence under two codes, unless intended', () => {
    const codesOf = new Map<string, RefusalCode[]>();
    for (const code of refusalCodes) {
      codesOf.set(REFUSALS[code], [...(codesOf.get(REFUSALS[code]) ?? []), code]);
    }
    const twins = [...codesOf.values()].filter((codes) => codes.length > 1);
    expect(twins).toEqual(INTENDED_TWINS.map((pair) => [...pair]));
  });

  it('gives every code a sentence, without spaces around it', () => {
    for (const code of refusalCodes) {
      expect(REFUSALS[code], code).not.toBe('');
      expect(REFUSALS[code].trim(), code).toBe(REFUSALS[code]);
    }
  });

  it('refuses a code two domains define, and a code that is not snake_case', () => {
    expect(() => joinRefusals({ sold_out: 'a' }, { sold_out: 'b' })).toThrow(/defined twice/u);
    expect(() => joinRefusals({ soldOut: 'a' })).toThrow(/snake_case/u);
  });

  it('fills a sentence’s placeholders from the params, once', () => {
    expect(refusalSentence('distance_sold_out', { distance: 'Half' })).toBe('Half is sold out.');
    expect(refusalSentence('bib_out_of_range', { bib: '7', distance: '10K' })).toBe(
      'Bib 7 is in neither 10K’s range nor the reserved list.',
    );
    expect(refusalSentence('capacity_below_taken', { taken: 3 })).toBe(
      'Capacity cannot be lower than the 3 places already taken (registrations and open offers).',
    );
    // A value is put in as it is, never read for placeholders of its own.
    expect(refusalSentence('distance_sold_out', { distance: '{distance}' })).toBe(
      '{distance} is sold out.',
    );
    // A placeholder without a value stays as written.
    expect(refusalSentence('distance_sold_out')).toBe('{distance} is sold out.');
    expect(refusalSentence('sold_out')).toBe('This marathon is sold out.');
  });

  it('knows which codes take params', () => {
    expect(takesParams('sold_out')).toBe(false);
    expect(takesParams('distance_sold_out')).toBe(true);
    expect(refusal('sold_out')).toEqual({ code: 'sold_out' });
    expect(refusal('distance_sold_out', { distance: 'Half' })).toEqual({
      code: 'distance_sold_out',
      params: { distance: 'Half' },
    });
  });

  it('finds the code of a sentence word for word', () => {
    for (const code of refusalCodes) expect(refusalCodeOf(REFUSALS[code])).toBe(code);
    expect(refusalCodeOf('Marathon not found')).toBeUndefined();
  });

  it('holds the sentence of every path id’s 404 that a declaration words', () => {
    const unknown: string[] = [];
    for (const endpoint of allEndpoints) {
      for (const [name, schema] of Object.entries(endpoint.params?.shape ?? {})) {
        // `__x__` can be no id: each kind of path id refuses it with its own sentence.
        const message = (schema as z.ZodType).safeParse('__x__').error?.issues[0]?.message;
        if (message !== undefined && refusalCodeOf(message) === undefined) {
          unknown.push(`${endpoint.name} {${name}}: ${message}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('an error body', () => {
  it('carries a code of the catalogue, and params when its sentence has placeholders', () => {
    const body = {
      error: 'Half is sold out.',
      code: 'distance_sold_out',
      params: { distance: 'Half' },
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ error: 'Not found.' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: 'x', code: 'no_such_code' }).success).toBe(false);
  });

  it('lists every code in the API document', () => {
    const text = JSON.stringify(openApiDocument(allEndpoints));
    expect(refusalCodes.filter((code) => !text.includes(`"${code}"`))).toEqual([]);
  });
});
