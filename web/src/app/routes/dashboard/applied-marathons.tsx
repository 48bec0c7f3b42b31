// /dashboard/applied-marathons: the 'My Apply List'.
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { ApplyList } from '@/features/registrations/components/apply-list';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('My Apply List');
  const { user } = useAuth();
  return (
    <DashboardPage
      title="My Apply List"
      intro="Marathons you registered for. Update or withdraw until race day."
    >
      {user ? <ApplyList uid={user.uid} /> : null}
    </DashboardPage>
  );
}
