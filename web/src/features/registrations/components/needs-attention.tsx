// What needs the runner first (urgent-items.ts): places held unpaid with Pay now, waitlist places
// offered to them, transfers of their place waiting for the recipient. At the top of My Apply List,
// above every race pass (a phone once showed full-size passes first and "Payment due" some 3,000 px
// down), where an offer is answered in its own table; and compact in the dashboard's "Your races",
// where an offer links to My Apply List. One list of registrations and one of waitlist places feed
// both (the queries the sections below read too). Pay now opens the row's own payment (`?pay=`).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { formatDateTime, formatMonthDay } from '@/lib/format';

import { useMyRegistrations } from '../api/get-my-registrations';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { dueLine, payNowHref } from '../payment-due';
import { urgentItems, type UrgentItem } from '../urgent-items';
import { WaitlistEntries } from './waitlist-entries';

/** The runner's urgent items, once both lists are here (empty until then). */
export function useUrgentItems(uid: string): UrgentItem[] | null {
  const registrations = useMyRegistrations(uid).data;
  const waitlist = useMyWaitlist(uid).data;
  if (!registrations || !waitlist) return registrations ? urgentItems(registrations, []) : null;
  return urgentItems(registrations, waitlist);
}

const TONES: Record<UrgentItem['kind'], string> = {
  payment:
    'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40 text-amber-900 dark:text-amber-200',
  offer:
    'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40 text-emerald-900 dark:text-emerald-200',
  transfer:
    'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900 text-slate-700 dark:text-slate-200',
};

/** What the row says of its deadline, in the language shown. */
function ItemLine({ item }: { item: UrgentItem }) {
  const { t } = useLingui();
  if (item.kind === 'payment') return dueLine({ dueAt: item.until });
  if (item.kind === 'offer') {
    const until = formatDateTime(item.until);
    return t`A place is held for you until ${until}`;
  }
  const email = item.email ?? '';
  const until = formatMonthDay(item.until);
  return t`Transfer offered to ${email}, waiting for them until ${until}`;
}

function Action({ item }: { item: UrgentItem }) {
  const { t } = useLingui();
  const { title } = item;
  if (item.kind === 'payment') {
    return (
      <Link
        to={payNowHref(item.marathonId)}
        aria-label={t`Pay now: ${title}`}
        className={buttonClasses('primary', 'sm')}
      >
        <Trans>Pay now</Trans>
      </Link>
    );
  }
  if (item.kind === 'offer') {
    return (
      <Link
        to={paths.appliedMarathons.href()}
        aria-label={t`Answer the place offered in ${title}`}
        className={buttonClasses('secondary', 'sm')}
      >
        <Trans>Answer</Trans>
      </Link>
    );
  }
  // A transfer is cancelled from its registration's row; here it only says it waits.
  return null;
}

function Row({ item }: { item: UrgentItem }) {
  return (
    <li
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${TONES[item.kind]}`}
    >
      <p className="min-w-0">
        <span className="block font-semibold text-slate-900 dark:text-white">{item.title}</span>
        <span className="block text-sm font-medium">
          <ItemLine item={item} />
        </span>
      </p>
      <Action item={item} />
    </li>
  );
}

/** The rows alone (the dashboard's compact block): every kind, an offer as a link. */
export function UrgentRows({ items }: { items: UrgentItem[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <Row key={`${item.kind}:${item.marathonId}`} item={item} />
      ))}
    </ul>
  );
}

/**
 * My Apply List's band: payments and transfers as rows, offers in their own table to answer. The
 * offers' table stays mounted (the band hidden) when nothing is left: accepting the last offer empties
 * the band before the accept's answer arrives, and its success popup belongs to that table.
 */
export function NeedsAttention({ uid }: { uid: string }) {
  const { t } = useLingui();
  const items = useUrgentItems(uid) ?? [];
  const rows = items.filter((item) => item.kind !== 'offer');
  return (
    <TitledSection
      id="needs-attention-title"
      title={t`Needs your attention`}
      className={items.length > 0 ? 'mb-8' : 'hidden'}
    >
      {rows.length > 0 ? <UrgentRows items={rows} /> : null}
      <WaitlistEntries uid={uid} only="offers" />
    </TitledSection>
  );
}
