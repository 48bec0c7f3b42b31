// Writes src/lib/i18n/refusal-words.ts from the contract's refusals (refusal-words-source.ts says
// why); `npm -w web run i18n:extract` runs it before Lingui's extraction.
import fs from 'node:fs';

import { REFUSAL_WORDS_FILE, refusalWordsSource } from './refusal-words-source';

fs.writeFileSync(REFUSAL_WORDS_FILE, await refusalWordsSource());
