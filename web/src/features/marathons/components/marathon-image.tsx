// An event's large picture (details and register pages), above the fold, at a fixed aspect ratio:
// no layout shift.
import { MarathonImage } from '@/components/marathon-image';

export function EventImage({ src, className = '' }: { src: string; className?: string }) {
  return (
    <MarathonImage
      src={src}
      width={1200}
      height={675}
      priority
      className={`aspect-[16/9] h-auto w-full bg-slate-200 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
