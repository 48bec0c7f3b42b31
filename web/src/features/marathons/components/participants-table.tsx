// The creator's participant list (name, email, phone, emergency contact), paged, with a CSV download.
import type { Participant } from '@domain/api-types';

import { cellClasses, DataTable } from '@/components/ui/data-table';

import { useParticipants } from '../api/get-participants';
import { CreatorList } from './creator-list';

interface ParticipantsTableProps {
  marathonId: string;
  title: string;
  embedded: Participant[] | undefined;
  total: number;
  /** The section heading level: h2 on the detail page, h3 inside a modal. */
  headingLevel?: 2 | 3;
  showDownload?: boolean;
}

const texts = {
  loading: 'Loading participants…',
  failed: 'Failed to load the participants.',
  empty: 'No one has registered yet.',
  more: 'Show more participants',
};

export function ParticipantsTable({
  marathonId,
  title,
  embedded,
  total,
  headingLevel = 2,
  showDownload = true,
}: ParticipantsTableProps) {
  const query = useParticipants(marathonId, embedded);
  const participants = query.data?.pages.flatMap((page) => page.participants) ?? [];

  return (
    <CreatorList
      list="registrations"
      marathonId={marathonId}
      title={title}
      heading="Registered Participants"
      total={total}
      headingLevel={headingLevel}
      showDownload={showDownload}
      query={query}
      itemCount={participants.length}
      texts={texts}
    >
      <DataTable
        embedded
        caption={`Participants of ${title}`}
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Phone' },
          { label: 'Emergency Contact' },
        ]}
      >
        {participants.map((p) => (
          <tr key={p.userId}>
            <td
              className={cellClasses(
                undefined,
                'font-medium whitespace-nowrap text-slate-900 dark:text-white',
              )}
            >
              {p.firstName} {p.lastName}
            </td>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{p.email}</td>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{p.phone}</td>
            <td className={cellClasses()}>{p.emergencyContact || '—'}</td>
          </tr>
        ))}
      </DataTable>
    </CreatorList>
  );
}
