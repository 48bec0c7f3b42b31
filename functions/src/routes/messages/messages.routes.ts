// Messages to a race's people (docs/messages.md): write one (now or scheduled), preview it, list the
// race's messages, cancel one still scheduled; a runner's consent; unsubscribing from news.
import * as messages from '@run/contract/endpoints/messages';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../messages/messages.js';

export const messageRoutes = [
  handle(messages.previewMessage, ({ race, body }) => service.previewMessage(race, body)),

  handle(messages.createMessage, async ({ race, caller, body }) =>
    reply(messages.createMessage, 201, await service.createMessage(race, caller, body)),
  ),

  handle(messages.listMessages, ({ race }) => service.listMessages(race)),

  handle(messages.cancelMessage, ({ race, params }) =>
    service.cancelMessage(race, params.messageId),
  ),

  handle(messages.setConsent, ({ params, caller, body }) =>
    service.setConsent(params.id, params.userId, caller, body),
  ),

  handle(messages.getAutomaticMessages, ({ race }) => service.getAutomaticMessages(race)),

  handle(messages.setAutomaticMessages, ({ race, body }) =>
    service.setAutomaticMessages(race, body),
  ),

  handle(messages.unsubscribe, ({ body }) => service.unsubscribe(body.token)),

  // A mail client's one-click (RFC 8058): the token is in the path; the form body says nothing more.
  handle(messages.unsubscribeOneClick, ({ params }) => service.unsubscribe(params.token)),
];
