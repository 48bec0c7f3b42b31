// What needs the runner before anything else, wherever their races are summed up (My Apply List's
// band, the dashboard's "Your races"): places held unpaid, waitlist places offered to them and
// transfers of their place waiting for the recipient; the nearest deadline first. Pure.
import type { MyRegistration, MyWaitlistItem } from '@run/contract/domain/api-types';

import { paymentDueAt } from './payment-due';

export interface UrgentItem {
  kind: 'payment' | 'offer' | 'transfer';
  marathonId: string;
  title: string;
  /** The deadline, ISO 8601. */
  until: string;
  /** For a transfer: the address it was offered to. */
  email?: string;
}

export function urgentItems(
  registrations: readonly MyRegistration[],
  waitlist: readonly MyWaitlistItem[],
): UrgentItem[] {
  const items: UrgentItem[] = [];
  for (const r of registrations) {
    const dueAt = paymentDueAt(r);
    if (dueAt !== null)
      items.push({ kind: 'payment', marathonId: r._id, title: r.title, until: dueAt });
    const transfer = r.totalRegistrationCount[0]?.transfer;
    if (transfer)
      items.push({
        kind: 'transfer',
        marathonId: r._id,
        title: r.title,
        until: transfer.expiresAt,
        email: transfer.email,
      });
  }
  for (const entry of waitlist) {
    if (entry.offerExpiresAt !== null)
      items.push({
        kind: 'offer',
        marathonId: entry.marathonId,
        title: entry.title,
        until: entry.offerExpiresAt,
      });
  }
  return items.sort((a, b) => Date.parse(a.until) - Date.parse(b.until));
}
