import { useEffect, type RefObject } from 'react';

/**
 * Gives a scrolling region a tab stop while (and only while) its content overflows, so keyboard users
 * can scroll it with the arrow keys (WCAG 2.1.1) without meeting a useless stop otherwise. Set on the
 * node directly because it follows the rendered size, not React state.
 */
export function useFocusableWhenScrollable(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const scrollable =
        node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;
      if (scrollable) node.setAttribute('tabindex', '0');
      else node.removeAttribute('tabindex');
    };
    // The observer reports once on observe, then whenever the box or its content changes size.
    const observer = new ResizeObserver(update);
    observer.observe(node);
    const content = new MutationObserver(() => {
      for (const child of Array.from(node.children)) observer.observe(child);
      update();
    });
    content.observe(node, { childList: true, subtree: true });
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => {
      observer.disconnect();
      content.disconnect();
    };
  }, [ref]);
}
