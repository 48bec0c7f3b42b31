// A message (docs/messages.md) as the compose form holds it, strings only, and the bodies it sends:
// by email, text message or both; the audience's groups and distances are ticked boxes; checked in is any, yes or
// no; "Schedule" sends the date-time typed on this device's clock as ISO.
import {
  AUDIENCE_STATUSES,
  MESSAGE_CHANNELS,
  type Audience,
  type AudienceStatus,
  type MessageInput,
} from '@run/contract/domain/messages';

import { TICKED } from '@/components/ui/checkbox-field';

export const CHECKED_IN_CHOICES = ['any', 'yes', 'no'] as const;
export type CheckedInChoice = (typeof CHECKED_IN_CHOICES)[number];

export const statusKey = (status: AudienceStatus) => `status.${status}` as const;
export const distanceKey = (id: string) => `distance.${id}` as const;
export const shiftKey = (id: string) => `shift.${id}` as const;

export interface MessageFormValues {
  [field: string]: string;
  subject: string;
  body: string;
  channel: string;
  kind: string;
  checkedIn: string;
  when: string;
  sendAt: string;
}

/** A new message: a service message to the confirmed runners, sent now. */
export function emptyMessageValues(): MessageFormValues {
  return {
    subject: '',
    body: '',
    channel: 'email',
    kind: 'service',
    checkedIn: 'any',
    when: 'now',
    sendAt: '',
    [statusKey('confirmed')]: TICKED,
  };
}

/** The ticked ids under `prefix` (`status.`, `distance.`, `shift.`). */
function ticked(values: Partial<Record<string, string>>, prefix: string): string[] {
  return Object.entries(values)
    .filter(([key, value]) => key.startsWith(prefix) && value === TICKED)
    .map(([key]) => key.slice(prefix.length));
}

/** Who the form names: the groups, the distances and shifts when some are ticked, checked in or not. */
export function audienceOf(values: Partial<Record<string, string>>): Audience {
  const statuses = ticked(values, 'status.').filter((s): s is AudienceStatus =>
    (AUDIENCE_STATUSES as readonly string[]).includes(s),
  );
  const distanceIds = ticked(values, 'distance.');
  const shiftIds = ticked(values, 'shift.');
  const checkedIn = values.checkedIn;
  return {
    statuses,
    ...(distanceIds.length > 0 ? { distanceIds } : {}),
    ...(shiftIds.length > 0 ? { shiftIds } : {}),
    ...(checkedIn === 'yes' ? { checkedIn: true } : checkedIn === 'no' ? { checkedIn: false } : {}),
  };
}

/**
 * A datetime-local value (`YYYY-MM-DDTHH:mm`, which a Date reads on this device's clock) as ISO;
 * anything else is sent as typed, for the schema to name.
 */
function localInputToIso(value: string): string {
  const time = new Date(value).getTime();
  return value === '' || Number.isNaN(time) ? value : new Date(time).toISOString();
}

type Channel = MessageInput['channel'];
const channelOf = (value: string | undefined): Channel =>
  (MESSAGE_CHANNELS as readonly string[]).includes(value ?? '') ? (value as Channel) : 'email';

/** The body the form sends: by the chosen channel; `sendAt` only when scheduled (as typed when it is no date). */
export function messageInputOf(values: Partial<Record<string, string>>): MessageInput {
  return {
    subject: values.subject ?? '',
    body: values.body ?? '',
    channel: channelOf(values.channel),
    kind: values.kind === 'marketing' ? 'marketing' : 'service',
    audience: audienceOf(values),
    ...(values.when === 'later' ? { sendAt: localInputToIso(values.sendAt ?? '') } : {}),
  };
}

/**
 * What the live count asks: the audience and the kind only (the count does not depend on the words,
 * which need not be written yet); null while no group is ticked.
 */
export function countInputOf(values: Partial<Record<string, string>>): MessageInput | null {
  const { audience, kind, channel } = messageInputOf(values);
  if (audience.statuses.length === 0) return null;
  return { subject: '-', body: '-', channel, kind, audience };
}
