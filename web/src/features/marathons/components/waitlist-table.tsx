// The creator's waitlist (distance of several, position, name, contact, offer state and deadline), paged, with a CSV download.
import { Trans, useLingui } from '@lingui/react/macro';

import { cellClasses, DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

import { useWaitlist } from '../api/get-waitlist';
import { CreatorList, type CreatorListFrame, NameCell } from './creator-list';

export function WaitlistTable({
  showDistance,
  ...frame
}: CreatorListFrame & {
  /** A race with several distances: positions count per distance, so each row names its own. */
  showDistance: boolean;
}) {
  const { t } = useLingui();
  const query = useWaitlist(frame.marathonId);
  const entries = query.data?.pages.flatMap((page) => page.waitlist) ?? [];
  const texts = {
    loading: t`Loading the waitlist…`,
    failed: t`Failed to load the waitlist.`,
    empty: t`No one is on the waitlist.`,
    more: t`Show more of the waitlist`,
  };
  const { title } = frame;

  return (
    <CreatorList
      list="waitlist"
      heading={t`Waitlist`}
      {...frame}
      query={query}
      itemCount={entries.length}
      texts={texts}
    >
      <DataTable
        embedded
        caption={t`Waitlist of ${title}`}
        columns={[
          ...(showDistance ? [{ label: t`Distance` }] : []),
          { label: t`Position` },
          { label: t`Name` },
          { label: t`Email`, hideBelow: 'md' },
          { label: t`Offer` },
        ]}
      >
        {entries.map((entry) => {
          const until = entry.offerExpiresAt ? formatDateTime(entry.offerExpiresAt) : '';
          return (
            <tr key={entry.userId}>
              {showDistance ? (
                <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                  {entry.distanceName}
                </td>
              ) : null}
              <td
                className={cellClasses(undefined, 'font-semibold text-slate-900 dark:text-white')}
              >
                {entry.position}
              </td>
              <NameCell person={entry} />
              <td className={cellClasses('md', 'whitespace-nowrap')}>{entry.email}</td>
              <td className={cellClasses()}>
                {entry.offerExpiresAt ? (
                  <>
                    <span className="block font-medium text-emerald-800 dark:text-emerald-300">
                      <Trans>Place offered</Trans>
                    </span>
                    <span className="block text-xs">
                      <Trans>until {until}</Trans>
                    </span>
                  </>
                ) : (
                  <Trans>Waiting</Trans>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </CreatorList>
  );
}
