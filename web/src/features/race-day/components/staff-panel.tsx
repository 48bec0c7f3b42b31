// The race console's Staff tab (docs/race-day.md): invitations by email, the staff and open
// invitations with their state, and a removal (or withdrawal) after a confirmation.
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffMember } from '@run/contract/domain/api-types';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses } from '@/components/ui/data-table';
import { PanelTable } from '@/components/ui/panel-table';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { type RaceRowDialogProps, useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';

import { useRemoveStaff, useStaff } from '../api/staff';
import { roleNames } from '../staff-roles';
import { PanelSection } from './panel-section';
import { StaffInviteForm } from './staff-invite-form';

function RemoveStaffDialog({ marathonId, row: member, onClose }: RaceRowDialogProps<StaffMember>) {
  const { t } = useLingui();
  const invited = member.state === 'invited';
  const { email } = member;
  return (
    <ConfirmDialog
      title={invited ? t`Withdraw this invitation?` : t`Remove this staff member?`}
      confirmLabel={invited ? t`Withdraw` : t`Remove`}
      busyLabel={invited ? t`Withdrawing…` : t`Removing…`}
      write={useRemoveStaff(marathonId)}
      variables={member.staffId}
      done={{
        title: invited ? t`Invitation Withdrawn` : t`Staff Member Removed`,
        text: t`${email} no longer helps with this race.`,
      }}
      failure={t`The staff member could not be removed.`}
      onClose={onClose}
    >
      <p>
        {invited ? (
          <Trans>The invitation link mailed to {email} will stop working.</Trans>
        ) : (
          <Trans>{email} will no longer be able to work on this race.</Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}

function StaffList({ marathonId }: { marathonId: string }) {
  const { i18n, t } = useLingui();
  const query = useStaff(marathonId);
  const { dialog, open, close } = useRowDialog<StaffMember>('staff-list-title');
  return (
    <PanelTable
      query={query}
      loading={<Trans>Loading the staff…</Trans>}
      failed={t`The staff could not be loaded.`}
      rows={(data) => data.staff}
      empty={<Trans>No one helps with this race yet.</Trans>}
      after={
        dialog ? <RemoveStaffDialog marathonId={marathonId} row={dialog} onClose={close} /> : null
      }
      caption={t`Staff of this race`}
      columns={[
        { label: t`Email` },
        { label: t`Role` },
        { label: t`State` },
        { label: t`Actions`, srOnly: true },
      ]}
      row={(member) => {
        const { email } = member;
        const acceptedBy = member.acceptedBy?.email ?? null;
        const validUntil = formatDateTime(member.expiresAt);
        return (
          <tr key={member.staffId}>
            <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
              {member.email}
            </th>
            <td className={cellClasses()}>{i18n._(roleNames[member.role])}</td>
            <td className={cellClasses()}>
              {member.state !== 'active' ? (
                <Trans>Invited, link valid until {validUntil}</Trans>
              ) : acceptedBy !== null ? (
                <Trans>Accepted by {acceptedBy}</Trans>
              ) : (
                <Trans>Accepted by an account without an email</Trans>
              )}
            </td>
            <td className={cellClasses(undefined, 'text-right')}>
              <RowDialogButton label={t`Remove ${email}`} open={open} dialog={member}>
                <Trans>Remove</Trans>
              </RowDialogButton>
            </td>
          </tr>
        );
      }}
    />
  );
}

export function StaffPanel({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-10">
      <StaffInviteForm marathonId={marathonId} />
      <PanelSection id="staff-list-title" title={t`Staff`}>
        <StaffList marathonId={marathonId} />
      </PanelSection>
    </div>
  );
}
