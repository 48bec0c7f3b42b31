import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the frame showing it has been painted: for work that must
 * neither delay that paint nor compete with it. Two animation frames: the first callback runs just
 * before the paint, the second one frame after it. `wanted` false schedules nothing and stays false,
 * so a component with nothing to start after the paint (a visitor's page) is not rendered again.
 */
export function usePainted(wanted = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted]);
  return painted;
}
