// The creator's participant list (name, distance, email, phone, emergency contact), paged, with a CSV download.
import type { Distance, Participant } from '@run/contract/domain/api-types';

import { distanceOf } from '@/components/distance-places';
import { cellClasses, DataTable } from '@/components/ui/data-table';

import { useParticipants } from '../api/get-participants';
import { CreatorList, type CreatorListFrame, NameCell } from './creator-list';

interface ParticipantsTableProps extends CreatorListFrame {
  embedded: Participant[] | undefined;
  /** The race's distances: a participant's record names theirs by id (a column with several). */
  distances: Pick<Distance, 'id' | 'name'>[];
  showDownload?: boolean;
}

const texts = {
  loading: 'Loading participants…',
  failed: 'Failed to load the participants.',
  empty: 'No one has registered yet.',
  more: 'Show more participants',
};

export function ParticipantsTable({
  embedded,
  distances,
  showDownload,
  ...frame
}: ParticipantsTableProps) {
  const query = useParticipants(frame.marathonId, embedded);
  const participants = query.data?.pages.flatMap((page) => page.participants) ?? [];
  // One distance: the column would repeat it on every row (and widen the table past its modal).
  const several = distances.length > 1;

  return (
    <CreatorList
      list="registrations"
      heading="Registered Participants"
      {...frame}
      showDownload={showDownload}
      query={query}
      itemCount={participants.length}
      texts={texts}
    >
      <DataTable
        embedded
        caption={`Participants of ${frame.title}`}
        columns={[
          { label: 'Name' },
          ...(several ? [{ label: 'Distance' }] : []),
          { label: 'Email' },
          { label: 'Phone' },
          { label: 'Emergency Contact' },
        ]}
      >
        {participants.map((p) => (
          <tr key={p.userId}>
            <NameCell person={p} />
            {several ? (
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                {distanceOf(distances, p.distanceId)?.name ?? '—'}
              </td>
            ) : null}
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{p.email}</td>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{p.phone}</td>
            <td className={cellClasses()}>{p.emergencyContact || '—'}</td>
          </tr>
        ))}
      </DataTable>
    </CreatorList>
  );
}
