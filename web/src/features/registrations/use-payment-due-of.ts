// Where a race's card appears (the race list, the home page's featured races), it offers Pay now when
// the reader's place in that race is held unpaid, as the race page does.
import type { CardPaymentDue } from '@/components/marathon-card';
import { useUid } from '@/lib/auth';
import { usePainted } from '@/lib/use-painted';

import { useMyRegistrations } from './api/get-my-registrations';
import { dueLine, paymentDueAt, payNowHref } from './payment-due';

/**
 * The held place's Pay now for a race's card, or null. The reader's list is asked for once the cards
 * are on screen, so it does not compete with them. A visitor signed out asks for nothing and renders
 * nothing again after the paint: the hook reads only the uid (not the auth state's loading) and waits
 * for the paint only when there is a uid.
 */
export function usePaymentDueOf(): (marathonId: string) => CardPaymentDue | null {
  const uid = useUid();
  const painted = usePainted(uid !== null);
  const mine = useMyRegistrations(uid ?? undefined, { enabled: painted });
  return (marathonId) => {
    const dueAt = paymentDueAt(mine.data?.find((registration) => registration._id === marathonId));
    return dueAt ? { href: payNowHref(marathonId), line: dueLine({ dueAt }) } : null;
  };
}
