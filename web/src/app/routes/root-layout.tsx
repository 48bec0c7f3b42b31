// The shell: fixed header, the routed page, footer, and the popup host.
import { Outlet } from 'react-router';

import { PopupHost } from '@/components/ui/popup';

export function Component() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PopupHost />
    </div>
  );
}
