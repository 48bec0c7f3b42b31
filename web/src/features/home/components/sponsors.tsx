// The sponsors carousel: six partners in a horizontal strip; previous/next scroll it 300 px per click.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';

import { cardClasses } from '@/components/ui/card';
import { PageSection } from '@/components/ui/section-heading';
import { useFocusableWhenScrollable } from '@/components/ui/use-focusable-when-scrollable';

const SCROLL_STEP = 300;

// The partners' names are brands: only what each one does is translated.
const partners = [
  {
    name: 'Stride Athletics',
    tag: msg`Official footwear`,
    color: '#e11d48',
    mark: 'M6 22 16 6l4 8 6-4-8 14Z',
  },
  {
    name: 'HydraFlow',
    tag: msg`Hydration partner`,
    color: '#0284c7',
    mark: 'M16 4s9 9 9 15a9 9 0 0 1-18 0c0-6 9-15 9-15Z',
  },
  {
    name: 'PulseTrack',
    tag: msg`Timing & tracking`,
    color: '#7c3aed',
    mark: 'M3 16h6l3-8 5 16 3-8h9',
  },
  {
    name: 'Summit Bank',
    tag: msg`Presenting partner`,
    color: '#0f766e',
    mark: 'M4 24 13 8l6 10 3-5 6 11Z',
  },
  {
    name: 'GreenFuel',
    tag: msg`Nutrition partner`,
    color: '#65a30d',
    mark: 'M7 25C7 12 16 6 27 6c0 11-6 20-19 20M7 25l10-10',
  },
  {
    name: 'Metro Motion',
    tag: msg`Transport partner`,
    color: '#ea580c',
    mark: 'M5 20a11 11 0 0 1 22 0M9 20v4m14-4v4M5 20h22',
  },
];

export function Sponsors() {
  const { i18n, t } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  useFocusableWhenScrollable(strip);
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  const arrow =
    'flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-xl text-slate-800 shadow-sm transition hover:border-rose-600 hover:text-rose-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-rose-400 dark:hover:text-rose-300';

  return (
    <PageSection
      tinted
      id="sponsors-title"
      eyebrow={t`Partners`}
      title={t`Our Sponsors`}
      text={t`The brands that keep every start line running.`}
    >
      <div className="mt-12 flex items-center gap-3">
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label={t`Previous sponsors`}
          className={arrow}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul
          ref={strip}
          aria-label={t`Sponsors`}
          className="flex flex-1 gap-4 overflow-x-auto scroll-smooth rounded-2xl pb-2 [scrollbar-width:thin]"
        >
          {partners.map((partner) => (
            <li
              key={partner.name}
              className={cardClasses('flex w-64 shrink-0 items-center gap-4 p-5')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 32 32"
                width="48"
                height="48"
                className="shrink-0"
              >
                <rect width="32" height="32" rx="9" fill={partner.color} />
                <path
                  d={partner.mark}
                  fill="none"
                  stroke="#fff"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <div className="min-w-0">
                <p className="font-bold text-slate-900 dark:text-white">{partner.name}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{i18n._(partner.tag)}</p>
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label={t`Next sponsors`}
          className={arrow}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </PageSection>
  );
}
