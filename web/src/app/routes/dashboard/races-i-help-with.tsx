// /dashboard/races-i-help-with: the races the account is staff of (docs/race-day.md).
import { useLingui } from '@lingui/react/macro';

import { AccountDashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { RacesIHelpWith } from '@/features/race-day/components/races-i-help-with';

export function Component() {
  const { t } = useLingui();
  return (
    <AccountDashboardPage
      title={t`Races I Help With`}
      intro={t`Races whose organiser invited you as co-organiser or check-in staff.`}
    >
      {(user) => <RacesIHelpWith uid={user.uid} />}
    </AccountDashboardPage>
  );
}
