// What a page reached from a mailed link (a staff invitation, a transfer) shows a visitor who is not
// signed in: why to sign in, and the way to sign in and come back here, or to register first.
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function SignInFirst({
  here,
  why,
  loginLabel,
}: {
  /** This page, to come back to after signing in. */
  here: string;
  why: string;
  loginLabel: string;
}) {
  return (
    <>
      <p className="text-slate-700 dark:text-slate-200">{why}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={paths.login.href(here)} className={buttonClasses('primary')}>
          {loginLabel}
        </Link>
        <Link to={paths.register.href()} className={buttonClasses('secondary')}>
          Register
        </Link>
      </div>
    </>
  );
}
