// The fixed top header: brand, page links, theme switch, and sign-in state; on small screens the
// links collapse behind a menu button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import { paths } from '@/config/paths';
import { logout, useAuth, useUser } from '@/lib/auth';

import { BrandLink } from './brand';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';
import { UserAvatar } from './user-avatar';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive
      ? 'bg-rose-50 text-rose-700 dark:bg-rose-950/60 dark:text-rose-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

const mobileNavClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-4 py-3 text-base font-medium ${
    isActive
      ? 'bg-rose-50 text-rose-700 dark:bg-rose-950/60 dark:text-rose-300'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

const ghostButton = buttonClasses('secondary');

interface HeaderLink {
  to: string;
  label: string;
  end: boolean;
}

function NavList({
  links,
  listClass,
  linkClass,
}: {
  links: HeaderLink[];
  listClass: string;
  linkClass: typeof navClass;
}) {
  return (
    <ul className={listClass}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignedOutLinks() {
  return (
    <>
      <Link to={paths.login.href()} className={ghostButton}>
        <Trans>Login</Trans>
      </Link>
      <Link to={paths.register.href()} className={buttonClasses('primary')}>
        <Trans>Register</Trans>
      </Link>
    </>
  );
}

/**
 * The account end of the header, apart from it: the visitor's auth report arrives after the paint and
 * re-renders whoever reads `loading` synchronously, so only these few elements re-render then.
 */
function DesktopAccount({ onLogout }: { onLogout: () => void }) {
  const { user, loading } = useAuth();
  if (loading)
    return (
      <span
        aria-hidden="true"
        className="h-9 w-40 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
      />
    );
  if (!user) return <SignedOutLinks />;
  return (
    <>
      <UserAvatar name={user.displayName} email={user.email} photoURL={user.photoURL} />
      <button type="button" onClick={onLogout} className={ghostButton}>
        <Trans>Logout</Trans>
      </button>
    </>
  );
}

function MobileAccount({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  if (loading) return null;
  if (!user)
    return (
      <div className="grid grid-cols-2 gap-3">
        <SignedOutLinks />
      </div>
    );
  return (
    <div className="flex items-center gap-3">
      <UserAvatar name={user.displayName} email={user.email} photoURL={user.photoURL} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{user.displayName || t`Runner`}</p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
      </div>
      <button type="button" onClick={onLogout} className={ghostButton}>
        <Trans>Logout</Trans>
      </button>
    </div>
  );
}

export function Header() {
  const { t } = useLingui();
  const user = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A navigation closes the mobile menu (adjusting state while rendering, as React recommends).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = () => {
    // The Logout button is about to disappear: keep keyboard focus somewhere sensible.
    if (menuOpen) menuButton.current?.focus();
    else document.getElementById('main')?.focus();
    setMenuOpen(false);
    void logout();
  };

  const links: HeaderLink[] = [
    { to: paths.home.href(), label: t`Home`, end: true },
    { to: paths.marathons.href(), label: t`Marathons`, end: false },
    { to: paths.about.href(), label: t`About`, end: false },
    ...(user ? [{ to: paths.dashboard.href(), label: t`Dashboard`, end: false }] : []),
  ];

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink
          className="flex items-center gap-2 rounded-lg text-xl font-black tracking-tight text-slate-900 dark:text-white"
          dotClassName="text-rose-600"
        />

        <nav aria-label={t`Main`} className="ml-6 hidden md:block">
          <NavList links={links} listClass="flex items-center gap-1" linkClass={navClass} />
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <DesktopAccount onLogout={onLogout} />
          </div>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t`Menu`}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <LineIcon
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              className="h-6 w-6"
              roundJoins={false}
            />
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={t`Mobile`}>
          <NavList links={links} listClass="grid gap-1" linkClass={mobileNavClass} />
        </nav>
        <div className="mt-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <MobileAccount onLogout={onLogout} />
        </div>
        <LanguageSelect className="mt-4 border-t border-slate-200 pt-4 text-slate-700 dark:border-slate-800 dark:text-slate-300" />
      </div>
    </header>
  );
}
