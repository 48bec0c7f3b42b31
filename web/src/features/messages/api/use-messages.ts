// The race's messages through TanStack Query: its list (newest first, with delivery counts), the live
// count of an audience, and the writes (send or schedule, preview, cancel), the list refreshed after
// each that changes it.
import type { AutomaticMessages, MessageInput } from '@run/contract/domain/messages';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { eventQueryOptions, organiserQueryOptions, useApiWrite } from '@/lib/api-query';

import {
  cancelMessage,
  createMessage,
  previewMessage,
  setAutomaticMessages,
} from './messages-requests';

/**
 * The race's messages; their states and counts move as they are sent, so asked at every opening, and
 * every few seconds while one is being sent.
 */
export function useMessages(id: string) {
  return useQuery({
    ...organiserQueryOptions(routes.listMessages, id, ['messages']),
    refetchInterval: ({ state }) =>
      state.data?.messages.some((m) => m.state === 'sending') ? 3000 : false,
  });
}

/** How many `body`'s audience reaches now (null: nothing to ask yet). */
export function useMessageCount(id: string, body: MessageInput | null) {
  return useQuery({
    queryKey: ['marathon', id, 'messages', 'count', body],
    queryFn: ({ signal }) =>
      previewMessage(id, body as MessageInput, signal).then((preview) => preview.recipients),
    enabled: body !== null,
    staleTime: 0,
    // The last count stays shown while the next is asked.
    placeholderData: (previous) => previous,
    meta: { marathon: id, account: true },
  });
}

/** The merged sample of a message, shown before sending. */
export const usePreviewMessage = () =>
  useApiWrite(({ id, body }: { id: string; body: MessageInput }) => previewMessage(id, body));

/** Sends (or schedules) a message; `onSent` follows (the form resets), then the list is refreshed. */
export const useCreateMessage = (onSent?: () => void) =>
  useApiWrite(({ id, body }: { id: string; body: MessageInput }) => createMessage(id, body), {
    ...(onSent ? { onSuccess: onSent } : {}),
    refreshMarathons: { event: ({ id }) => id },
  });

export const useCancelMessage = () =>
  useApiWrite(
    ({ id, messageId }: { id: string; messageId: string }) => cancelMessage(id, messageId),
    { refreshMarathons: { event: ({ id }) => id } },
  );

/** The race's automatic messages (the reminder before the start, the lapsed hold's). */
export const useAutomaticMessages = (id: string) =>
  useQuery(
    eventQueryOptions(routes.getAutomaticMessages, id, ['automatic-messages'], {
      auth: 'required',
      scope: { marathon: id, account: true },
    }),
  );

export const useSetAutomaticMessages = () =>
  useApiWrite(
    ({ id, body }: { id: string; body: AutomaticMessages }) => setAutomaticMessages(id, body),
    { refreshMarathons: { event: ({ id }) => id } },
  );
