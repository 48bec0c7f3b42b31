// The refusals' words are the contract's: the written file is current, and in English each code reads
// exactly as the API's own sentence, its placeholders filled the same way. The field messages' words
// too: in English each shape reads as the contract writes it, and in another language a message the
// schemas wrote is said in it, its label too, while one no shape reads keeps its English.
import fs from 'node:fs';

import {
  FIELD_MESSAGES,
  fieldMessage,
  type FieldMessageCode,
} from '@run/contract/domain/field-messages';
import { REFUSALS, refusalSentence, type RefusalCode } from '@run/contract/domain/refusals';
import { afterEach, describe, expect, it } from 'vitest';

import { REFUSAL_WORDS_FILE, refusalWordsSource } from '../../../scripts/refusal-words-source';
import { activateLanguage, i18n } from './i18n';
import { fieldMessagesIn, refusalText } from './refusals';
import { FIELD_WORDS, REFUSAL_WORDS } from './refusal-words';

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

describe('the field messages’ words', () => {
  afterEach(() => activateLanguage('en'));

  it('read in English as the contract writes each shape', () => {
    i18n.activate('en');
    for (const code of Object.keys(FIELD_MESSAGES) as FieldMessageCode[]) {
      const values = sampleParams(FIELD_MESSAGES[code]);
      expect(i18n._({ ...FIELD_WORDS[code], values }), code).toBe(fieldMessage(code, values));
    }
  });

  it('say a schema’s messages in the language shown, labels too, and keep any other text', async () => {
    await activateLanguage('de');
    expect(
      await fieldMessagesIn({
        firstName: 'First Name is required',
        title: 'Title must be at most 120 characters',
        email: 'Please enter a valid email address',
        // A question's label is the organiser's own text: said as written.
        'answers.q1': 'Club name is required',
        other: 'A sentence no shape reads',
        none: undefined,
      }),
    ).toEqual({
      firstName: 'Vorname ist erforderlich',
      title: 'Titel darf höchstens 120 Zeichen lang sein',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein',
      'answers.q1': 'Club name ist erforderlich',
      other: 'A sentence no shape reads',
      none: undefined,
    });
  });

  it('leave English as it is, at once', () => {
    const messages = { firstName: 'First Name is required' };
    expect(fieldMessagesIn(messages)).toBe(messages);
  });
});
