// /dashboard/races/:id/check-in: packet pick-up for the organiser, co-organisers and check-in staff,
// and their volunteers' check-in and check-out; a shift's captain (neither organiser nor staff) gets
// the volunteers only (docs/volunteers.md).
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useMyStaffRaces } from '@/features/race-day/api/get-my-staff-races';
import { useRace } from '@/features/race-day/api/get-race';
import { myShiftsQueryOptions } from '@/features/volunteers/api/use-shifts';
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
  const race = useRace(id);
  // A shift's captain is one of its volunteers (the console chooses captains among them): only an
  // account volunteering on this race may get the volunteers-only desk. Anyone else without a role
  // (staff just removed) opens the staff's desk, which the API refuses and which forgets the race.
  const shifts = useQuery({ ...myShiftsQueryOptions(user?.uid ?? ''), enabled: user !== null });
  const role = staffRaces.data?.find((s) => s.marathon._id === id)?.role;
  // Known online only: offline (the queries wait for a connection) the desk is the staff's, as it
  // was when the device kept the race.
  const deciding =
    (staffRaces.isPending && staffRaces.fetchStatus === 'fetching') ||
    (race.isPending && race.fetchStatus === 'fetching') ||
    (shifts.isPending && shifts.fetchStatus === 'fetching');
  const volunteersOnly =
    user !== null &&
    staffRaces.isSuccess &&
    role === undefined &&
    race.isSuccess &&
    race.data.createdByUid !== user.uid &&
    shifts.data?.shifts.some((s) => s.marathonId === id && s.status === 'signed_up') === true;
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
      intro={
        volunteersOnly
          ? t`Scan volunteers’ passes to check them in and out. Works offline: scans wait on this device and are sent when the connection returns.`
          : t`Scan race passes or find runners by name or bib. Works offline: check-ins wait on this device and are sent when the connection returns.`
      }
    >
      {user && deciding ? <Spinner label={t`Loading the check-in desk`} /> : null}
      {user && !deciding ? (
        <CheckInDesk
          marathonId={id}
          uid={user.uid}
          staffRole={role}
          arrivingPass={arrivingPassOf(location.state)}
          onArrivingPassChecked={forgetArrivingPass}
          volunteersOnly={volunteersOnly}
        />
      ) : null}
    </DashboardPage>
  );
}
