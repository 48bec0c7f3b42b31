// /dashboard/races/:id/check-in: packet pick-up for the organiser, co-organisers and check-in staff.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useMyStaffRaces } from '@/features/race-day/api/get-my-staff-races';
import { CheckInDesk } from '@/features/race-day/components/check-in-desk';
import { arrivingPassOf } from '@/features/race-day/pass-hand-off';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Check-in`);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const staffRaces = useMyStaffRaces(user?.uid);
  const role = staffRaces.data?.find((s) => s.marathon._id === id)?.role;
  const location = useLocation();
  const navigate = useNavigate();
  // The pass a camera app opened (routes/pass-link.tsx) is checked in once: the state is dropped.
  const { pathname } = location;
  const forgetArrivingPass = useCallback(
    () => void navigate(pathname, { replace: true, state: null }),
    [navigate, pathname],
  );
  return (
    <DashboardPage
      title={t`Check-in`}
      intro={t`Scan race passes or find runners by name or bib. Works offline: check-ins wait on this device and are sent when the connection returns.`}
    >
      {user ? (
        <CheckInDesk
          marathonId={id}
          uid={user.uid}
          staffRole={role}
          arrivingPass={arrivingPassOf(location.state)}
          onArrivingPassChecked={forgetArrivingPass}
        />
      ) : null}
    </DashboardPage>
  );
}
