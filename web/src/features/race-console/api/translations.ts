// A race's own texts in another language for the console's Translations tab (docs/languages.md):
// one language's translation read (none yet is null, not an error), put whole and removed. Each
// write refreshes the race's views: visitors reading RUN in that language see the texts at once.
import type {
  Translation,
  TranslationInput,
  TranslationLanguage,
} from '@run/contract/domain/translations';
import { routes } from '@run/contract/http/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

const translationKey = (id: string, lang: TranslationLanguage) =>
  ['marathon', id, 'translation', lang] as const;

/** GET of the race's translation into `lang`; a language never translated (404) is null. */
export function translationQueryOptions(id: string, lang: TranslationLanguage) {
  return queryOptions({
    queryKey: translationKey(id, lang),
    queryFn: ({ signal }): Promise<Translation | null> =>
      api(routes.getTranslation, { params: { id, lang } }, { signal }).catch((error: unknown) => {
        // The console has the race: a 404 here is a language not translated yet.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    // Co-organisers may change it meanwhile: every opening asks again.
    staleTime: 0,
    meta: { marathon: id, account: true },
  });
}

export function useTranslation(id: string, lang: TranslationLanguage) {
  return useQuery(translationQueryOptions(id, lang));
}

export function useSaveTranslation(id: string) {
  return useApiWrite(
    ({ lang, body }: { lang: TranslationLanguage; body: TranslationInput }) =>
      api(routes.putTranslation, { params: { id, lang }, body }),
    {
      onSuccess: (saved, { lang }) => queryClient.setQueryData(translationKey(id, lang), saved),
      refreshMarathons: { event: () => id },
    },
  );
}

/** `onDeleted` runs once the translation is gone (the form then empties). */
export function useDeleteTranslation(id: string, onDeleted: () => void) {
  return useApiWrite(
    (lang: TranslationLanguage) => api(routes.deleteTranslation, { params: { id, lang } }),
    {
      onSuccess: (_, lang) => {
        queryClient.setQueryData(translationKey(id, lang), null);
        onDeleted();
      },
      refreshMarathons: { event: () => id },
    },
  );
}
