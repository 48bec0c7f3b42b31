// The text of src/lib/i18n/refusal-words.ts, made from the contract's refusals
// (contract/src/domain/refusals.ts) and field messages (contract/src/domain/field-messages.ts): each
// code's English sentence, each field message's shape and each field label as a Lingui message, so
// `lingui extract` puts them in the refusals' catalogues (src/locales/refusals/<lang>.po) to be
// translated. The contract keeps the one English text; refusal-words.ts (the script) writes the
// file, and src/lib/i18n/refusal-words.test.ts fails while it is out of date.
import { FIELD_LABELS, FIELD_MESSAGES } from '@run/contract/domain/field-messages';
import { REFUSALS } from '@run/contract/domain/refusals';
import prettier from 'prettier';

export const REFUSAL_WORDS_FILE = new URL('../src/lib/i18n/refusal-words.ts', import.meta.url);

/** The file's text, formatted as the repository formats code. */
export async function refusalWordsSource(): Promise<string> {
  // A field's words carry a context: the same English may be a word of the app's own catalogue
  // ("Cancel" the button, "Cancel" the refund's field), and one id would let either catalogue's
  // translation overwrite the other's once both are loaded.
  const entries = (words: Record<string, string>, context?: string) =>
    Object.entries(words)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, text]) => {
        const said = context ? `, context: ${JSON.stringify(context)}` : '';
        return `  ${JSON.stringify(key)}: msg({ message: ${JSON.stringify(text)}${said} }),`;
      });
  const labels = Object.fromEntries(FIELD_LABELS.map((label) => [label, label]));
  const source = [
    '// Written by web/scripts/refusal-words.ts from the contract’s refusals and field messages: do not',
    '// edit; run `npm -w web run i18n:extract` (docs/languages.md). Each API refusal’s words by its code,',
    '// and each field message’s, in the refusals’ own catalogue, loaded with the first shown (refusals.ts).',
    "import type { MessageDescriptor } from '@lingui/core';",
    "import { msg } from '@lingui/core/macro';",
    "import type { FieldLabel, FieldMessageCode } from '@run/contract/domain/field-messages';",
    "import type { RefusalCode } from '@run/contract/domain/refusals';",
    '',
    'export const REFUSAL_WORDS: Record<RefusalCode, MessageDescriptor> = {',
    ...entries(REFUSALS),
    '};',
    '',
    '/** Each shape of a field message (a form field’s problem), its placeholders as the contract’s. */',
    'export const FIELD_WORDS: Record<FieldMessageCode, MessageDescriptor> = {',
    ...entries(FIELD_MESSAGES, 'field message'),
    '};',
    '',
    '/** The fields’ labels a field message names, by their English. */',
    'export const FIELD_LABEL_WORDS: Record<FieldLabel, MessageDescriptor> = {',
    ...entries(labels, 'field label'),
    '};',
    '',
  ].join('\n');
  const filepath = REFUSAL_WORDS_FILE.pathname;
  const config = await prettier.resolveConfig(filepath);
  return prettier.format(source, { ...config, filepath });
}
