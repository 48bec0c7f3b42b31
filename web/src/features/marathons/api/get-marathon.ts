// GET /marathon/{id}: one marathon with its count (and, for its creator, the first participants).
// Route loaders preload it; screens read it with the same options.
import { useLingui } from '@lingui/react';
import type { Marathon } from '@run/contract/domain/api-types';
import type { Language } from '@run/contract/domain/languages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';
import type { LoaderFunctionArgs } from 'react-router';

import { ApiError } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { type AnyLanguage, contentLanguageOf, currentLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

import { marathonRequest, ORIGINAL } from './requests';

export { ORIGINAL };

/** The event's own key: its texts in each language, participants and waitlist sit under it. */
export const marathonKey = (id: string) => ['marathon', id] as const;

const shownLanguage = () => contentLanguageOf(currentLanguage());

/**
 * Sent without a token, so it never waits for the Auth SDK and a direct load can start it at once
 * (startEarlyFetch). The creator's participants come from their own call (ParticipantsTable). The
 * race's texts come in `language` where translated (docs/languages.md).
 */
export function marathonQueryOptions(id: string, language: Language = shownLanguage()) {
  return apiQueryOptions(
    [...marathonKey(id), 'in', language],
    routes.getMarathon,
    marathonRequest(id, language),
    { scope: { marathon: id } },
  );
}

/** The same call with the account's token: the server's copy for its organiser has participants. */
export function marathonAsCallerQueryOptions(id: string, uid: string) {
  return apiQueryOptions(
    [...marathonKey(id), 'as', uid],
    routes.getMarathon,
    marathonRequest(id, ORIGINAL),
    {
      auth: 'required',
      scope: { marathon: id },
    },
  );
}

/** The race in the language shown (it renders again in a new language), or in `language`. */
export function useMarathon(id: string, language?: Language) {
  const { i18n } = useLingui();
  const asked = language ?? contentLanguageOf(i18n.locale as AnyLanguage);
  return useSuspenseQuery(marathonQueryOptions(id, asked)).data;
}

/**
 * For route loaders: the marathon in the cache before the screen renders; a missing one becomes a
 * 404 response for the route's error boundary.
 */
export async function loadMarathon(
  id: string | undefined,
  language: Language = shownLanguage(),
): Promise<Marathon> {
  if (!id) throw new Response('Not Found', { status: 404 });
  try {
    return await queryClient.ensureQueryData(marathonQueryOptions(id, language));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response('Not Found', { status: 404 });
    }
    throw error;
  }
}

/** The loader of a screen of the `:id` race: the race in the cache before the screen renders. */
export async function marathonLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await loadMarathon(params.id);
  return null;
}

/** The same for a screen that edits the race: the original texts. */
export async function originalMarathonLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await loadMarathon(params.id, ORIGINAL);
  return null;
}
