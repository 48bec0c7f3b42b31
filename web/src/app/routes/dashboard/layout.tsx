// Placeholder until the dashboard is built.
import { Outlet } from 'react-router';

export function Component() {
  return <Outlet />;
}
