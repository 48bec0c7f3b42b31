// /dashboard: the side menu (drawer on small screens) and the chosen dashboard screen.
import { Outlet } from 'react-router';

import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';

export function Component() {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-10 lg:px-8 lg:py-12">
      <DashboardNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
