// /dashboard/races-i-help-with: the races the account is staff of (docs/race-day.md).
import { AccountDashboardPage } from '@/features/dashboard/components/account-dashboard-page';
import { RacesIHelpWith } from '@/features/race-day/components/races-i-help-with';

export function Component() {
  return (
    <AccountDashboardPage
      title="Races I Help With"
      intro="Races whose organiser invited you as co-organiser or check-in staff."
    >
      {(user) => <RacesIHelpWith uid={user.uid} />}
    </AccountDashboardPage>
  );
}
