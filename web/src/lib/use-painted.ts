import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the frame showing it has been painted: for work that must
 * neither delay that paint nor compete with it. Two animation frames: the first callback runs just
 * before the paint, the second one frame after it.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
