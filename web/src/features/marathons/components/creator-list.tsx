// The frame of a list only the event's creator sees (participants, waitlist): heading with the total,
// the CSV download, loading / error / empty states, the table, and further pages on demand.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { MoreButton } from '@/components/ui/more-button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { cellClasses } from '@/components/ui/data-table';
import { showErrorPopup } from '@/components/ui/popup';
import { type CsvList, downloadCsv, downloadFailure } from '@/lib/download-csv';

/** What the list's paged query reports (TanStack Query's infinite query). */
export interface PagedQueryState {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** What the detail page or the dashboard's modal says about the list. */
export interface CreatorListFrame {
  marathonId: string;
  title: string;
  total: number;
  /** The section heading level: h2 on the detail page, h3 inside a modal. */
  headingLevel?: 2 | 3 | undefined;
}

interface CreatorListProps extends CreatorListFrame {
  list: CsvList;
  heading: string;
  showDownload?: boolean | undefined;
  query: PagedQueryState;
  itemCount: number;
  texts: { loading: string; failed: string; empty: string; more: string };
  /** Above the list whatever its state (a search box keeps its focus while its answer loads). */
  above?: ReactNode;
  /** The table of the loaded items. */
  children: ReactNode;
}

export function CreatorList({
  list,
  marathonId,
  title,
  heading,
  total,
  headingLevel = 2,
  showDownload = true,
  query,
  itemCount,
  texts,
  above,
  children,
}: CreatorListProps) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const headingId = `${list}-${marathonId}-${headingLevel}`;

  async function download() {
    setDownloading(true);
    try {
      await downloadCsv(list, marathonId, title);
    } catch (error) {
      showErrorPopup(error, downloadFailure(list), t`Download failed`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {heading}{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">({total})</span>
        </Heading>
        {showDownload && total > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            busy={downloading}
            busyText={t`Preparing CSV…`}
            onClick={() => void download()}
          >
            <span aria-hidden="true">⤓</span> <Trans>Download CSV</Trans>
          </Button>
        ) : null}
      </div>
      {above}
      {query.isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {texts.loading}
        </p>
      ) : query.isError ? (
        <RetryAlert text={texts.failed} onRetry={query.refetch} />
      ) : itemCount === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {texts.empty}
        </p>
      ) : (
        <>
          {children}
          {query.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <MoreButton pages={query} size="sm">
                {texts.more}
              </MoreButton>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A runner's name, the row's first cell. */
export function NameCell({
  person,
  children,
}: {
  person: { firstName: string; lastName: string; disputed?: boolean };
  /** Under the name: what a phone shows of the row's other columns (which it hides). */
  children?: ReactNode;
}) {
  return (
    <td
      className={cellClasses(
        undefined,
        'font-medium whitespace-nowrap text-slate-900 dark:text-white',
      )}
    >
      {person.firstName} {person.lastName}
      {/* A chargeback: the place stands, and the organiser should know whom it concerns. */}
      {person.disputed ? (
        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-50">
          <Trans>Payment disputed</Trans>
        </span>
      ) : null}
      {children}
    </td>
  );
}
