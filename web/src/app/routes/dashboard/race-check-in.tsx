// /dashboard/races/:id/check-in: packet pick-up for the organiser, co-organisers and check-in staff.
import { useParams } from 'react-router';

import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useMyStaffRaces } from '@/features/race-day/api/get-my-staff-races';
import { CheckInDesk } from '@/features/race-day/components/check-in-desk';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Check-in');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const staffRaces = useMyStaffRaces(user?.uid);
  const role = staffRaces.data?.find((s) => s.marathon._id === id)?.role;
  return (
    <DashboardPage
      title="Check-in"
      intro="Scan race passes or find runners by name or bib. Works offline: check-ins wait on this device and are sent when the connection returns."
    >
      {user ? (
        <CheckInDesk marathonId={id} uid={user.uid} isCoOrganiser={role === 'co-organiser'} />
      ) : null}
    </DashboardPage>
  );
}
