// The race console's Volunteers tab (docs/volunteers.md): each shift's coverage (filled of its
// capacity, checked in, no-shows, waiting), every volunteer as CSV, a shift added, changed or deleted
// (its volunteers are mailed), and one shift's list with its waitlist.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShiftCoverage } from '@run/contract/domain/shifts';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses } from '@/components/ui/data-table';
import { HeadedSection } from '@/components/ui/headed-section';
import { PanelTable } from '@/components/ui/panel-table';
import { showErrorPopup } from '@/components/ui/popup';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { type RaceRowDialogProps, useRowDialog } from '@/components/ui/use-return-focus';
import { intlLocale } from '@/lib/i18n';
import { filenameFrom, saveFile } from '@/lib/save-file';

import { requestShiftVolunteersCsv } from '../api/shifts-requests';
import { useDeleteShift, useShiftCoverage } from '../api/use-shifts';
import { ShiftEditorDialog, type ShiftRace } from './shift-form';
import { shiftTimeOn } from './shift-form-values';
import { ShiftRosterSection } from './shift-roster';

type CoveredShift = ShiftCoverage[number];

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; shift: CoveredShift };

const TITLE_ID = 'volunteers-title';
const ROSTER_ID = 'shift-roster-title';

function DeleteShiftDialog({ marathonId, row: shift, onClose }: RaceRowDialogProps<CoveredShift>) {
  const { t } = useLingui();
  const { name } = shift;
  return (
    <ConfirmDialog
      title={t`Delete ${name}?`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting…`}
      write={useDeleteShift()}
      variables={{ id: marathonId, shiftId: shift.shiftId }}
      done={{ title: t`Shift deleted`, text: t`${name} is no longer offered.` }}
      failure={t`The shift could not be deleted.`}
      onClose={onClose}
    >
      <p>
        <Trans>
          Its volunteers and the people on its waitlist are mailed that the shift is cancelled.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

/** Every shift's volunteers as a CSV file, fetched with the organiser's token. */
async function downloadVolunteers(race: { id: string; title: string }, failure: string) {
  const { data, headers } = await requestShiftVolunteersCsv(race.id, failure);
  const slug = race.title.toLowerCase().replace(/[^a-z0-9]+/gu, '-') || 'marathon';
  // With `download`, the body comes back as the file (a Blob), not the route's JSON.
  saveFile(
    data as Blob,
    filenameFrom(headers.get('Content-Disposition'), `volunteers-${slug}.csv`),
  );
}

export function VolunteersPanel({
  race,
}: {
  race: { _id: string; title: string; timeZone?: string | null | undefined };
}) {
  const { t } = useLingui();
  const shiftRace: ShiftRace = { id: race._id, timeZone: race.timeZone };
  const query = useShiftCoverage(race._id);
  const { dialog, open, close } = useRowDialog<Dialog>(TITLE_ID);
  const [listed, setListed] = useState<string | null>(null);
  const locale = intlLocale();
  const zone = race.timeZone;
  const download = () => {
    const failure = t`Failed to download the volunteers.`;
    return downloadVolunteers({ id: race._id, title: race.title }, failure).catch(
      (error: unknown) => showErrorPopup(error, failure, t`Download failed`),
    );
  };
  const shifts = query.data ?? [];
  const listedShift = shifts.find((s) => s.shiftId === listed);
  return (
    <div className="space-y-10">
      <HeadedSection
        id={TITLE_ID}
        look="part"
        title={t`Volunteer shifts`}
        intro={
          zone
            ? t`Times on the race’s clock (${zone}). No-shows: signed up, not checked in once the shift has started.`
            : t`No-shows: signed up, not checked in once the shift has started.`
        }
      >
        <div className="mb-4 flex flex-wrap gap-3">
          <Button size="sm" onClick={(event) => open({ kind: 'add' }, event.currentTarget)}>
            <Trans>Add a shift</Trans>
          </Button>
          {shifts.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => void download()}>
              <Trans>Download CSV</Trans>
            </Button>
          ) : null}
        </div>
        <PanelTable
          query={query}
          loading={<Trans>Loading the shifts…</Trans>}
          failed={t`The shifts could not be loaded.`}
          rows={(data) => data}
          empty={<Trans>This race has no volunteer shifts yet.</Trans>}
          caption={t`Coverage of each volunteer shift`}
          columns={[
            { label: t`Shift` },
            { label: t`Time`, hideBelow: 'md' },
            { label: t`Filled` },
            { label: t`Checked in` },
            { label: t`No-shows` },
            { label: t`Waiting` },
            { label: t`Actions`, srOnly: true },
          ]}
          row={(shift: CoveredShift) => {
            const { name, filled, capacity } = shift;
            const time = shiftTimeOn(shift, race.timeZone, locale);
            return (
              <tr key={shift.shiftId}>
                <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
                  <span className="block text-xs font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-400">
                    {shift.role}
                  </span>
                  {name}
                  <span className="block font-normal md:hidden">{time}</span>
                </th>
                <td className={cellClasses('md')}>{time}</td>
                <td className={cellClasses(undefined, 'whitespace-nowrap')}>
                  {t`${filled} / ${capacity}`}
                </td>
                <td className={cellClasses()}>{shift.checkedIn}</td>
                <td className={cellClasses()}>{shift.noShows}</td>
                <td className={cellClasses()}>{shift.waiting}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Volunteers of ${name}`}
                      aria-pressed={listed === shift.shiftId}
                      onClick={() => setListed(listed === shift.shiftId ? null : shift.shiftId)}
                    >
                      <Trans>Volunteers</Trans>
                    </Button>
                    <RowDialogButton
                      label={t`Edit ${name}`}
                      open={open}
                      dialog={{ kind: 'edit', shift }}
                    >
                      <Trans>Edit</Trans>
                    </RowDialogButton>
                    <RowDialogButton
                      variant="danger"
                      label={t`Delete ${name}`}
                      open={open}
                      dialog={{ kind: 'delete', shift }}
                    >
                      <Trans>Delete</Trans>
                    </RowDialogButton>
                  </div>
                </td>
              </tr>
            );
          }}
        />
      </HeadedSection>
      {dialog?.kind === 'add' ? (
        <ShiftEditorDialog race={shiftRace} shift={null} onClose={close} />
      ) : dialog?.kind === 'edit' ? (
        <ShiftEditorDialog race={shiftRace} shift={dialog.shift} onClose={close} />
      ) : dialog?.kind === 'delete' ? (
        <DeleteShiftDialog marathonId={race._id} row={dialog.shift} onClose={close} />
      ) : null}
      {listedShift ? (
        <ShiftRosterSection race={shiftRace} shiftId={listedShift.shiftId} headingId={ROSTER_ID} />
      ) : null}
    </div>
  );
}
