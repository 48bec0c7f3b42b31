// /dashboard/my-marathons: 'My Added Marathons'.
import { AccountDashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { MyMarathonsTable } from '@/features/marathons/components/my-marathons-table';

export function Component() {
  return (
    <AccountDashboardPage
      documentTitle="My Marathons"
      title="My Added Marathons"
      intro="Events you created: see who applied, edit or delete them."
    >
      {(user) => (user.email ? <MyMarathonsTable email={user.email} /> : null)}
    </AccountDashboardPage>
  );
}
