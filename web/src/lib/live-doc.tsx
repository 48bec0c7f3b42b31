// A public live document of a race (docs/race-day.md, "Live race day"), as it changes: a Firestore
// listener through reactfire, in a chunk of its own (live-sdk.tsx) that only the screens rendering
// <LiveDoc> load. What the screen shows meanwhile is its own: the API's answer, or a loading state.
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

/** `data` is undefined while the document does not exist (a board before the first finisher). */
export type Live<T> =
  { status: 'loading' } | { status: 'success'; data: T | undefined } | { status: 'error' };

const LiveListener = lazy(() => import('./live-sdk'));

/**
 * A listener that cannot run reports an error and renders nothing, so the screen keeps what it shows:
 * the live chunk that did not load (offline: the service worker does not keep Firestore), or a
 * listener reactfire failed (it throws the error during render).
 */
class ReportError extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  const onError = useCallback(() => onChange({ status: 'error' }), [onChange]);
  // What an earlier path's listener said is not this document's.
  const live = seen !== null && seen.path === path ? (seen.live as Live<T>) : LOADING;
  return (
    <>
      {path === null ? null : (
        <ReportError key={path} onError={onError}>
          <Suspense fallback={null}>
            <LiveListener path={path} onChange={onChange} />
          </Suspense>
        </ReportError>
      )}
      {children(live)}
    </>
  );
}
