// /dashboard/my-marathons: 'My Added Marathons'.
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { MyMarathonsTable } from '@/features/marathons/components/my-marathons-table';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('My Marathons');
  const { user } = useAuth();
  return (
    <DashboardPage
      title="My Added Marathons"
      intro="Events you created: see who applied, edit or delete them."
    >
      {/* RequireAuth guarantees a user here. */}
      {user?.email ? <MyMarathonsTable email={user.email} /> : null}
    </DashboardPage>
  );
}
