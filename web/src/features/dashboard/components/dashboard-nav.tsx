// The dashboard's side menu: a sidebar on wide screens, a drawer behind a labelled toggle on small
// ones, on the dialog primitive (Escape, the backdrop or a link closes it; focus goes to the first
// link when it opens and back to the toggle after).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { LineIcon } from '@/components/ui/line-icon';
import { CloseButton } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { cardClasses } from '@/components/ui/card';

// My Apply List first: the runner's home (their urgent items, passes and races).
const links = [
  {
    to: paths.appliedMarathons.href(),
    label: msg`My Apply List`,
    icon: 'M9 11l3 3 8-8M4 12v7a1 1 0 0 0 1 1h14',
  },
  {
    to: paths.addMarathon.href(),
    label: msg`Add Marathon`,
    icon: 'M12 5v14M5 12h14',
    alsoActiveAt: paths.dashboard.href(),
  },
  { to: paths.myMarathons.href(), label: msg`My Marathons`, icon: 'M4 6h16M4 12h16M4 18h10' },
  {
    to: paths.racesIHelpWith.href(),
    label: msg`Races I Help With`,
    icon: 'M4 7h16M4 12h16M4 17h16',
  },
] as const;

function MenuIcon({ path }: { path: string }) {
  return <LineIcon d={path} className="h-5 w-5" roundJoins={false} />;
}

function MenuLinks({
  onNavigate,
  autoFocusFirst = false,
}: {
  onNavigate?: () => void;
  autoFocusFirst?: boolean;
}) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {links.map((link, i) => {
        const forcedActive =
          'alsoActiveAt' in link && pathname.replace(/\/$/u, '') === link.alsoActiveAt;
        return (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              data-autofocus={autoFocusFirst && i === 0 ? true : undefined}
              aria-current={forcedActive ? 'page' : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition ${
                  isActive || forcedActive
                    ? 'bg-rose-600 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-rose-50 hover:text-rose-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
                }`
              }
            >
              <MenuIcon path={link.icon} />
              {i18n._(link.label)}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

export function DashboardNav() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      {/* Small screens: the toggle and the drawer. */}
      <div className="lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="dashboard-drawer"
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <MenuIcon path="M4 6h16M4 12h16M4 18h16" />
          <Trans>Dashboard menu</Trans>
        </button>
        <Dialog
          id="dashboard-drawer"
          open={open}
          onClose={close}
          closeOnBackdrop
          aria-label={t`Dashboard menu`}
          className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-2xl backdrop:bg-slate-950/50 dark:bg-slate-900"
        >
          <div className="h-full overflow-y-auto p-5">
            <div className="mb-5 flex items-center justify-between">
              <p className="text-lg font-bold text-slate-900 dark:text-white">
                <Trans>Dashboard</Trans>
              </p>
              <CloseButton onClick={close} label={t`Close dashboard menu`} />
            </div>
            <nav aria-label={t`Dashboard`}>
              <MenuLinks onNavigate={close} autoFocusFirst />
            </nav>
          </div>
        </Dialog>
      </div>

      {/* Wide screens: the sidebar. */}
      <aside className="hidden lg:block">
        <div className={cardClasses('sticky top-24 p-4 shadow-sm')}>
          <p className="mb-3 px-3 text-xs font-semibold tracking-widest text-slate-500 uppercase dark:text-slate-400">
            <Trans>Dashboard</Trans>
          </p>
          <nav aria-label={t`Dashboard`}>
            <MenuLinks />
          </nav>
        </div>
      </aside>
    </>
  );
}
