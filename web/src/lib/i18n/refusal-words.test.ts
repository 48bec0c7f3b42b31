// The refusals' words are the contract's: the written file is current, and in English each code reads
// exactly as the API's own sentence, its placeholders filled the same way.
import fs from 'node:fs';

import { REFUSALS, refusalSentence, type RefusalCode } from '@run/contract/domain/refusals';
import { describe, expect, it } from 'vitest';

import { REFUSAL_WORDS_FILE, refusalWordsSource } from '../../../scripts/refusal-words-source';
import { i18n } from './i18n';
import { refusalText } from './refusals';
import { REFUSAL_WORDS } from './refusal-words';

/** A value for each of a sentence's placeholders, named after it. */
function sampleParams(sentence: string): Record<string, string> {
  return Object.fromEntries(
    [...sentence.matchAll(/\{(\w+)\}/gu)].map(([, name]) => [name, `<${name}>`]),
  );
}

describe('the API refusals’ words', () => {
  it('are written from the contract’s current refusals (npm -w web run i18n:extract)', async () => {
    expect(fs.readFileSync(REFUSAL_WORDS_FILE, 'utf8')).toBe(await refusalWordsSource());
    expect(Object.keys(REFUSAL_WORDS).sort()).toEqual(Object.keys(REFUSALS).sort());
  });

  it('read in English as the API’s sentence, placeholders filled', async () => {
    i18n.activate('en');
    for (const code of Object.keys(REFUSALS) as RefusalCode[]) {
      const params = sampleParams(REFUSALS[code]);
      const error = refusalSentence(code, params);
      expect(await refusalText({ code, error, params }), code).toBe(error);
    }
  });

  it('keep the API’s sentence for a code this build does not know', async () => {
    expect(
      await refusalText({ code: 'from_a_newer_api' as RefusalCode, error: 'Something new.' }),
    ).toBe('Something new.');
  });
});
