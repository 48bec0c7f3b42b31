// Every language's catalogue (the app's words, and the API refusals') has exactly the source's messages, none empty, each valid ICU
// MessageFormat with the same placeholders: a text added to the code (and extracted) fails here
// until each language has it (docs/languages.md). The pseudo-locale is generated from English.
import fs from 'node:fs';

import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '@/lib/i18n/language';

/** The app's words (`.`), and the API refusals' (`./refusals`, written from the contract). */
const CATALOGUES = ['.', './refusals'] as const;

async function catalogue(dir: (typeof CATALOGUES)[number], language: string) {
  const filename = new URL(`${dir}/${language}.po`, import.meta.url);
  const content = fs.readFileSync(filename, 'utf8');
  const entries = await formatter().parse(content, {
    locale: language,
    sourceLocale: 'en',
    filename: filename.pathname,
  });
  return new Map(
    Object.entries(entries ?? {})
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => [id, entry.translation ?? '']),
  );
}

/** The names of a message's placeholders ({year}, plurals' values), which a translation must keep. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object')
        for (const [key, value] of Object.entries(choices))
          if (key !== 'offset' && Array.isArray(value)) walk(value as typeof tokens);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe.each(CATALOGUES)('the message catalogue in %s', async (dir) => {
  const source = await catalogue(dir, 'en');

  it('has source texts', () => {
    expect(source.size).toBeGreaterThan(0);
    for (const [id, text] of source) expect(text, id).not.toBe('');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every source message, no other, none empty, all valid ICU`, async () => {
      const translated = await catalogue(dir, language);
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [id, text] of translated) {
        expect(text, `${language}: ${id}`).not.toBe('');
        expect(placeholders(text), `${language}: ${id}`).toEqual(
          placeholders(source.get(id) ?? ''),
        );
      }
    });
  }
});
