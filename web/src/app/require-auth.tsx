// Protected screens: a spinner while auth state loads, visitors sent to /login with the page they
// wanted, so sign-in returns them there.
import { Navigate, Outlet, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your sign-in" />;
  if (!user) {
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
