import { useLingui } from '@lingui/react/macro';

import { LineIcon } from '@/components/ui/line-icon';
import { useTheme } from '@/lib/theme';

const sun =
  'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z';
const moon = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z';

/** A switch between light and dark; the choice is saved under 'theme'. */
export function ThemeToggle() {
  const { t } = useLingui();
  const [theme, toggle] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t`Dark mode`}
      title={dark ? t`Switch to light mode` : t`Switch to dark mode`}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <LineIcon d={dark ? sun : moon} className="h-5 w-5" />
    </button>
  );
}
