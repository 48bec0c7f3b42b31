// A marathon's picture at a fixed aspect ratio (no layout shift) with the placeholder on load error.
import { useState } from 'react';

import { MARATHON_FALLBACK_IMAGE } from '@/components/marathon-card';

interface MarathonImageProps {
  src: string;
  className?: string;
  priority?: boolean;
}

export function MarathonImage({ src, className = '', priority = false }: MarathonImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? MARATHON_FALLBACK_IMAGE : src}
      alt=""
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-[16/9] h-auto w-full bg-slate-200 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
