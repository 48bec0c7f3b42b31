// Where a race's card appears (the race list, the home page's featured races), it offers Pay now when
// the reader's place in that race is held unpaid, as the race page does.
import type { CardPaymentDue } from '@/components/marathon-card';
import { useAuth } from '@/lib/auth';
import { usePainted } from '@/lib/use-painted';

import { useMyRegistrations } from './api/get-my-registrations';
import { dueLine, paymentDueAt, payNowHref } from './payment-due';

/**
 * The held place's Pay now for a race's card, or null. The reader's list is asked for once the cards
 * are on screen, so it does not compete with them; a visitor signed out asks for nothing.
 */
export function usePaymentDueOf(): (marathonId: string) => CardPaymentDue | null {
  const { user } = useAuth();
  const painted = usePainted();
  const mine = useMyRegistrations(user?.uid, { enabled: painted });
  return (marathonId) => {
    const dueAt = paymentDueAt(mine.data?.find((registration) => registration._id === marathonId));
    return dueAt ? { href: payNowHref(marathonId), line: dueLine({ dueAt }) } : null;
  };
}
