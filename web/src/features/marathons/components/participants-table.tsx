// The creator's participant list (name, distance, email, phone, emergency contact, the answers to the
// race's questions), paged, with a CSV download. The race console's view adds a search by name or
// bib, a distance filter, and each runner's bib and check-in.
import type { Distance, Participant } from '@run/contract/domain/api-types';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { distanceOf } from '@/components/distance-places';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { SelectField, TextField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format';

import { marathonQueryOptions } from '../api/get-marathon';
import { useParticipants } from '../api/get-participants';
import { answerLines } from '../participant-answers';
import { isFiltering, matchesFilter, type ParticipantFilter } from '../participant-filter';
import { CreatorList, type CreatorListFrame, NameCell } from './creator-list';

interface ParticipantsTableProps extends CreatorListFrame {
  embedded: Participant[] | undefined;
  /** The race's distances: a participant's record names theirs by id (a column with several). */
  distances: Pick<Distance, 'id' | 'name'>[];
  showDownload?: boolean;
  /** The race console's view: the finder, and the bib and check-in columns. */
  raceDay?: boolean;
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

/**
 * Search and distance filter over the pages loaded so far (the API lists participants page by page,
 * without a search), saying so while more pages exist.
 */
function ParticipantFinder({
  filter,
  onChange,
  distances,
  shown,
  loaded,
  more,
}: {
  filter: ParticipantFilter;
  onChange: (filter: ParticipantFilter) => void;
  distances: Pick<Distance, 'id' | 'name'>[];
  shown: number;
  loaded: number;
  more: boolean;
}) {
  return (
    <>
      <form
        role="search"
        aria-label="Participants"
        onSubmit={(event) => event.preventDefault()}
        className="mb-3 grid gap-3 sm:grid-cols-[1fr_16rem]"
      >
        <TextField
          name="participant-search"
          type="search"
          label="Search by name or bib"
          autoComplete="off"
          maxLength={120}
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
        {distances.length > 1 ? (
          <SelectField
            name="participant-distance"
            label="Distance"
            placeholder="Every distance"
            options={distances.map((d) => ({ value: d.id, label: d.name }))}
            value={filter.distanceId}
            onChange={(event) => onChange({ ...filter, distanceId: event.target.value })}
          />
        ) : null}
      </form>
      <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        {isFiltering(filter)
          ? `${shown} of ${loaded} ${more ? 'loaded ' : ''}participants match.${more ? ' Show more participants to search further.' : ''}`
          : ''}
      </p>
    </>
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
  raceDay = false,
  ...frame
}: ParticipantsTableProps) {
  const query = useParticipants(frame.marathonId, embedded);
  const loaded = query.data?.pages.flatMap((page) => page.participants) ?? [];
  const [filter, setFilter] = useState<ParticipantFilter>({ search: '', distanceId: '' });
  const participants = raceDay ? loaded.filter((p) => matchesFilter(p, filter)) : loaded;
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
      itemCount={loaded.length}
      texts={texts}
    >
      {raceDay ? (
        <ParticipantFinder
          filter={filter}
          onChange={setFilter}
          distances={distances}
          shown={participants.length}
          loaded={loaded.length}
          more={query.hasNextPage}
        />
      ) : null}
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
