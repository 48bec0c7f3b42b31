// The gallery lightbox on the dialog primitive: previous/next wrap around, arrow keys move, Escape
// closes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { Dialog } from '@/components/ui/dialog';

import type { GalleryItem } from './gallery-items';

interface LightboxProps {
  items: GalleryItem[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const navButton =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-3xl leading-none text-slate-900 shadow-lg transition hover:bg-white focus-visible:outline-white';

export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const { i18n, t } = useLingui();
  const count = items.length;

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);

  const item = index === null ? undefined : items[index];
  const position = index === null ? 0 : index + 1;

  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      aria-labelledby="lightbox-title"
      aria-describedby="lightbox-position"
      className="m-auto w-[calc(100%-1.5rem)] max-w-5xl overflow-visible bg-transparent p-0 text-white backdrop:bg-slate-950/90"
    >
      {item && index !== null ? (
        <div className="relative">
          <div className="mb-3 flex items-center justify-between gap-4">
            <div>
              <h2 id="lightbox-title" className="text-lg font-semibold">
                {i18n._(item.title)}
                {item.kind === 'video' ? (
                  <span className="ml-2 rounded bg-rose-600 px-2 py-0.5 align-middle text-xs font-bold uppercase">
                    <Trans>Video</Trans>
                  </span>
                ) : null}
              </h2>
              <p id="lightbox-position" className="text-sm text-slate-300">
                <Trans>
                  {position} of {count}
                </Trans>
              </p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close`}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-xl hover:bg-white/20 focus-visible:outline-white"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div className="relative overflow-hidden rounded-2xl bg-slate-900">
            {/* An animated SVG is the clip: it loops by itself, with no player to download. */}
            <img
              key={item.src}
              src={item.src}
              alt={i18n._(item.alt)}
              width={800}
              height={600}
              className="h-auto w-full"
            />
            <button
              type="button"
              onClick={() => onIndex((index - 1 + count) % count)}
              aria-label={t`Previous`}
              className={`${navButton} left-3`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => onIndex((index + 1) % count)}
              aria-label={t`Next`}
              className={`${navButton} right-3`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
