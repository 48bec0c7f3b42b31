// Protected screens: a spinner while auth state loads, visitors sent to /login with the page they
// wanted, so sign-in returns them there.
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export function RequireAuth() {
  const { t } = useLingui();
  // The auth report would render the whole screen below in one uninterruptible task (a store update
  // is always urgent); deferred, React renders it in slices that keep the page responsive on a slow
  // phone. The header, outside, still updates at once.
  const { user, loading } = useDeferredValue(useAuth());
  const location = useLocation();
  if (loading) return <Spinner label={t`Checking your sign-in`} />;
  if (!user) {
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
