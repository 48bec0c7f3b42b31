// GET /marathon/{id}: one marathon with its count (and, for its creator, the first participants).
// Route loaders preload it; screens read it with the same options.
import type { Marathon } from '@run/contract/domain/api-types';
import { useSuspenseQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';
import type { LoaderFunctionArgs } from 'react-router';

import { ApiError } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';

import { marathonRequest } from './requests';

/** The event's own key: its participants and waitlist sit under it, and go with it. */
export const marathonKey = (id: string) => ['marathon', id] as const;

/**
 * Sent without a token, so it never waits for the Auth SDK and a direct load can start it at once
 * (startEarlyFetch). The creator's participants come from their own call (ParticipantsTable).
 */
export function marathonQueryOptions(id: string) {
  return apiQueryOptions(marathonKey(id), routes.getMarathon, marathonRequest(id), {
    scope: { marathon: id },
  });
}

/** The same call with the account's token: the server's copy for its organiser has participants. */
export function marathonAsCallerQueryOptions(id: string, uid: string) {
  return apiQueryOptions([...marathonKey(id), 'as', uid], routes.getMarathon, marathonRequest(id), {
    auth: 'required',
    scope: { marathon: id },
  });
}

export function useMarathon(id: string) {
  return useSuspenseQuery(marathonQueryOptions(id)).data;
}

/**
 * For route loaders: the marathon in the cache before the screen renders; a missing one becomes a
 * 404 response for the route's error boundary.
 */
export async function loadMarathon(id: string | undefined): Promise<Marathon> {
  if (!id) throw new Response('Not Found', { status: 404 });
  try {
    return await queryClient.ensureQueryData(marathonQueryOptions(id));
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
