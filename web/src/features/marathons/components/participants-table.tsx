// The creator's participant list (name, email, phone, emergency contact), paged, with a CSV download.
import type { Participant } from '@domain/api-types';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { showPopup } from '@/components/ui/popup';
import { ApiError } from '@/lib/api-client';

import { downloadParticipantsCsv } from '../api/download-participants-csv';
import { useParticipants } from '../api/get-participants';

interface ParticipantsTableProps {
  marathonId: string;
  title: string;
  embedded: Participant[] | undefined;
  total: number;
  /** The section heading level: h2 on the detail page, h3 inside a modal. */
  headingLevel?: 2 | 3;
  showDownload?: boolean;
}

export function ParticipantsTable({
  marathonId,
  title,
  embedded,
  total,
  headingLevel = 2,
  showDownload = true,
}: ParticipantsTableProps) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useParticipants(marathonId, embedded);
  const [downloading, setDownloading] = useState(false);
  const participants = data?.pages.flatMap((page) => page.participants) ?? [];
  const Heading = `h${headingLevel}` as const;
  const headingId = `participants-${marathonId}-${headingLevel}`;

  async function download() {
    setDownloading(true);
    try {
      await downloadParticipantsCsv(marathonId, title);
    } catch (error) {
      showPopup({
        icon: 'error',
        title: 'Download failed',
        text: error instanceof ApiError ? error.message : 'Failed to download the participants.',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          Registered Participants{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">({total})</span>
        </Heading>
        {showDownload && total > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            busy={downloading}
            busyText="Preparing CSV…"
            onClick={() => void download()}
          >
            <span aria-hidden="true">⤓</span> Download CSV
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          Loading participants…
        </p>
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 text-red-700 dark:text-red-400"
        >
          Failed to load the participants.
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : participants.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          No one has registered yet.
        </p>
      ) : (
        <>
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
          {hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                busy={isFetchingNextPage}
                busyText="Loading…"
                onClick={() => void fetchNextPage()}
              >
                Show more participants
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
