// A race's own content in another language (docs/languages.md): its organisers put, read and delete
// one language's translation; GET /marathon/{id} serves it (marathons.ts). `{lang}` is de, fr or es:
// en (the original) or any other value is a 404, as a path naming nothing that can exist is.
import { deletedSchema } from '../domain/api-types.js';
import {
  NO_SUCH_TRANSLATION,
  translationInputSchema,
  translationParams,
  translationSchema,
} from '../domain/translations.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, failure } from './common.js';

const endpoint = declare('translations');

export const putTranslation = endpoint({
  ...routes.putTranslation,
  summary:
    'Put the race’s own texts in one language: the whole translation, replacing the one stored; a text left out is served in the original',
  params: translationParams,
  body: translationInputSchema,
  responses: { 200: answer('Stored: the translation as GET answers it.', translationSchema) },
});

export const getTranslation = endpoint({
  ...routes.getTranslation,
  summary: 'The race’s translation into one language, of the distances and questions it still has',
  params: translationParams,
  responses: {
    200: answer('The translation.', translationSchema),
    404: failure(
      `No such marathon, no translation of it into this language yet, or "${NO_SUCH_TRANSLATION}"`,
    ),
  },
});

export const deleteTranslation = endpoint({
  ...routes.deleteTranslation,
  summary: 'Delete the race’s translation into one language: its visitors get the original',
  params: translationParams,
  responses: { 200: answer('Deleted (`deletedCount` 0 when there was none).', deletedSchema) },
});
