import { Trans } from '@lingui/react/macro';
import type { Opinion } from '@run/contract/domain/api-types';
import { useRef } from 'react';

import { formatLongDate } from '@/lib/format';
import { cardClasses } from '@/components/ui/card';
import { UserAvatar } from '@/components/layout/user-avatar';
import { useFocusableWhenScrollable } from '@/components/ui/use-focusable-when-scrollable';

interface OpinionListProps {
  opinions: Opinion[] | undefined;
  loading: boolean;
  failed: boolean;
}

export function OpinionList({ opinions, loading, failed }: OpinionListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useFocusableWhenScrollable(scroller);
  return (
    <div className={cardClasses('flex max-h-[36rem] flex-col shadow-sm')}>
      <h3
        id="opinions-title"
        className="border-b border-slate-200 px-6 py-4 text-xl font-bold text-slate-900 dark:border-slate-800 dark:text-white"
      >
        <Trans>What runners say</Trans>
      </h3>
      <div
        ref={scroller}
        className="flex-1 overflow-y-auto p-6"
        role="region"
        aria-labelledby="opinions-title"
      >
        {loading ? (
          <p role="status" className="text-slate-500 dark:text-slate-400">
            <Trans>Loading opinions...</Trans>
          </p>
        ) : failed ? (
          <p className="text-slate-500 dark:text-slate-400">
            <Trans>Comments could not be loaded right now.</Trans>
          </p>
        ) : !opinions || opinions.length === 0 ? (
          <p className="text-slate-500 dark:text-slate-400">
            <Trans>No opinions yet. Be the first to share yours!</Trans>
          </p>
        ) : (
          <ul className="grid gap-4">
            {opinions.map((item) => (
              <li key={item._id} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
                <div className="flex items-center gap-3">
                  <UserAvatar name={item.name} email={null} photoURL={null} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900 dark:text-white">
                      {item.name}
                    </p>
                    {item.createdAt ? (
                      <p className="text-sm text-slate-500 dark:text-slate-400">
                        {formatLongDate(item.createdAt)}
                      </p>
                    ) : null}
                  </div>
                </div>
                <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-200">
                  {item.opinion}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
