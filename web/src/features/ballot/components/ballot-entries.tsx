// The runner's ballot entries in My Apply List: "In the ballot (draw on {date})" with Withdraw until
// the draw, then "Drawn: pay by {date}" (the registration row below has Pay now) or "Not drawn:
// reserve number {n}" (the reserve is on the waitlist too, where an offer shows). Nothing shows
// without any.
import { formatLongDate } from '@run/contract/domain/dates';
import type { MyBallotEntry } from '@run/contract/domain/ballot';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, StatusRow } from '@/components/ui/data-table';
import { QuietLoadState } from '@/components/ui/retry-alert';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';

import { useMyBallotEntries, useWithdrawBallotEntry } from '../api/ballot';

/** DESIGN's sentences for each state of an entry. */
export function entryStatus(entry: MyBallotEntry): string {
  switch (entry.state) {
    case 'entered':
      return `In the ballot (draw on ${formatLongDate(entry.drawAt)})`;
    case 'drawn':
      return entry.dueAt
        ? `Drawn: pay by ${formatLongDate(entry.dueAt)}`
        : 'Drawn: your place is confirmed';
    case 'reserve':
      return `Not drawn: reserve number ${entry.reserveNumber ?? ''}`.trim();
    case 'withdrawn':
      return 'Withdrawn from the ballot';
  }
}

function WithdrawDialog({ entry, onClose }: { entry: MyBallotEntry; onClose: () => void }) {
  return (
    <ConfirmDialog
      title="Withdraw from the ballot?"
      confirmLabel="Withdraw"
      busyLabel="Withdrawing…"
      write={useWithdrawBallotEntry()}
      variables={{ marathonId: entry.marathonId, entryId: entry.entryId }}
      done={{
        title: 'Withdrawn from the Ballot',
        text: `Your entry in the ballot for “${entry.title}” is withdrawn.`,
      }}
      failure="The entry could not be withdrawn."
      onClose={onClose}
    >
      <p>{`Your entry for ${entry.distanceName} in “${entry.title}” leaves the draw.`}</p>
    </ConfirmDialog>
  );
}

export function BallotEntries({ uid }: { uid: string }) {
  const { data, isPending, isError, refetch } = useMyBallotEntries(uid);
  const { dialog, open, close } = useRowDialog<MyBallotEntry>('dashboard-title');

  if (isPending || isError) {
    return (
      <QuietLoadState
        isError={isError}
        loading="Loading your ballot entries"
        text="Your ballot entries could not be loaded."
        onRetry={refetch}
        className="mb-6"
      />
    );
  }
  const shown = data.filter((entry) => entry.state !== 'withdrawn');
  if (shown.length === 0) return null;

  return (
    <TitledSection id="ballot-heading" title="Ballots" size="lg" spaced className="mb-8">
      <DataTable
        caption="My ballot entries"
        columns={[
          { label: 'Marathon' },
          { label: 'Outcome', hideBelow: 'sm' },
          { label: 'Actions', srOnly: true },
        ]}
      >
        {shown.map((entry) => (
          <StatusRow
            key={entry.entryId}
            to={paths.marathon.href(entry.marathonId)}
            title={entry.title}
            detail={entry.distanceName}
            status={entryStatus(entry)}
            good={entry.state === 'drawn'}
          >
            {entry.state === 'entered' ? (
              <RowDialogButton
                variant="secondary"
                label={`Withdraw from the ballot for ${entry.title}`}
                open={open}
                dialog={entry}
              >
                Withdraw
              </RowDialogButton>
            ) : null}
          </StatusRow>
        ))}
      </DataTable>
      {dialog ? <WithdrawDialog entry={dialog} onClose={close} /> : null}
    </TitledSection>
  );
}
