// A public live document of a race (docs/race-day.md, "Live race day"), as it changes: a Firestore
// listener through reactfire, in a chunk of its own (live-sdk.tsx) that only the screens rendering
// <LiveDoc> load. What the screen shows meanwhile is its own: the API's answer, or a loading state.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

/** `data` is undefined while the document does not exist (a board before the first finisher). */
export type Live<T> =
  { status: 'loading' } | { status: 'success'; data: T | undefined } | { status: 'error' };

const LiveListener = lazy(() => import('./live-sdk'));

const LOADING: Live<never> = { status: 'loading' };

export function LiveDoc<T>({
  path,
  children,
}: {
  /** The document's path, or null to not listen (the children then see `loading`). */
  path: string | null;
  children: (live: Live<T>) => ReactNode;
}) {
  const [seen, setSeen] = useState<{ path: string; live: Live<unknown> } | null>(null);
  const onChange = useCallback(
    (live: Live<unknown>) => {
      if (path !== null) setSeen({ path, live });
    },
    [path],
  );
  // What an earlier path's listener said is not this document's.
  const live = seen !== null && seen.path === path ? (seen.live as Live<T>) : LOADING;
  return (
    <>
      {path === null ? null : (
        <Suspense fallback={null}>
          <LiveListener key={path} path={path} onChange={onChange} />
        </Suspense>
      )}
      {children(live)}
    </>
  );
}
