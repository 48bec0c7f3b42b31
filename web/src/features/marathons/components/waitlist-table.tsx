// The creator's waitlist (distance of several, position, name, contact, offer state and deadline), paged, with a CSV download.
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

import { useWaitlist } from '../api/get-waitlist';
import { CreatorList, type CreatorListFrame, NameCell } from './creator-list';

const texts = {
  loading: 'Loading the waitlist…',
  failed: 'Failed to load the waitlist.',
  empty: 'No one is on the waitlist.',
  more: 'Show more of the waitlist',
};

export function WaitlistTable({
  showDistance,
  ...frame
}: CreatorListFrame & {
  /** A race with several distances: positions count per distance, so each row names its own. */
  showDistance: boolean;
}) {
  const query = useWaitlist(frame.marathonId);
  const entries = query.data?.pages.flatMap((page) => page.waitlist) ?? [];

  return (
    <CreatorList
      list="waitlist"
      heading="Waitlist"
      {...frame}
      query={query}
      itemCount={entries.length}
      texts={texts}
    >
      <DataTable
        embedded
        caption={`Waitlist of ${frame.title}`}
        columns={[
          ...(showDistance ? [{ label: 'Distance' }] : []),
          { label: 'Position' },
          { label: 'Name' },
          { label: 'Email', hideBelow: 'md' },
          { label: 'Offer' },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.userId}>
            {showDistance ? (
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>{entry.distanceName}</td>
            ) : null}
            <td className={cellClasses(undefined, 'font-semibold text-slate-900 dark:text-white')}>
              {entry.position}
            </td>
            <NameCell person={entry} />
            <td className={cellClasses('md', 'whitespace-nowrap')}>{entry.email}</td>
            <td className={cellClasses()}>
              {entry.offerExpiresAt ? (
                <>
                  <span className="block font-medium text-emerald-800 dark:text-emerald-300">
                    Place offered
                  </span>
                  <span className="block text-xs">
                    until {formatDateTime(entry.offerExpiresAt)}
                  </span>
                </>
              ) : (
                'Waiting'
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </CreatorList>
  );
}
