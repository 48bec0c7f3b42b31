// What a page reached from a mailed link (a staff invitation, a transfer, a claim) shows before its
// own content: the link checked for its token, then the visitor's account; a visitor who is not
// signed in is told why to sign in, and given the way to sign in and come back here, or to register.
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

interface SignInFirstProps {
  /** This page, to come back to after signing in. */
  here: string;
  why: string;
  loginLabel: string;
}

function SignInFirst({ here, why, loginLabel }: SignInFirstProps) {
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

/** Each mailed link: its page, and what that page tells a visitor who is not signed in. */
const LINKS = {
  claim: {
    here: paths.claim.href,
    why: 'Sign in, or create an account, to take the place into your own account.',
    loginLabel: 'Sign in to claim',
  },
  transfer: {
    here: paths.transfer.href,
    why: 'Log in with the account you want to run with, then take the place here. No account yet? Register, then open the link from the email again.',
    loginLabel: 'Log in to take the place',
  },
  invitation: {
    here: paths.invite.href,
    why: 'Log in with the account you want to help with, then accept the invitation here. No account yet? Register, then open the link from the email again.',
    loginLabel: 'Log in to accept',
  },
} satisfies Record<
  string,
  { here: (id: string, token: string) => string } & Omit<SignInFirstProps, 'here'>
>;

export function SignedInFromLink({
  link,
  marathonId,
  token,
  children,
}: {
  /** Which link; also its name in the sentence about a link cut short. */
  link: keyof typeof LINKS;
  marathonId: string;
  /** The link's token, from its query string; an empty one is a link cut short. */
  token: string;
  /** The page's own content, for the signed-in user. */
  children: (user: User) => ReactNode;
}) {
  const { user, loading } = useAuth();
  if (!token) {
    return (
      <FormAlert message={`This ${link} link is incomplete: open the link from the email again.`} />
    );
  }
  if (loading) return <Spinner label="Checking your account" />;
  if (!user) {
    const { here, ...words } = LINKS[link];
    return <SignInFirst here={here(marathonId, token)} {...words} />;
  }
  return children(user);
}
