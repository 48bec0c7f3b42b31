// /dashboard/races-i-help-with: the races the account is staff of (DESIGN.md section 15).
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { RacesIHelpWith } from '@/features/race-day/components/races-i-help-with';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Races I Help With');
  const { user } = useAuth();
  return (
    <DashboardPage
      title="Races I Help With"
      intro="Races whose organiser invited you as co-organiser or check-in staff."
    >
      {user ? <RacesIHelpWith uid={user.uid} /> : null}
    </DashboardPage>
  );
}
