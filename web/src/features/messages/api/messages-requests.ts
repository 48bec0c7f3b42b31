// Every message endpoint (docs/messages.md) as one typed request, for the console's Messages tab: a
// message sent now or scheduled, its count and merged sample without sending, the race's messages,
// cancelling one still scheduled, and the race's automatic messages. The hooks over them are use-messages.ts.
import type { AutomaticMessages, MessageInput } from '@run/contract/domain/messages';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';

export function createMessage(id: string, body: MessageInput) {
  return api(routes.createMessage, { params: { id }, body });
}

/** How many the message would reach and how it reads for the first of them; sends nothing. */
export function previewMessage(id: string, body: MessageInput, signal?: AbortSignal) {
  return api(routes.previewMessage, { params: { id }, body }, { signal });
}

export function cancelMessage(id: string, messageId: string) {
  return api(routes.cancelMessage, { params: { id, messageId } });
}

/** The race's automatic messages switched on or off. */
export function setAutomaticMessages(id: string, body: AutomaticMessages) {
  return api(routes.setAutomaticMessages, { params: { id }, body });
}
