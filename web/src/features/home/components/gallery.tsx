// Race moments: six stills and clips; opening one shows it in the lightbox.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { galleryItems } from './gallery-items';
import { Lightbox } from './lightbox';

export function Gallery() {
  const { i18n, t } = useLingui();
  const [index, setIndex] = useState<number | null>(null);

  return (
    <section aria-labelledby="gallery-title" className="bg-slate-950 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-rose-400 uppercase">
            <Trans>Gallery</Trans>
          </p>
          <h2 id="gallery-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            <Trans>Race Moments</Trans>
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            <Trans>Start lines, finish lines and everything in between.</Trans>
          </p>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {galleryItems.map((item, i) => {
            const title = i18n._(item.title);
            return (
              <li key={item.src}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={
                    item.kind === 'video' ? t`Open video: ${title}` : t`Open photo: ${title}`
                  }
                  className="group relative block w-full overflow-hidden rounded-2xl focus-visible:outline-white"
                >
                  <img
                    src={item.thumb}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full object-cover transition duration-500 group-hover:scale-105"
                  />
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 to-transparent px-4 pt-10 pb-3 text-left text-sm font-semibold">
                    {title}
                  </span>
                  {item.kind === 'video' ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-1/2 left-1/2 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 pl-1 text-2xl text-rose-600 shadow-lg transition group-hover:scale-110"
                    >
                      ▶
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <Lightbox
        items={galleryItems}
        index={index}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
      />
    </section>
  );
}
