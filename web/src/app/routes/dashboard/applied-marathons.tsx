// /dashboard/applied-marathons: the 'My Apply List', the runner's home. What needs them comes first
// (payments due, places offered, transfers waiting), then the passes of races to come (compact, each
// opening full size), their volunteer shifts (with their passes), the runners they registered in an
// order, the ballots they entered, the waitlists they wait on and their registrations; races that
// finished go under "Past races" last.
import { useLingui } from '@lingui/react/macro';

import { BallotEntries } from '@/features/ballot/components/ballot-entries';
import { AccountDashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { MyOrders } from '@/features/orders/components/my-orders';
import { ApplyList } from '@/features/registrations/components/apply-list';
import { NeedsAttention } from '@/features/registrations/components/needs-attention';
import { PastRaces } from '@/features/registrations/components/past-races';
import { PassModal, RacePasses } from '@/features/registrations/components/race-passes';
import { WaitlistEntries } from '@/features/registrations/components/waitlist-entries';
import { YourShifts } from '@/features/volunteers/components/your-shifts';

export function Component() {
  const { t } = useLingui();
  return (
    <AccountDashboardPage
      title={t`My Apply List`}
      intro={t`Marathons you registered for, the ballots you entered and the waitlists you joined. Update or withdraw until race day.`}
    >
      {(user) => (
        <>
          <NeedsAttention uid={user.uid} />
          <RacePasses uid={user.uid} />
          <YourShifts uid={user.uid} PassModal={PassModal} />
          <MyOrders uid={user.uid} />
          <BallotEntries uid={user.uid} />
          <WaitlistEntries uid={user.uid} only="waiting" />
          <ApplyList uid={user.uid} />
          <PastRaces uid={user.uid} />
        </>
      )}
    </AccountDashboardPage>
  );
}
