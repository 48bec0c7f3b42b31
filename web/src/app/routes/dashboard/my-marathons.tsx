// /dashboard/my-marathons: 'My Added Marathons'.
import { useLingui } from '@lingui/react/macro';

import { AccountDashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { MyMarathonsTable } from '@/features/marathons/components/my-marathons-table';

export function Component() {
  const { t } = useLingui();
  return (
    <AccountDashboardPage
      documentTitle={t`My Marathons`}
      title={t`My Added Marathons`}
      intro={t`Events you created: see who applied, edit or delete them.`}
    >
      {(user) => (user.email ? <MyMarathonsTable email={user.email} /> : null)}
    </AccountDashboardPage>
  );
}
