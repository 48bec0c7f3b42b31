// The text of src/lib/i18n/refusal-words.ts, made from the contract's refusals
// (contract/src/domain/refusals.ts): each code's English sentence as a Lingui message, so `lingui
// extract` puts it in the refusals' catalogues (src/locales/refusals/<lang>.po) to be translated. The
// contract keeps the one English text; refusal-words.ts (the script) writes the file, and
// src/lib/i18n/refusal-words.test.ts fails while it is out of date.
import { REFUSALS } from '@run/contract/domain/refusals';
import prettier from 'prettier';

export const REFUSAL_WORDS_FILE = new URL('../src/lib/i18n/refusal-words.ts', import.meta.url);

/** The file's text, formatted as the repository formats code. */
export async function refusalWordsSource(): Promise<string> {
  const lines = Object.entries(REFUSALS as Record<string, string>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, sentence]) => `  ${code}: msg({ message: ${JSON.stringify(sentence)} }),`);
  const source = [
    '// Written by web/scripts/refusal-words.ts from the contract’s refusals: do not edit; run',
    '// `npm -w web run i18n:extract` (docs/languages.md). Each API refusal’s words by its code, in the',
    '// refusals’ own catalogue, loaded with the first refusal shown (refusals.ts).',
    "import type { MessageDescriptor } from '@lingui/core';",
    "import { msg } from '@lingui/core/macro';",
    "import type { RefusalCode } from '@run/contract/domain/refusals';",
    '',
    'export const REFUSAL_WORDS: Record<RefusalCode, MessageDescriptor> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
  const filepath = REFUSAL_WORDS_FILE.pathname;
  const config = await prettier.resolveConfig(filepath);
  return prettier.format(source, { ...config, filepath });
}
