// Messages to a race's people (docs/messages.md, docs/data-model.md):
// - `marathons/{id}/messages/{messageId}` {subject, body, channel, kind, audience, state, sendAt,
//   waitingUntil, recipients, finishedAt, createdBy, createdAt, replyTo, template?}: the message; `waitingUntil`
//   is set while it is scheduled, for the sweep's collection group query;
// - `marathons/{id}/messages/{messageId}/lanes/{n}` {lane, source, cursor, mailed, done, pageAt}:
//   one range of document ids of the fan-out, paged on its own (messages/lanes.ts);
// - `marathons/{id}/messageDays/{YYYY-MM-DD}` {count, sms}: the messages the race sent that day (UTC)
//   and the texts they send.
import type { Audience, MessageState } from '@run/contract/domain/messages';
import type { DocumentReference, Query, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { converterOf, dueInGroup, raceCollection } from './converter.js';
import { countIn, textIn, textOrNull, timeOrNull } from './field-values.js';

export interface MessageDoc {
  id: string;
  subject: string;
  body: string;
  channel: 'email' | 'sms' | 'both';
  kind: 'service' | 'marketing';
  audience: Audience;
  state: MessageState;
  sendAt: Timestamp | null;
  /** Set while scheduled: the sweep starts it once this has passed. */
  waitingUntil: Timestamp | null;
  /** The people the audience held when it was written. */
  recipients: number;
  createdBy: string;
  createdAt: Timestamp | null;
  /** The sender's verified address, where replies go; null when it was not verified. */
  replyTo: string | null;
  /** An automatic message's mail, written in each person's language; null: the organisers' text. */
  template: 'reminder' | null;
}

const STATES: readonly MessageState[] = ['scheduled', 'sending', 'sent', 'cancelled'];

function audienceIn(value: unknown): Audience {
  const a = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
  return {
    statuses: (list(a.statuses) ?? []) as Audience['statuses'],
    ...(list(a.distanceIds) ? { distanceIds: list(a.distanceIds) } : {}),
    ...(list(a.teamIds) ? { teamIds: list(a.teamIds) } : {}),
    ...(list(a.shiftIds) ? { shiftIds: list(a.shiftIds) } : {}),
    ...(typeof a.checkedIn === 'boolean' ? { checkedIn: a.checkedIn } : {}),
  };
}

export const messageDocs = converterOf<MessageDoc>((data, id) => ({
  id,
  subject: textIn(data.subject),
  body: textIn(data.body),
  channel: data.channel === 'sms' || data.channel === 'both' ? data.channel : 'email',
  kind: data.kind === 'marketing' ? 'marketing' : 'service',
  audience: audienceIn(data.audience),
  state: STATES.find((s) => s === data.state) ?? 'sent',
  sendAt: timeOrNull(data.sendAt),
  waitingUntil: timeOrNull(data.waitingUntil),
  recipients: countIn(data.recipients),
  createdBy: textIn(data.createdBy),
  createdAt: timeOrNull(data.createdAt),
  replyTo: textOrNull(data.replyTo),
  template: data.template === 'reminder' ? 'reminder' : null,
}));

export const messages = raceCollection(COLLECTIONS.messages, messageDocs);

/** A new message's id, before it is written. */
export const newMessageId = (marathon: DocumentReference): string =>
  messages.plain(marathon).doc().id;

/** The race's messages, newest first. */
export const messagesNewestFirst = (marathon: DocumentReference): Query<MessageDoc> =>
  messages.of(marathon).orderBy('createdAt', 'desc');

/** Scheduled messages of every race whose time has come, by `waitingUntil`. */
export const dueMessages = (now: Timestamp, limit: number): Query<MessageDoc> =>
  dueInGroup(COLLECTIONS.messages, messageDocs, 'waitingUntil', now, limit);

export const messageDayDocs = converterOf<{ count: number; sms: number }>((data) => ({
  count: countIn(data.count),
  /** The texts the day's messages send (MESSAGE_LIMITS.smsPerDay). */
  sms: countIn(data.sms),
}));

/** The race's count of messages on `day` (YYYY-MM-DD, UTC). */
export const messageDayRef = (marathon: DocumentReference, day: string) =>
  marathon.collection(COLLECTIONS.messageDays).withConverter(messageDayDocs).doc(day);

/** One lane of a message's fan-out: a range of document ids of each source, read a page at a time. */
export interface MessageLaneDoc {
  lane: number;
  /** Which of the audience's sources the lane is reading (messages/audience.ts). */
  source: number;
  /** The last document of that source the lane handled; null before its first page. */
  cursor: string | null;
  mailed: number;
  done: boolean;
  /** When its last page began: the next begins a second after it at the earliest. */
  pageAt: Timestamp | null;
}

export const messageLaneDocs = converterOf<MessageLaneDoc>((data) => ({
  lane: countIn(data.lane),
  source: countIn(data.source),
  cursor: textOrNull(data.cursor),
  mailed: countIn(data.mailed),
  done: data.done === true,
  pageAt: timeOrNull(data.pageAt),
}));

/** Lane `lane` of the message `message`. */
export const messageLaneRef = (message: DocumentReference, lane: number) =>
  message.collection(COLLECTIONS.messageLanes).withConverter(messageLaneDocs).doc(String(lane));

/** A lane as it starts: the first source, from its first document. */
export const newLaneDoc = (lane: number, createdAt: Timestamp): MessageLaneDoc => ({
  lane,
  source: 0,
  cursor: null,
  mailed: 0,
  done: false,
  pageAt: createdAt,
});
