// Below-the-fold sections arrive as their own chunks, so the home page's first paint carries only the
// hero and the featured grid. A section loads when it comes within a screen or two of the viewport,
// and only then: loading all seven once the browser went idle rendered them (and evaluated the
// forms' validation) in long tasks right after first paint, which a phone spends while the visitor
// is already trying to tap. Its placeholder keeps the height so nothing jumps.
import {
  startTransition,
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

export function LazySection({ component: Section, minHeight, label }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    // A transition: React renders the section in slices between the visitor's scrolls and taps.
    const show = () => startTransition(() => setVisible(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
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
