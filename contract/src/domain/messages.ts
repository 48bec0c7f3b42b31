// Messages to a race's people (docs/messages.md): an organiser writes a subject and a plain-text body
// with merge fields, for an audience (statuses, distances, teams, shifts, checked in or not), as a
// service message (the whole audience) or marketing (those who opted in), now or at a time.
import { z } from 'zod';

import { consentAnswerFields, consentInputFields } from './consent.js';
import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';
import { filledText, patchOf } from './field-schemas.js';

export const MESSAGE_LIMITS = {
  subject: 150,
  body: 5000,
  /** Messages a race may send (or schedule) a day, UTC. */
  perDay: 5,
  /** Texts a race may send a day, UTC: counted at a message's creation by the texts it will send. */
  smsPerDay: 2000,
  /** The ids an audience may name in one list. */
  ids: 100,
  /** How far ahead a message may be scheduled: 90 days. */
  aheadMs: 90 * 86_400_000,
} as const;

/** The fields a body may hold, each replaced by the recipient's own value. */
export const MERGE_FIELDS = ['firstName', 'raceName', 'startTime', 'bib', 'passLink'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** Who a message is for: runners by their registration's state, people waiting, in a ballot, on shifts. */
export const AUDIENCE_STATUSES = [
  'confirmed',
  'pending_payment',
  'waitlisted',
  'ballot',
  'volunteers',
] as const;
export type AudienceStatus = (typeof AUDIENCE_STATUSES)[number];

export const MESSAGE_CHANNELS = ['email', 'sms', 'both'] as const;
export const MESSAGE_KINDS = ['service', 'marketing'] as const;
export const MESSAGE_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** `{name}`s in a text that are not merge fields: a body naming one is refused. */
export function unknownMergeFields(text: string): string[] {
  const names = [...text.matchAll(/\{([A-Za-z]+)\}/gu)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !(MERGE_FIELDS as readonly string[]).includes(n)))];
}

/**
 * The text with each merge field replaced by its value, in one pass: a value holding braces (a runner
 * named "{raceName}") is written as it is, never read as a field again.
 */
export function mergeText(text: string, values: Record<MergeField, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/gu, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? values[name as MergeField] : whole,
  );
}

/**
 * An SMS's segments: 160 characters in GSM-7 (153 each when split), 70 in UCS-2 (67 each) as soon as
 * one character is outside GSM-7's basic set.
 */
export function smsSegments(text: string): number {
  const gsm = /^[\n\r !"#$%&'()*+,\-./0-9:;<=>?@A-Z_a-z£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉ¡ÄÖÑÜ§¿äöñüà]*$/u;
  const single = gsm.test(text) ? 160 : 70;
  const part = gsm.test(text) ? 153 : 67;
  const length = [...text].length;
  if (length === 0) return 0;
  return length <= single ? 1 : Math.ceil(length / part);
}

/**
 * A stored phone in E.164 (`+` and 8 to 15 digits), or null: spaces, dots, dashes and brackets go,
 * a trunk `(0)` after the country code goes, `00` becomes `+`. A number without its country code is
 * never guessed (a race stores no country): it gets no text.
 */
export function phoneE164(phone: string): string | null {
  const plain = phone
    .trim()
    .replace(/^(\+\d{1,3})\s*\(0\)/u, '$1')
    .replace(/[\s.\-()/]/gu, '')
    .replace(/^00/u, '+');
  return /^\+[1-9]\d{7,14}$/u.test(plain) ? plain : null;
}

const ids = (label: string) =>
  z
    .array(z.string().min(1).max(128), { error: `${label} must be a list of ids` })
    .min(1, `${label} must name at least one id, or be left out`)
    .max(MESSAGE_LIMITS.ids, `${label} must name at most ${MESSAGE_LIMITS.ids} ids`)
    .optional();

export const audienceSchema = z.strictObject({
  statuses: z
    .array(
      z.enum(AUDIENCE_STATUSES, {
        error: `statuses must be among: ${AUDIENCE_STATUSES.join(', ')}`,
      }),
      { error: 'statuses must be a list' },
    )
    .min(1, 'Choose at least one group of people')
    .describe(
      'Who: runners by their registration’s state, people waiting, in a ballot, on shifts.',
    ),
  distanceIds: ids('distanceIds').describe(
    'Only these distances’ runners (every distance if left out).',
  ),
  teamIds: ids('teamIds').describe('Only these teams’ runners.'),
  shiftIds: ids('shiftIds').describe('Only these shifts’ volunteers.'),
  checkedIn: z
    .boolean({ error: 'checkedIn must be true or false' })
    .optional()
    .describe('Only those checked in (true) or not yet (false) at the race-day desk.'),
});
export type Audience = z.infer<typeof audienceSchema>;

const fields = {
  subject: filledText('Subject', MESSAGE_LIMITS.subject),
  body: filledText('Message', MESSAGE_LIMITS.body).describe(
    `Plain text; merge fields: ${MERGE_FIELDS.map((f) => `{${f}}`).join(', ')}.`,
  ),
  channel: z.enum(MESSAGE_CHANNELS, { error: 'channel must be one of: email, sms, both' }),
  kind: z
    .enum(MESSAGE_KINDS, { error: 'kind must be one of: service, marketing' })
    .describe('service: the whole audience; marketing: only those who opted in, with unsubscribe.'),
  audience: audienceSchema,
  sendAt: z
    .string({ error: 'sendAt must be a date-time' })
    .refine(isIsoDateString, 'sendAt must be a date-time')
    .meta(DATE_TIME_FORMAT)
    .optional()
    .describe('When to send it; now when left out.'),
};

export const messageInputSchema = z.strictObject(fields).superRefine((m, ctx) => {
  const unknown = unknownMergeFields(`${m.subject}\n${m.body}`);
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: `Unknown merge field ${unknown.map((n) => `{${n}}`).join(', ')}; use ${MERGE_FIELDS.map((f) => `{${f}}`).join(', ')}`,
    });
  }
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageCreatedSchema = z.object({
  messageId: z.string(),
  recipients: z.number().int().describe('People the audience holds now (each once).'),
});

export const messagePreviewSchema = z.object({
  recipients: z.number().int(),
  smsRecipients: z
    .number()
    .int()
    .describe(
      'Those of them a text reaches when the message is sent as SMS: a number with its country code and consent to texts.',
    ),
  sample: z.object({
    subject: z.string(),
    body: z.string(),
    smsSegments: z.number().int().describe('The text’s SMS segments, for a message sent as SMS.'),
  }),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const messageSchema = z.object({
  messageId: z.string(),
  subject: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(MESSAGE_KINDS),
  state: z.enum(MESSAGE_STATES),
  sendAt: z.string().meta({ format: 'date-time' }),
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  automatic: z
    .boolean()
    .describe('Sent by the race’s automatic reminder, not written by an organiser.'),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = z.object({ messages: z.array(messageSchema) });

/** PATCH .../registrations/{userId}/consent: either or both of the runner's choices. */
export const consentInputSchema = patchOf(consentInputFields);

export const consentSchema = z.object(consentAnswerFields);
export type Consent = z.infer<typeof consentSchema>;

/** Automatic messages' bounds: the reminder at most this many days before the start. */
export const AUTOMATIC_LIMITS = { reminderDays: 30 } as const;

/**
 * The race's automatic messages (GET and PUT .../automatic-messages): a reminder to the confirmed
 * runners N days before the start, and "Your place is still waiting" a day after a runner's unpaid
 * hold lapsed, with one of the race's codes when the organisers name one.
 */
const DAYS_BEFORE = `Days before the start must be a whole number of days from 1 to ${AUTOMATIC_LIMITS.reminderDays}`;

export const automaticMessagesSchema = z.strictObject({
  reminderDaysBefore: z
    .number({ error: DAYS_BEFORE })
    .int(DAYS_BEFORE)
    .min(1, DAYS_BEFORE)
    .max(AUTOMATIC_LIMITS.reminderDays, DAYS_BEFORE)
    .nullable()
    .describe('Days before the start the reminder goes out; null: no reminder.'),
  stillWaiting: z
    .boolean({ error: 'stillWaiting must be true or false' })
    .describe('Mail a runner a day after their unpaid hold lapsed that their place is waiting.'),
  stillWaitingCode: z
    .string({ error: 'Code must be text' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().max(32, 'Code must be at most 32 characters'))
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .describe('One of the race’s codes, named in that mail; null: none.'),
});
export type AutomaticMessages = z.output<typeof automaticMessagesSchema>;

export const automaticMessagesAnswerSchema = z.object({
  reminderDaysBefore: z.number().int().nullable(),
  stillWaiting: z.boolean(),
  stillWaitingCode: z.string().nullable(),
  reminderAt: z
    .string()
    .meta({ format: 'date-time' })
    .nullable()
    .describe(
      'When the reminder goes out; null: none to come (off, sent, or its time has passed).',
    ),
});
export type AutomaticMessagesAnswer = z.infer<typeof automaticMessagesAnswerSchema>;

/**
 * An unsubscribe link's token: the race and the address's hash, signed by the API. It names no
 * address, so a link seen in a log tells nothing about whose it is.
 */
export const unsubscribeInputSchema = z.strictObject({
  token: z
    .string({ error: 'token must be text' })
    .min(1, 'token must not be empty')
    .max(200, 'token must be at most 200 characters')
    .describe('The token of the unsubscribe link in a news mail.'),
});

export const unsubscribedSchema = z.object({
  raceTitle: z
    .string()
    .nullable()
    .describe('The race whose organisers send no more news to the address (null: race deleted).'),
});

/** Why a message is refused (409 and 429), each with its own sentence. */
export const MESSAGE_REFUSALS = {
  message_daily_limit: 'A race sends at most {max} messages a day. Try again tomorrow.',
  message_not_scheduled: 'This message is no longer scheduled: it has been sent or cancelled.',
  message_send_at_past: 'Choose a time to come, or send it now.',
  message_send_at_far: 'A message can be scheduled at most 90 days ahead.',
  sms_unavailable: 'Text messages are not available yet: send it by email.',
  sms_daily_limit: 'A race sends at most {max} text messages a day. Try again tomorrow.',
  message_not_found: 'Message not found.',
  not_own_consent: 'You can only change the consent of your own registration or one you bought.',
  message_code_unknown: 'This race has no code {code}. Create it under Codes first.',
  unsubscribe_link_invalid: 'This unsubscribe link is not valid. Use the link in the latest mail.',
} as const;
