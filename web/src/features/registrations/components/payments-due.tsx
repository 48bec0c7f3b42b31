// What needs the runner first in My Apply List: every place (or change of distance) held unpaid, above
// the race passes, each with its deadline and Pay now. A phone otherwise showed full-size passes first
// and the urgent row a few thousand pixels down. Pay now opens the row's own payment (`?pay=`).
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';

import { useMyRegistrations } from '../api/get-my-registrations';
import { dueLine, paymentDueAt, payNowHref } from '../payment-due';

export function PaymentsDue({ uid }: { uid: string }) {
  const { data } = useMyRegistrations(uid);
  const due = (data ?? []).flatMap((registration) => {
    const dueAt = paymentDueAt(registration);
    return dueAt === null ? [] : [{ registration, dueAt }];
  });
  if (due.length === 0) return null;
  return (
    <TitledSection id="payments-due-title" title="Payment due" className="mb-8">
      <ul className="mt-3 space-y-3">
        {due.map(({ registration, dueAt }) => (
          <li
            key={registration._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
          >
            <p className="min-w-0 text-slate-900 dark:text-white">
              <span className="block font-semibold">{registration.title}</span>
              <span className="block text-sm font-medium text-amber-900 dark:text-amber-200">
                {dueLine({ dueAt })}
              </span>
            </p>
            <Link
              to={payNowHref(registration._id)}
              aria-label={`Pay now: ${registration.title}`}
              className={buttonClasses('primary', 'sm')}
            >
              Pay now
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
