// /dashboard/applied-marathons: the 'My Apply List', with what is due first, then the race passes, the
// runners they registered in an order, the ballots they entered and the waitlists they joined above it.
import { BallotEntries } from '@/features/ballot/components/ballot-entries';
import { AccountDashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { MyOrders } from '@/features/orders/components/my-orders';
import { ApplyList } from '@/features/registrations/components/apply-list';
import { PaymentsDue } from '@/features/registrations/components/payments-due';
import { RacePasses } from '@/features/registrations/components/race-passes';
import { WaitlistEntries } from '@/features/registrations/components/waitlist-entries';

export function Component() {
  return (
    <AccountDashboardPage
      title="My Apply List"
      intro="Marathons you registered for, the ballots you entered and the waitlists you joined. Update or withdraw until race day."
    >
      {(user) => (
        <>
          <PaymentsDue uid={user.uid} />
          <RacePasses uid={user.uid} />
          <MyOrders uid={user.uid} />
          <BallotEntries uid={user.uid} />
          <WaitlistEntries uid={user.uid} />
          <ApplyList uid={user.uid} />
        </>
      )}
    </AccountDashboardPage>
  );
}
