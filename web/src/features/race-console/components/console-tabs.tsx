// The console's tabs (WAI-ARIA tabs pattern): the chosen one is the URL's `?tab=`, so a tab can be
// linked to, reloaded and reached with Back; arrow keys, Home and End move between tabs and open the
// one they reach; only the open tab's panel is rendered (each loads its own data, some their code).
import { useLingui } from '@lingui/react/macro';
import { Suspense, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { tabClasses } from '@/components/ui/tab-classes';

export interface ConsoleTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  panel: () => ReactNode;
}

/** The key's target among `count` tabs from `index`, wrapping around; null for any other key. */
export function tabFromKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function ConsoleTabs({ label, tabs }: { label: string; tabs: ConsoleTab[] }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const asked = params.get('tab');
  const current = tabs.find((tab) => tab.id === asked) ?? tabs[0];
  if (!current) return null;
  const tabLabel = current.label;

  const open = (tab: ConsoleTab) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set('tab', tab.id);
        return next;
      },
      // Switching tabs is not a new page: Back leaves the console rather than replaying each tab.
      { replace: true, preventScrollReset: true },
    );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabFromKey(event.key, index, tabs.length);
    const tab = target === null ? undefined : tabs[target];
    if (target === null || !tab) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    open(tab);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // Wrapping, not a sideways scroll: on a phone every tab stays in view (about 710 px in a row).
        className="flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-700"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`console-tab-${tab.id}`}
              aria-selected={selected}
              // Only the open tab's panel exists in the page.
              aria-controls={selected ? `console-panel-${tab.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              className={tabClasses(selected)}
              onClick={() => open(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`console-panel-${current.id}`}
        aria-labelledby={`console-tab-${current.id}`}
        // The panel itself is a tab stop, so a panel that starts with text is reached from its tab.
        tabIndex={0}
        className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-rose-600"
      >
        <Suspense fallback={<Spinner label={t`Loading ${tabLabel}`} />}>{current.panel()}</Suspense>
      </div>
    </div>
  );
}
