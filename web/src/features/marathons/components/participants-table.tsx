// The creator's participant list (name, distance, email, phone, emergency contact, the answers to the
// race's questions), paged, with a CSV download. The race console's view adds its finder (a search of
// the whole race through the API) and each runner's bib and check-in.
import type { Distance, Participant } from '@run/contract/domain/api-types';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { distanceOf } from '@/components/distance-places';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

import { marathonQueryOptions } from '../api/get-marathon';
import { useParticipants, type ParticipantSearch } from '../api/get-participants';
import { answerLines } from '../participant-answers';
import { CreatorList, type CreatorListFrame, NameCell } from './creator-list';

interface ParticipantsTableProps extends CreatorListFrame {
  embedded: Participant[] | undefined;
  /** The race's distances: a participant's record names theirs by id (a column with several). */
  distances: Pick<Distance, 'id' | 'name'>[];
  showDownload?: boolean;
  /** The race console's view: its finder, and the bib and check-in columns. */
  raceDay?: RaceDayView | undefined;
}

/** What the race console brings to the list: its search, and its finder above the rows. */
export interface RaceDayView {
  search: ParticipantSearch;
  finder: (counts: { shown: number; more: boolean }) => ReactNode;
}

const texts = {
  loading: 'Loading participants…',
  failed: 'Failed to load the participants.',
  empty: 'No one has registered yet.',
  more: 'Show more participants',
};

function AnswersCell({ lines }: { lines: ReturnType<typeof answerLines> }) {
  if (lines.length === 0) return <td className={cellClasses()}>—</td>;
  return (
    <td className={cellClasses(undefined, 'min-w-48')}>
      <dl className="grid gap-0.5">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="inline font-medium text-slate-900 dark:text-white">{line.label}:</dt>{' '}
            <dd className="inline">{line.value}</dd>
          </div>
        ))}
      </dl>
    </td>
  );
}

function CheckInCell({ checkedInAt }: { checkedInAt: string | null }) {
  return (
    <td className={cellClasses(undefined, 'whitespace-nowrap')}>
      {checkedInAt ? (
        <>
          <span className="block font-medium text-emerald-800 dark:text-emerald-300">
            Checked in
          </span>
          <span className="block text-xs">{formatDateTime(checkedInAt)}</span>
        </>
      ) : (
        'Not yet'
      )}
    </td>
  );
}

export function ParticipantsTable({
  embedded,
  distances,
  showDownload,
  raceDay,
  ...frame
}: ParticipantsTableProps) {
  const query = useParticipants(frame.marathonId, embedded, raceDay?.search);
  const participants = query.data?.pages.flatMap((page) => page.participants) ?? [];
  const searching =
    raceDay !== undefined && (raceDay.search.q !== '' || raceDay.search.distanceId !== '');
  // One distance: the column would repeat it on every row (and widen the table past its modal).
  const several = distances.length > 1;
  // The questions' labels (the dashboard's list of races does not carry them).
  const questions = useQuery(marathonQueryOptions(frame.marathonId)).data?.questions ?? [];
  // One compact cell rather than a column per question, so a race asking many stays readable.
  const asks =
    questions.length > 0 ||
    participants.some((p) => Object.keys(p.answers).length > 0 || p.dateOfBirth);

  return (
    <CreatorList
      list="registrations"
      heading="Registered Participants"
      {...frame}
      showDownload={showDownload}
      query={query}
      itemCount={participants.length}
      texts={searching ? { ...texts, empty: 'No participant matches this search.' } : texts}
      above={raceDay?.finder({ shown: participants.length, more: query.hasNextPage })}
    >
      <DataTable
        embedded
        caption={`Participants of ${frame.title}`}
        columns={[
          { label: 'Name' },
          ...(several ? [{ label: 'Distance' }] : []),
          ...(raceDay ? [{ label: 'Bib' }, { label: 'Check-in' }] : []),
          { label: 'Email' },
          { label: 'Phone' },
          { label: 'Emergency Contact' },
          ...(asks ? [{ label: 'Answers' }] : []),
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
            {raceDay ? (
              <>
                <td className={cellClasses(undefined, 'tabular-nums')}>{p.bib ?? '—'}</td>
                <CheckInCell checkedInAt={p.checkedInAt} />
              </>
            ) : null}
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{p.email}</td>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{p.phone}</td>
            <td className={cellClasses()}>{p.emergencyContact || '—'}</td>
            {asks ? <AnswersCell lines={answerLines(questions, p)} /> : null}
          </tr>
        ))}
      </DataTable>
    </CreatorList>
  );
}
