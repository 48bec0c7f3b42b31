// One shift's list in the console (docs/volunteers.md): its volunteers with their phones, emergency
// contacts, T-shirt sizes, check-in and check-out times and hours (captains marked), each removed
// after a confirmation (the first waiting person is offered the place); then its waitlist.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShiftRoster, ShiftVolunteer } from '@run/contract/domain/shifts';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { HeadedSection } from '@/components/ui/headed-section';
import { cellClasses } from '@/components/ui/data-table';
import { PanelList } from '@/components/ui/panel-list';
import { PanelTable } from '@/components/ui/panel-table';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useDropFromShift, useShiftRoster } from '../api/use-shifts';
import { clockOn } from './shift-form-values';
import type { ShiftRace } from './shift-form';

function RemoveVolunteerDialog({
  race,
  shift,
  volunteer,
  onClose,
}: {
  race: ShiftRace;
  shift: ShiftRoster['shift'];
  volunteer: ShiftVolunteer;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { name } = volunteer;
  const shiftName = shift.name;
  return (
    <ConfirmDialog
      title={t`Remove ${name} from ${shiftName}?`}
      confirmLabel={t`Remove`}
      busyLabel={t`Removing…`}
      write={useDropFromShift()}
      variables={{ id: race.id, shiftId: shift.shiftId, uid: volunteer.userId }}
      done={{ title: t`Volunteer removed`, text: t`${name} is no longer on ${shiftName}.` }}
      failure={t`The volunteer could not be removed.`}
      onClose={onClose}
    >
      <p>
        <Trans>
          Their place goes to the first person on the shift’s waitlist, if anyone waits.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

export function ShiftRosterSection({
  race,
  shiftId,
  headingId,
}: {
  race: ShiftRace;
  shiftId: string;
  headingId: string;
}) {
  const { t } = useLingui();
  const query = useShiftRoster(race.id, shiftId);
  const { dialog, open, close } = useRowDialog<ShiftVolunteer>(headingId);
  const locale = intlLocale();
  const clock = (iso: string | null) => (iso === null ? '' : clockOn(iso, race.timeZone, locale));
  const shiftName = query.data?.shift.name ?? '';
  return (
    <HeadedSection id={headingId} look="part" title={t`Volunteers: ${shiftName}`}>
      <PanelTable
        query={query}
        loading={<Trans>Loading the shift’s volunteers…</Trans>}
        failed={t`The shift’s volunteers could not be loaded.`}
        rows={(data) => data.volunteers}
        empty={<Trans>Nobody has signed up for this shift yet.</Trans>}
        after={
          dialog && query.data ? (
            <RemoveVolunteerDialog
              race={race}
              shift={query.data.shift}
              volunteer={dialog}
              onClose={close}
            />
          ) : null
        }
        caption={t`Volunteers of ${shiftName}`}
        columns={[
          { label: t`Name` },
          { label: t`Phone` },
          { label: t`Emergency Contact`, hideBelow: 'md' },
          { label: t`T-shirt`, hideBelow: 'md' },
          { label: t`Checked in` },
          { label: t`Checked out` },
          { label: t`Hours` },
          { label: t`Actions`, srOnly: true },
        ]}
        row={(v) => {
          const { name } = v;
          return (
            <tr key={v.userId}>
              <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
                {name}
                {v.captain ? (
                  <span className="ml-2 rounded bg-rose-100 px-1.5 py-0.5 text-xs font-semibold text-rose-800 dark:bg-rose-950 dark:text-rose-200">
                    <Trans>Captain</Trans>
                  </span>
                ) : null}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                  {v.email}
                </span>
              </th>
              <td className={cellClasses(undefined, 'whitespace-nowrap')}>{v.phone}</td>
              <td className={cellClasses('md')}>{v.emergencyContact}</td>
              <td className={cellClasses('md')}>{v.tshirtVariant ?? '—'}</td>
              <td className={cellClasses()}>{clock(v.checkedInAt)}</td>
              <td className={cellClasses()}>{clock(v.checkedOutAt)}</td>
              <td className={cellClasses()}>
                {v.hours === null ? '' : v.hours.toLocaleString(locale)}
              </td>
              <td className={cellClasses(undefined, 'text-right')}>
                <RowDialogButton variant="danger" label={t`Remove ${name}`} open={open} dialog={v}>
                  <Trans>Remove</Trans>
                </RowDialogButton>
              </td>
            </tr>
          );
        }}
      />
      <PanelList
        query={query}
        loading={null}
        failed={t`The shift’s volunteers could not be loaded.`}
        rows={(data) => data.waitlist}
        empty={<Trans>Nobody is on this shift’s waitlist.</Trans>}
      >
        {(waiting) => (
          <div className="mt-4">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <Trans>Waitlist</Trans>
            </h3>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800 dark:text-slate-100">
              {waiting.map((w) => {
                const { name } = w;
                const until = w.offeredUntil === null ? '' : formatDateTime(w.offeredUntil);
                return (
                  <li key={w.userId}>
                    {w.offeredUntil === null ? (
                      name
                    ) : (
                      <Trans>
                        {name}: offered a place until {until}
                      </Trans>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        )}
      </PanelList>
    </HeadedSection>
  );
}
