// The creator's participant list (name, distance, email, phone, emergency contact, the answers to the
// race's questions), paged, with a CSV download. The race console's view adds its finder (a search of
// the whole race through the API) and each runner's bib and check-in. On a phone the table keeps the
// name column alone, each row's other fields listed under the name: no column a sideways scroll away.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Distance, Participant } from '@run/contract/domain/api-types';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { distanceOf } from '@/components/distance-places';
import { cellClasses, DataTable, onlyBelow } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

import { marathonQueryOptions, ORIGINAL } from '../api/get-marathon';
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

function AnswersCell({ lines }: { lines: ReturnType<typeof answerLines> }) {
  if (lines.length === 0) return <td className={cellClasses('sm')}>—</td>;
  return (
    <td className={cellClasses('sm', 'min-w-48')}>
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

/** A phone's list of a row's fields, under the name (the columns are hidden below `sm`). */
function PhoneDetails({ fields }: { fields: Array<[label: string, value: string]> }) {
  return (
    <dl
      className={`mt-1 grid gap-0.5 text-xs font-normal whitespace-normal text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300 ${onlyBelow.sm}`}
    >
      {fields.map(([label, value], i) => (
        <div key={`${i}-${label}`}>
          <dt className="inline font-medium text-slate-900 dark:text-white">{label}:</dt>{' '}
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CheckInCell({ checkedInAt }: { checkedInAt: string | null }) {
  return (
    <td className={cellClasses('sm', 'whitespace-nowrap')}>
      {checkedInAt ? (
        <>
          <span className="block font-medium text-emerald-800 dark:text-emerald-300">
            <Trans>Checked in</Trans>
          </span>
          <span className="block text-xs">{formatDateTime(checkedInAt)}</span>
        </>
      ) : (
        <Trans>Not yet</Trans>
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
  const { t } = useLingui();
  const query = useParticipants(frame.marathonId, embedded, raceDay?.search);
  const participants = query.data?.pages.flatMap((page) => page.participants) ?? [];
  const searching =
    raceDay !== undefined && (raceDay.search.q !== '' || raceDay.search.distanceId !== '');
  // One distance: the column would repeat it on every row (and widen the table past its modal).
  const several = distances.length > 1;
  // The questions' labels (the dashboard's list of races does not carry them).
  const questions =
    useQuery(marathonQueryOptions(frame.marathonId, ORIGINAL)).data?.questions ?? [];
  // One compact cell rather than a column per question, so a race asking many stays readable.
  const asks =
    questions.length > 0 ||
    participants.some((p) => Object.keys(p.answers).length > 0 || p.dateOfBirth);
  const texts = {
    loading: t`Loading participants…`,
    failed: t`Failed to load the participants.`,
    empty: searching ? t`No participant matches this search.` : t`No one has registered yet.`,
    more: t`Show more participants`,
  };
  const checkInText = (checkedInAt: string | null) => {
    if (!checkedInAt) return t`Not yet`;
    const when = formatDateTime(checkedInAt);
    return t`Checked in ${when}`;
  };
  const { title } = frame;
  const label = {
    distance: t`Distance`,
    bib: t`Bib`,
    checkIn: t`Check-in`,
    email: t`Email`,
    phone: t`Phone`,
    emergency: t`Emergency Contact`,
  };

  return (
    <CreatorList
      list="registrations"
      heading={t`Registered Participants`}
      {...frame}
      showDownload={showDownload}
      query={query}
      itemCount={participants.length}
      texts={texts}
      above={raceDay?.finder({ shown: participants.length, more: query.hasNextPage })}
    >
      <DataTable
        embedded
        caption={t`Participants of ${title}`}
        columns={[
          { label: t`Name` },
          ...(several ? [{ label: label.distance, hideBelow: 'sm' as const }] : []),
          ...(raceDay
            ? [
                { label: label.bib, hideBelow: 'sm' as const },
                { label: label.checkIn, hideBelow: 'sm' as const },
              ]
            : []),
          { label: label.email, hideBelow: 'sm' },
          { label: label.phone, hideBelow: 'sm' },
          { label: label.emergency, hideBelow: 'sm' },
          ...(asks ? [{ label: t`Answers`, hideBelow: 'sm' as const }] : []),
        ]}
      >
        {participants.map((p) => {
          const distance = distanceOf(distances, p.distanceId)?.name ?? '—';
          const answers = asks ? answerLines(questions, p) : [];
          return (
            <tr key={p.userId}>
              <NameCell person={p}>
                <PhoneDetails
                  fields={[
                    ...(several ? [[label.distance, distance] as [string, string]] : []),
                    ...(raceDay
                      ? [
                          [label.bib, p.bib === null ? '—' : String(p.bib)] as [string, string],
                          [label.checkIn, checkInText(p.checkedInAt)] as [string, string],
                        ]
                      : []),
                    [label.email, p.email],
                    [label.phone, p.phone],
                    [label.emergency, p.emergencyContact || '—'],
                    ...answers.map((line): [string, string] => [line.label, line.value]),
                  ]}
                />
              </NameCell>
              {several ? (
                <td className={cellClasses('sm', 'whitespace-nowrap')}>{distance}</td>
              ) : null}
              {raceDay ? (
                <>
                  <td className={cellClasses('sm', 'tabular-nums')}>{p.bib ?? '—'}</td>
                  <CheckInCell checkedInAt={p.checkedInAt} />
                </>
              ) : null}
              <td className={cellClasses('sm', 'whitespace-nowrap')}>{p.email}</td>
              <td className={cellClasses('sm', 'whitespace-nowrap')}>{p.phone}</td>
              <td className={cellClasses('sm')}>{p.emergencyContact || '—'}</td>
              {asks ? <AnswersCell lines={answers} /> : null}
            </tr>
          );
        })}
      </DataTable>
    </CreatorList>
  );
}
