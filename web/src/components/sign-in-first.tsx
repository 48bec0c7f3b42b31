// What a page reached from a mailed link (a staff invitation, a transfer, a claim) shows before its
// own content: the link checked for its token, then the visitor's account; a visitor who is not
// signed in is told why to sign in, and given the way to sign in and come back here, or to register.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  why: MessageDescriptor;
  loginLabel: MessageDescriptor;
}

function SignInFirst({ here, why, loginLabel }: SignInFirstProps) {
  const { i18n } = useLingui();
  return (
    <>
      <p className="text-slate-700 dark:text-slate-200">{i18n._(why)}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to={paths.login.href(here)} className={buttonClasses('primary')}>
          {i18n._(loginLabel)}
        </Link>
        <Link to={paths.register.href()} className={buttonClasses('secondary')}>
          <Trans>Register</Trans>
        </Link>
      </div>
    </>
  );
}

/**
 * Each mailed link: its page, what that page tells a visitor who is not signed in, and what it says
 * when the link was cut short.
 */
const LINKS = {
  claim: {
    here: paths.claim.href,
    why: msg`Sign in, or create an account, to take the place into your own account.`,
    loginLabel: msg`Sign in to claim`,
    incomplete: msg`This claim link is incomplete: open the link from the email again.`,
  },
  transfer: {
    here: paths.transfer.href,
    why: msg`Log in with the account you want to run with, then take the place here. No account yet? Register, then open the link from the email again.`,
    loginLabel: msg`Log in to take the place`,
    incomplete: msg`This transfer link is incomplete: open the link from the email again.`,
  },
  invitation: {
    here: paths.invite.href,
    why: msg`Log in with the account you want to help with, then accept the invitation here. No account yet? Register, then open the link from the email again.`,
    loginLabel: msg`Log in to accept`,
    incomplete: msg`This invitation link is incomplete: open the link from the email again.`,
  },
} satisfies Record<
  string,
  { here: (id: string, token: string) => string; incomplete: MessageDescriptor } & Omit<
    SignInFirstProps,
    'here'
  >
>;

export function SignedInFromLink({
  link,
  marathonId,
  token,
  children,
}: {
  /** Which link: its page and its words. */
  link: keyof typeof LINKS;
  marathonId: string;
  /** The link's token, from its query string; an empty one is a link cut short. */
  token: string;
  /** The page's own content, for the signed-in user. */
  children: (user: User) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { user, loading } = useAuth();
  if (!token) return <FormAlert message={i18n._(LINKS[link].incomplete)} />;
  if (loading) return <Spinner label={t`Checking your account`} />;
  if (!user) {
    const { here, incomplete: _incomplete, ...words } = LINKS[link];
    return <SignInFirst here={here(marathonId, token)} {...words} />;
  }
  return children(user);
}
