// A race's own content in another language (docs/languages.md): its organisers put, read and delete
// one language's translation; GET /marathon/{id} serves it (marathons.ts). `{lang}` is de, fr or es:
// en (the original) or any other value is a 404, as a path naming nothing that can exist is.
import { deletedSchema } from '../domain/api-types.js';
import {
  NO_SUCH_TRANSLATION,
  translationInputSchema,
  translationSchema,
} from '../domain/translations.js';
import { declare } from './declare.js';
import { answer, failure } from './common.js';

export const { putTranslation, getTranslation, deleteTranslation } = declare('translations', {
  putTranslation: {
    summary:
      'Put the race’s own texts in one language: the whole translation, replacing the one stored; a text left out is served in the original',
    body: translationInputSchema,
    responses: { 200: answer('Stored: the translation as GET answers it.', translationSchema) },
  },

  getTranslation: {
    summary:
      'The race’s translation into one language, of the distances and questions it still has',
    responses: {
      200: answer('The translation.', translationSchema),
      404: failure(
        `No such marathon, no translation of it into this language yet, or "${NO_SUCH_TRANSLATION}"`,
      ),
    },
  },

  deleteTranslation: {
    summary: 'Delete the race’s translation into one language: its visitors get the original',
    responses: { 200: answer('Deleted (`deletedCount` 0 when there was none).', deletedSchema) },
  },
});
