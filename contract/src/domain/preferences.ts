// An account's preferences (`PATCH /users/{userId}/preferences`): today the language its mails and
// the web use. The web saves it from the language switcher and applies it on sign-in.
import { z } from 'zod';

import { LANGUAGES } from './languages.js';

const language = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.map((l) => `"${l}"`).join(', ')}`,
});

export const preferencesInputSchema = z.strictObject({ language });
export type PreferencesInput = z.input<typeof preferencesInputSchema>;

/** What the account keeps; `language` null until the account chose one. */
export const preferencesSchema = z.object({ language: language.nullable() });
export type Preferences = z.output<typeof preferencesSchema>;
