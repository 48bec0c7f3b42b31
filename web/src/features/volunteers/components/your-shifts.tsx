// My Apply List's "Your shifts" (docs/volunteers.md): the signed-in person's shifts still to come in every race,
// soonest first. Signed up: the pass (its QR code for the volunteer desk) and "Drop this shift";
// waiting: the position and "Leave the waitlist"; offered a place: until when, "Take the place" (the
// volunteer's form again) and "Decline". Dropping, leaving and declining ask first. A shift's captain
// gets a way to the desk, where they check its volunteers in and out.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { racePassUrl } from '@run/contract/domain/race-pass';
import type { MyShift } from '@run/contract/domain/shifts';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, StatusRow } from '@/components/ui/data-table';
import { QuietLoaded } from '@/components/ui/quiet-loaded';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

import { useDropFromShift, useLeaveShiftWaitlist, useMyShifts } from '../api/use-shifts';
import { shiftTimeText, stillToCome } from '../shift-time';

const ShiftFormDialog = lazy(() =>
  import('./shift-form-dialog').then((m) => ({ default: m.ShiftFormDialog })),
);

/** The page's pass shown full size (the runner's race pass component), handed in by the page. */
export type ShiftPassModal = ComponentType<{
  title: string;
  passUrl: string | null;
  qrLabel: string;
  facts: readonly { label: string; value: ReactNode; valueClassName?: string }[];
  onClose: () => void;
}>;

interface ShiftPassProps {
  shift: MyShift;
  PassModal: ShiftPassModal;
  onClose: () => void;
}

interface RowDialog {
  kind: 'pass' | 'take' | Confirmed;
  shift: MyShift;
}

/** What asks first: dropping a shift, leaving its waitlist, declining the place it offered. */
type Confirmed = 'drop' | 'leave' | 'decline';

/** Dropping the shift, or leaving (declining) its waitlist, after asking. */
function ConfirmShiftDialog({
  kind,
  shift,
  uid,
  onClose,
}: {
  kind: Confirmed;
  shift: MyShift;
  uid: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const drop = useDropFromShift();
  const leave = useLeaveShiftWaitlist();
  const { name, marathonTitle, position } = shift;
  const leaving = {
    done: t`You are no longer on the waitlist for “${name}”.`,
    failure: t`The waitlist could not be left.`,
  };
  const words = {
    drop: {
      title: t`Drop this shift?`,
      confirm: t`Drop this shift`,
      busy: t`Dropping…`,
      doneTitle: t`Shift Dropped`,
      done: t`You no longer volunteer for “${name}”.`,
      failure: t`The shift could not be dropped.`,
      body: t`Your place in “${name}” at ${marathonTitle} goes to the next person waiting, and your pass stops working.`,
    },
    leave: {
      title: t`Leave the waitlist?`,
      confirm: t`Leave the waitlist`,
      busy: t`Leaving…`,
      doneTitle: t`Left the Waitlist`,
      ...leaving,
      body: t`You give up your position ${position} on the waitlist for “${name}”.`,
    },
    decline: {
      title: t`Decline this place?`,
      confirm: t`Decline`,
      busy: t`Declining…`,
      doneTitle: t`Place Declined`,
      ...leaving,
      body: t`The place held for you in “${name}” goes to the next person waiting, and you leave its waitlist.`,
    },
  }[kind];
  const asked = {
    title: words.title,
    confirmLabel: words.confirm,
    busyLabel: words.busy,
    done: { title: words.doneTitle, text: words.done },
    failure: words.failure,
    onClose,
    children: <p>{words.body}</p>,
  };
  const of = { id: shift.marathonId, shiftId: shift.shiftId };
  return kind === 'drop' ? (
    <ConfirmDialog {...asked} write={drop} variables={{ ...of, uid }} />
  ) : (
    <ConfirmDialog {...asked} write={leave} variables={of} />
  );
}

/** Where the person stands on the shift, as words of the catalogue. */
function statusWords(shift: MyShift): MessageDescriptor {
  if (shift.status === 'signed_up') {
    return shift.checkedInAt ? msg`Signed up · Checked in` : msg`Signed up`;
  }
  if (shift.status === 'offered' && shift.offeredUntil) {
    const until = formatDateTime(shift.offeredUntil);
    return msg`A place is held for you until ${until}`;
  }
  const position = shift.position ?? 0;
  return msg`Waiting: number ${position} on the waitlist`;
}

export function YourShifts({ uid, PassModal }: { uid: string; PassModal: ShiftPassModal }) {
  const { t, i18n } = useLingui();
  const { dialog, open, close } = useRowDialog<RowDialog>('dashboard-title');
  return (
    <QuietLoaded
      query={useMyShifts(uid)}
      loading={t`Loading your shifts`}
      failed={t`Your shifts could not be loaded.`}
      rows={({ shifts }) => stillToCome(shifts, 'endsAt')}
    >
      {(shifts) => (
        <TitledSection id="your-shifts-heading" title={t`Your shifts`} spaced className="mb-8">
          <DataTable
            caption={t`My volunteer shifts`}
            columns={[
              { label: t`Shift` },
              { label: t`Where you stand`, hideBelow: 'sm' },
              { label: t`Actions`, srOnly: true },
            ]}
          >
            {shifts.map((shift) => {
              const { name } = shift;
              const row = (kind: RowDialog['kind']) => ({ kind, shift });
              return (
                <StatusRow
                  key={`${shift.marathonId}/${shift.shiftId}`}
                  to={paths.marathon.href(shift.marathonId)}
                  title={shift.marathonTitle}
                  detail={[shift.role, name, shift.location, shiftTimeText(shift)]
                    .filter((part) => part !== '')
                    .join(' · ')}
                  status={i18n._(statusWords(shift))}
                  good={shift.status !== 'waiting'}
                >
                  {shift.status === 'signed_up' && shift.passId ? (
                    <RowDialogButton label={t`Show pass: ${name}`} open={open} dialog={row('pass')}>
                      <Trans>Show pass</Trans>
                    </RowDialogButton>
                  ) : null}
                  {shift.captain ? (
                    // A captain checks their shift's volunteers in and out at the desk.
                    <Link
                      to={paths.raceCheckIn.href(shift.marathonId)}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={t`Check in your volunteers: ${name}`}
                    >
                      <Trans>Check in your volunteers</Trans>
                    </Link>
                  ) : null}
                  {shift.status === 'offered' ? (
                    <RowDialogButton
                      variant="primary"
                      label={t`Take the place in ${name}`}
                      open={open}
                      dialog={row('take')}
                    >
                      <Trans>Take the place</Trans>
                    </RowDialogButton>
                  ) : null}
                  {shift.status === 'signed_up' ? (
                    <RowDialogButton
                      variant="danger"
                      label={t`Drop this shift: ${name}`}
                      open={open}
                      dialog={row('drop')}
                    >
                      <Trans>Drop this shift</Trans>
                    </RowDialogButton>
                  ) : (
                    <RowDialogButton
                      variant={shift.status === 'offered' ? 'danger' : 'secondary'}
                      label={
                        shift.status === 'offered'
                          ? t`Decline the place in ${name}`
                          : t`Leave the waitlist for ${name}`
                      }
                      open={open}
                      dialog={row(shift.status === 'offered' ? 'decline' : 'leave')}
                    >
                      {shift.status === 'offered' ? (
                        <Trans>Decline</Trans>
                      ) : (
                        <Trans>Leave the waitlist</Trans>
                      )}
                    </RowDialogButton>
                  )}
                </StatusRow>
              );
            })}
          </DataTable>
          {dialog?.kind === 'pass' ? (
            <ShiftPass shift={dialog.shift} PassModal={PassModal} onClose={close} />
          ) : null}
          {dialog && dialog.kind !== 'pass' && dialog.kind !== 'take' ? (
            <ConfirmShiftDialog kind={dialog.kind} shift={dialog.shift} uid={uid} onClose={close} />
          ) : null}
          <Suspense fallback={null}>
            {dialog?.kind === 'take' ? (
              <ShiftFormDialog
                id={dialog.shift.marathonId}
                shift={dialog.shift}
                kind="take"
                onClose={close}
              />
            ) : null}
          </Suspense>
        </TitledSection>
      )}
    </QuietLoaded>
  );
}

/** A volunteer's pass full size: the same QR code as a runner's race pass, for the volunteer desk. */
function ShiftPass({ shift, PassModal, onClose }: ShiftPassProps) {
  const { t } = useLingui();
  const { name, marathonTitle } = shift;
  return (
    <PassModal
      title={t`Volunteer pass: ${name}`}
      passUrl={shift.passId && racePassUrl(window.location.origin, shift.marathonId, shift.passId)}
      qrLabel={t`Volunteer pass QR code for ${name}, ${marathonTitle}`}
      onClose={onClose}
      facts={[
        { label: t`Race`, value: marathonTitle },
        { label: t`Shift`, value: `${shift.role} · ${name}`, valueClassName: 'text-lg font-bold' },
        { label: t`When`, value: shiftTimeText(shift) },
        ...(shift.location ? [{ label: t`Location`, value: shift.location }] : []),
        {
          label: t`Check-in`,
          value: shift.checkedInAt ? t`Checked in` : t`Not checked in yet`,
        },
      ]}
    />
  );
}
