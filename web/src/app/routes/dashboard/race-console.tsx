// /dashboard/races/:id: the race console (DESIGN.md section 16). Being built (issue 25).
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Race console');
  return <DashboardPage title="Race console">{null}</DashboardPage>;
}
