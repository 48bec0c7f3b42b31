// The "Register others" form's values (docs/orders.md): one flat record of strings, a block of fields
// per runner named `entries.N.field` (the names the API's 400 details use, so its messages land on
// the right field), turned into the order's body on submit.
import { plural } from '@lingui/core/macro';
import type { OrderInput } from '@run/contract/domain/orders';

import { CONSENT_FIELDS, consentInput } from '@/components/consent-fields';

export const RUNNER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'emergencyContact',
  'dateOfBirth',
  'distanceId',
  ...CONSENT_FIELDS,
] as const;
export type RunnerField = (typeof RUNNER_FIELDS)[number];

/** The contact a runner's block may copy from the first runner's. */
export const SHARED_CONTACT: readonly RunnerField[] = ['phone', 'emergencyContact'];

export const fieldName = (index: number, field: RunnerField) => `entries.${index}.${field}`;

/** "1 runner", "3 runners", in the language shown (called while rendering). */
export const runnersText = (count: number) =>
  plural(count, { one: '# runner', other: '# runners' });

/** How many runner blocks the values hold. */
export function runnerCount(values: Record<string, string>): number {
  let n = 0;
  while (fieldName(n, 'firstName') in values) n += 1;
  return n;
}

/** A new runner's empty block, at `index` (the distance preset when the race has one). */
export function emptyRunner(index: number, distanceId = ''): Record<string, string> {
  return Object.fromEntries(
    RUNNER_FIELDS.map((f) => [fieldName(index, f), f === 'distanceId' ? distanceId : '']),
  );
}

/** The first runner's phone and emergency contact, for another runner's block. */
export function copiedContact(values: Record<string, string>, index: number) {
  return Object.fromEntries(
    SHARED_CONTACT.map((f) => [fieldName(index, f), values[fieldName(0, f)] ?? '']),
  );
}

/**
 * The rename that drops runner `removed` and closes the gap (`useZodForm`'s reshape): the blocks
 * after it move up one place, with their messages.
 */
export function withoutRunner(removed: number) {
  return (name: string): string | null => {
    const match = /^entries\.(\d+)\.(.+)$/u.exec(name);
    if (!match) return name;
    const index = Number(match[1]);
    if (index === removed) return null;
    return index > removed ? `entries.${index - 1}.${match[2]}` : name;
  };
}

/** The order's body: each block an entry, the first the buyer's own when `self`. */
export function orderInput(values: Record<string, string>, self: boolean): OrderInput {
  const entries = Array.from({ length: runnerCount(values) }, (_, i) => {
    const value = (f: RunnerField) => (values[fieldName(i, f)] ?? '').trim();
    const dateOfBirth = value('dateOfBirth');
    const distanceId = value('distanceId');
    return {
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
      phone: value('phone'),
      emergencyContact: value('emergencyContact'),
      ...(dateOfBirth === '' ? {} : { dateOfBirth }),
      ...(distanceId === '' ? {} : { distanceId }),
      ...(self && i === 0 ? { self: true } : {}),
      ...consentInput({ smsOptIn: value('smsOptIn'), marketingOptIn: value('marketingOptIn') }),
    };
  });
  return { entries };
}

/** What the order's places cost before any fee: each runner's distance's price now, added up. */
export function pricesTotal(
  values: Record<string, string>,
  distances: readonly { id: string; price: { amount: number } | null }[],
): number {
  let total = 0;
  for (let i = 0; i < runnerCount(values); i += 1) {
    const chosen = values[fieldName(i, 'distanceId')];
    const distance = distances.length === 1 ? distances[0] : distances.find((d) => d.id === chosen);
    total += distance?.price?.amount ?? 0;
  }
  return total;
}
