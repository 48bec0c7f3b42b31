// A runner's place held unpaid, wherever the race appears (issue: a held place must offer Pay now):
// the race page reads it from the runner's list, and its Pay now link opens My Apply List's payment
// dialog for that race (`?pay={marathonId}`).
import { t } from '@lingui/core/macro';
import type { MyRegistration } from '@run/contract/domain/api-types';

import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

/** The search parameter that opens a race's payment in My Apply List. */
export const PAY_PARAM = 'pay';

/** My Apply List with the race's payment dialog open. */
export const payNowHref = (marathonId: string): string =>
  `${paths.appliedMarathons.href()}?${PAY_PARAM}=${encodeURIComponent(marathonId)}`;

/**
 * What a held place says of its deadline (My Apply List, the race page and card, the Pay step), in the
 * language shown: called while rendering, never at module load.
 */
export function dueLine(due: { dueAt: string }): string {
  const deadline = formatDateTime(due.dueAt);
  return t`Payment due by ${deadline}`;
}

/** When the runner's place (or a change of distance) waits for money: its deadline, else null. */
export function paymentDueAt(registration: MyRegistration | undefined): string | null {
  const record = registration?.totalRegistrationCount[0];
  if (!record) return null;
  if (record.status === 'pending_payment' && record.payment) return record.payment.dueAt;
  return record.distanceChange?.payment.dueAt ?? null;
}

/**
 * The runner's own place held unpaid and still in its time (the register page opens its Pay step),
 * else null; a change of distance is paid from My Apply List.
 */
export function heldPlace(registration: MyRegistration | undefined, now = Date.now()) {
  const record = registration?.totalRegistrationCount[0];
  if (record?.status !== 'pending_payment' || !record.payment) return null;
  if (Date.parse(record.payment.dueAt) <= now) return null;
  return { distanceId: record.distanceId, payment: record.payment };
}
