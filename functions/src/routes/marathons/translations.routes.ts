// A race's own texts in another language: its organisers put, read and delete one language's.
import * as translations from '@run/contract/endpoints/translations';

import { handle } from '../../lib/endpoint-router.js';
import { deleteTranslation, getTranslation, putTranslation } from '../../marathons/marathons.js';

export const translationsRoutes = [
  handle(translations.putTranslation, ({ race, params, body }) =>
    putTranslation(race, params.lang, body),
  ),

  handle(translations.getTranslation, ({ race, params }) => getTranslation(race, params.lang)),

  handle(translations.deleteTranslation, ({ race, params }) =>
    deleteTranslation(race, params.lang),
  ),
];
