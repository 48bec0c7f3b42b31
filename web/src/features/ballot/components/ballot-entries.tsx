// The runner's ballot entries in My Apply List: "In the ballot (draw on {date})" with Withdraw until
// the draw, then "Drawn: pay by {date}" (the registration row below has Pay now) or "Not drawn:
// reserve number {n}" (the reserve is on the waitlist too, where an offer shows). Nothing shows
// without any.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyBallotEntry } from '@run/contract/domain/ballot';

import { formatLongDate } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, StatusRow } from '@/components/ui/data-table';
import { QuietLoaded } from '@/components/ui/quiet-loaded';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';

import { useMyBallotEntries, useWithdrawBallotEntry } from '../api/ballot';

/** The sentences for each state of an entry (docs/ballot.md), in the language shown (called while rendering). */
export function entryStatus(entry: MyBallotEntry): string {
  switch (entry.state) {
    case 'entered': {
      const date = formatLongDate(entry.drawAt);
      return i18n._(msg`In the ballot (draw on ${date})`);
    }
    case 'drawn': {
      if (!entry.dueAt) return i18n._(msg`Drawn: your place is confirmed`);
      const date = formatLongDate(entry.dueAt);
      return i18n._(msg`Drawn: pay by ${date}`);
    }
    case 'reserve': {
      const { reserveNumber } = entry;
      return reserveNumber === null
        ? i18n._(msg`Not drawn: reserve number`)
        : i18n._(msg`Not drawn: reserve number ${reserveNumber}`);
    }
    case 'withdrawn':
      return i18n._(msg`Withdrawn from the ballot`);
  }
}

function WithdrawDialog({ entry, onClose }: { entry: MyBallotEntry; onClose: () => void }) {
  const { t } = useLingui();
  const { title, distanceName } = entry;
  return (
    <ConfirmDialog
      title={t`Withdraw from the ballot?`}
      confirmLabel={t`Withdraw`}
      busyLabel={t`Withdrawing…`}
      write={useWithdrawBallotEntry()}
      variables={{ marathonId: entry.marathonId, entryId: entry.entryId }}
      done={{
        title: t`Withdrawn from the Ballot`,
        text: t`Your entry in the ballot for “${title}” is withdrawn.`,
      }}
      failure={t`The entry could not be withdrawn.`}
      onClose={onClose}
    >
      <p>
        <Trans>
          Your entry for {distanceName} in “{title}” leaves the draw.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

export function BallotEntries({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { dialog, open, close } = useRowDialog<MyBallotEntry>('dashboard-title');

  return (
    <QuietLoaded
      query={useMyBallotEntries(uid)}
      loading={t`Loading your ballot entries`}
      failed={t`Your ballot entries could not be loaded.`}
      rows={(data) => data.filter((entry) => entry.state !== 'withdrawn')}
    >
      {(shown) => (
        <TitledSection id="ballot-heading" title={t`Ballots`} size="lg" spaced className="mb-8">
          <DataTable
            caption={t`My ballot entries`}
            columns={[
              { label: t`Marathon` },
              { label: t`Outcome`, hideBelow: 'sm' },
              { label: t`Actions`, srOnly: true },
            ]}
          >
            {shown.map((entry) => {
              const raceTitle = entry.title;
              return (
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
                      label={t`Withdraw from the ballot for ${raceTitle}`}
                      open={open}
                      dialog={entry}
                    >
                      <Trans>Withdraw</Trans>
                    </RowDialogButton>
                  ) : null}
                </StatusRow>
              );
            })}
          </DataTable>
          {dialog ? <WithdrawDialog entry={dialog} onClose={close} /> : null}
        </TitledSection>
      )}
    </QuietLoaded>
  );
}
