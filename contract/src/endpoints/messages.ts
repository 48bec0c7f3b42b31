// Messages to a race's people (docs/messages.md): the organisers write one for an audience, preview
// its count and a rendered sample, send it now or at a time, list the race's messages with their
// delivery counts, and cancel one still scheduled.
import { deletedSchema } from '../domain/api-types.js';
import {
  consentInputSchema,
  consentSchema,
  messageCreatedSchema,
  messageInputSchema,
  messageListSchema,
  messagePreviewSchema,
  automaticMessagesAnswerSchema,
  automaticMessagesSchema,
  unsubscribedSchema,
  unsubscribeInputSchema,
} from '../domain/messages.js';
import { declare } from './declare.js';
import {
  answer,
  conflict,
  failure,
  noBody,
  notRegistered,
  refusalsText,
  runnerParams,
} from './common.js';

export const {
  createMessage,
  previewMessage,
  listMessages,
  cancelMessage,
  setConsent,
  unsubscribe,
  unsubscribeOneClick,
  getAutomaticMessages,
  setAutomaticMessages,
} = declare('messages', {
  createMessage: {
    summary:
      'Send a message to the race’s people now, or schedule it: each recipient is mailed once',
    body: messageInputSchema,
    responses: {
      201: answer('Sent (or scheduled): its id and how many it goes to.', messageCreatedSchema),
      409: conflict(refusalsText('message_send_at_past', 'message_send_at_far', 'sms_unavailable')),
      429: {
        ...failure(refusalsText('message_daily_limit')),
        headers: {
          'Retry-After': 'Seconds until the next day (UTC), when the race may send again.',
        },
      },
    },
  },

  previewMessage: {
    summary: 'How many a message would reach and how it reads for the first of them; sends nothing',
    body: messageInputSchema,
    responses: { 200: answer('The count and a sample.', messagePreviewSchema) },
  },

  listMessages: {
    summary: 'The race’s messages, newest first, with their state and delivery counts',
    responses: { 200: answer('The messages.', messageListSchema) },
  },

  cancelMessage: {
    summary: 'Cancel a scheduled message before it is sent',
    ...noBody,
    responses: {
      200: answer('Cancelled.', deletedSchema),
      404: failure(refusalsText('message_not_found')),
      409: conflict(refusalsText('message_not_scheduled')),
    },
  },

  setConsent: {
    summary:
      'Change a registration’s consent to texts and to the organisers’ news: its runner, or the buyer of an entry they manage',
    params: runnerParams,
    body: consentInputSchema,
    responses: {
      200: answer('The consent as it is now.', consentSchema),
      403: failure(refusalsText('not_own_consent')),
      404: notRegistered,
    },
  },

  getAutomaticMessages: {
    summary: 'The race’s automatic messages: the reminder before the start, and the lapsed hold’s',
    responses: {
      200: answer('The settings and the reminder’s time.', automaticMessagesAnswerSchema),
    },
  },

  setAutomaticMessages: {
    summary: 'Switch the race’s automatic messages on or off',
    body: automaticMessagesSchema,
    responses: {
      200: answer(
        'The settings as stored, and the reminder’s time.',
        automaticMessagesAnswerSchema,
      ),
      409: conflict(refusalsText('message_code_unknown')),
    },
  },

  unsubscribe: {
    summary:
      'Stop the news (marketing messages) of a race’s organisers to an address, from the page a news mail links to; no sign-in',
    body: unsubscribeInputSchema,
    responses: {
      200: answer(
        'Unsubscribed: the next news message leaves the address out.',
        unsubscribedSchema,
      ),
      400: failure(refusalsText('unsubscribe_link_invalid')),
    },
  },

  unsubscribeOneClick: {
    summary:
      'The same, as a mail client’s one-click unsubscribe (RFC 8058): the `List-Unsubscribe` header’s address, posted form-encoded with `List-Unsubscribe=One-Click`',
    params: unsubscribeInputSchema,
    bodyType: 'form',
    responses: {
      200: answer('Unsubscribed.', unsubscribedSchema),
      400: failure(refusalsText('unsubscribe_link_invalid')),
    },
  },
});
