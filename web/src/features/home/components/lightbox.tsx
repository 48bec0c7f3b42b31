// The gallery lightbox on a native modal <dialog> (the page behind is inert, so focus stays inside);
// previous/next wrap around, arrow keys move, Escape closes.
import { useEffect, useRef } from 'react';

import type { GalleryItem } from './gallery-items';

interface LightboxProps {
  items: GalleryItem[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const navButton =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-3xl leading-none text-slate-900 shadow-lg transition hover:bg-white focus-visible:outline-white';

/** A modal <dialog> still lets Tab leave for the browser's own UI; wrap around inside instead. */
function keepFocusInside(dialog: HTMLDialogElement | null, event: KeyboardEvent): void {
  const buttons = Array.from(dialog?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!dialog || !first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Lightbox({ items, index, onIndex, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  const count = items.length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      if (event.key === 'Tab') keepFocusInside(ref.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);

  const item = index === null ? undefined : items[index];

  return (
    <dialog
      ref={ref}
      aria-labelledby="lightbox-title"
      aria-describedby="lightbox-position"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-5xl overflow-visible bg-transparent p-0 text-white backdrop:bg-slate-950/90"
    >
      {item && index !== null ? (
        <div className="relative">
          <div className="mb-3 flex items-center justify-between gap-4">
            <div>
              <h2 id="lightbox-title" className="text-lg font-semibold">
                {item.title}
                {item.kind === 'video' ? (
                  <span className="ml-2 rounded bg-rose-600 px-2 py-0.5 align-middle text-xs font-bold uppercase">
                    Video
                  </span>
                ) : null}
              </h2>
              <p id="lightbox-position" className="text-sm text-slate-300">
                {index + 1} of {count}
              </p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
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
              alt={item.alt}
              width={800}
              height={600}
              className="h-auto w-full"
            />
            <button
              type="button"
              onClick={() => onIndex((index - 1 + count) % count)}
              aria-label="Previous"
              className={`${navButton} left-3`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => onIndex((index + 1) % count)}
              aria-label="Next"
              className={`${navButton} right-3`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
