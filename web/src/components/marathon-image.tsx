// A marathon's picture as the cards and the event pages show it: the placeholder when it has none or
// it fails to load (once: no loop if the placeholder itself fails).
import type { SyntheticEvent } from 'react';

export const MARATHON_FALLBACK_IMAGE = '/images/marathon-fallback.svg';

function showFallback(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith(MARATHON_FALLBACK_IMAGE)) img.src = MARATHON_FALLBACK_IMAGE;
}

interface MarathonImageProps {
  src: string;
  width: number;
  height: number;
  /** Above the fold, where the largest image is the page's LCP: load it at once, high priority. */
  priority?: boolean;
  className: string;
}

export function MarathonImage({
  src,
  width,
  height,
  priority = false,
  className,
}: MarathonImageProps) {
  return (
    <img
      src={src || MARATHON_FALLBACK_IMAGE}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      // The priority picture is usually the LCP: decoded with its frame, not in a later one.
      decoding={priority ? 'sync' : 'async'}
      onError={showFallback}
      className={className}
    />
  );
}
