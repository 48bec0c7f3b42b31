// The race console's Staff tab (docs/race-day.md): invitations by email, the staff and open
// invitations with their state, and a removal (or withdrawal) after a confirmation.
import type { StaffMember } from '@run/contract/domain/api-types';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';

import { useRemoveStaff, useStaff } from '../api/staff';
import { roleNames } from '../staff-roles';
import { PanelSection } from './panel-section';
import { StaffInviteForm } from './staff-invite-form';

function RemoveStaffDialog({
  marathonId,
  member,
  onClose,
}: {
  marathonId: string;
  member: StaffMember;
  onClose: () => void;
}) {
  const invited = member.state === 'invited';
  return (
    <ConfirmDialog
      title={invited ? 'Withdraw this invitation?' : 'Remove this staff member?'}
      confirmLabel={invited ? 'Withdraw' : 'Remove'}
      busyLabel={invited ? 'Withdrawing…' : 'Removing…'}
      write={useRemoveStaff(marathonId)}
      variables={member.staffId}
      done={{
        title: invited ? 'Invitation Withdrawn' : 'Staff Member Removed',
        text: `${member.email} no longer helps with this race.`,
      }}
      failure="The staff member could not be removed."
      onClose={onClose}
    >
      <p>
        {invited
          ? `The invitation link mailed to ${member.email} will stop working.`
          : `${member.email} will no longer be able to work on this race.`}
      </p>
    </ConfirmDialog>
  );
}

function StaffList({ marathonId }: { marathonId: string }) {
  const query = useStaff(marathonId);
  const { dialog, open, close } = useRowDialog<StaffMember>('staff-list-title');
  if (query.isPending) return <p role="status">Loading the staff…</p>;
  if (query.isError) return <FormAlert message="The staff could not be loaded." />;
  const { staff } = query.data;
  return (
    <>
      {staff.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">No one helps with this race yet.</p>
      ) : (
        <DataTable
          embedded
          caption="Staff of this race"
          columns={[
            { label: 'Email' },
            { label: 'Role' },
            { label: 'State' },
            { label: 'Actions', srOnly: true },
          ]}
        >
          {staff.map((member) => (
            <tr key={member.staffId}>
              <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
                {member.email}
              </th>
              <td className={cellClasses()}>{roleNames[member.role]}</td>
              <td className={cellClasses()}>
                {member.state === 'active'
                  ? `Accepted by ${member.acceptedBy?.email ?? 'an account without an email'}`
                  : `Invited, link valid until ${formatDateTime(member.expiresAt)}`}
              </td>
              <td className={cellClasses(undefined, 'text-right')}>
                <RowDialogButton label={`Remove ${member.email}`} open={open} dialog={member}>
                  Remove
                </RowDialogButton>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {dialog ? (
        <RemoveStaffDialog marathonId={marathonId} member={dialog} onClose={close} />
      ) : null}
    </>
  );
}

export function StaffPanel({ marathonId }: { marathonId: string }) {
  return (
    <div className="space-y-10">
      <StaffInviteForm marathonId={marathonId} />
      <PanelSection id="staff-list-title" title="Staff">
        <StaffList marathonId={marathonId} />
      </PanelSection>
    </div>
  );
}
