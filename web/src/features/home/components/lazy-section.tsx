// Below-the-fold sections arrive as their own chunks, so the home page's first paint carries only the
// hero and the featured grid. A section loads when it nears the viewport or once the browser is idle,
// whichever comes first; its placeholder keeps the height so nothing jumps.
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

interface LazySectionProps {
  component: LazyExoticComponent<ComponentType>;
  /** Placeholder height (CSS), close to the section's real height. */
  minHeight: string;
  label: string;
}

function onIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 2000);
  return () => clearTimeout(id);
}

export function LazySection({ component: Section, minHeight, label }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const show = () => setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    // After the page has loaded and gone quiet, fetch the rest so scrolling never waits.
    let cancelIdle = () => {};
    const afterLoad = () => {
      cancelIdle = onIdle(show);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      observer.disconnect();
      cancelIdle();
      window.removeEventListener('load', afterLoad);
    };
  }, [visible]);

  const placeholder = <div style={{ minHeight }} aria-hidden="true" />;
  return (
    <div ref={ref} data-section={label}>
      {visible ? (
        <Suspense fallback={placeholder}>
          <Section />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
