// The spec's popups (docs/product.md): an icon, a title, a text, closing by itself after 3000 ms.
// Call `showPopup(...)` from anywhere; <PopupHost /> in the root layout renders the current one.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';

import { ApiError } from '@/lib/api-client';

import { Dialog } from './dialog';

export const POPUP_MS = 3000;

export interface PopupOptions {
  icon: 'success' | 'error' | 'info';
  title: string;
  text?: string;
  /** Milliseconds before it closes itself; null keeps it until dismissed. */
  timer?: number | null;
}

interface PopupState extends PopupOptions {
  id: number;
}

let popup: PopupState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showPopup(options: PopupOptions): void {
  popup = { timer: POPUP_MS, ...options, id: nextId++ };
  emit();
}

/**
 * A failed request's popup: the server's sentence, or `fallback` when there is none. The default
 * title is in the language shown when it fails.
 */
export function showErrorPopup(
  error: unknown,
  fallback: string,
  title = t`Unexpected Error!`,
): void {
  showPopup({ icon: 'error', title, text: error instanceof ApiError ? error.message : fallback });
}

export function closePopup(): void {
  popup = null;
  emit();
}

function usePopup(): PopupState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => popup,
    () => null,
  );
}

const iconStyles: Record<
  PopupOptions['icon'],
  { ring: string; glyph: string; label: MessageDescriptor }
> = {
  success: {
    ring: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300',
    glyph: '✓',
    label: msg`Success`,
  },
  error: {
    ring: 'bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-300',
    glyph: '!',
    label: msg`Error`,
  },
  info: {
    ring: 'bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300',
    glyph: 'i',
    label: msg`Information`,
  },
};

export function PopupHost() {
  const { i18n } = useLingui();
  const current = usePopup();

  useEffect(() => {
    const timer = current?.timer ? setTimeout(closePopup, current.timer) : undefined;
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) return null;
  const style = iconStyles[current.icon];
  return (
    <Dialog
      open
      onClose={closePopup}
      alert
      aria-labelledby="popup-title"
      aria-describedby={current.text ? 'popup-text' : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl backdrop:bg-slate-950/50 dark:bg-slate-900"
    >
      <div
        className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold ${style.ring}`}
      >
        <span aria-hidden="true">{style.glyph}</span>
        <span className="sr-only">{i18n._(style.label)}</span>
      </div>
      <h2 id="popup-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {current.title}
      </h2>
      {current.text ? (
        <p id="popup-text" className="mt-2 text-slate-600 dark:text-slate-300">
          {current.text}
        </p>
      ) : null}
      <button
        type="button"
        data-autofocus
        onClick={closePopup}
        className="mt-6 rounded-lg bg-rose-600 px-6 py-2 font-medium text-white hover:bg-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
      >
        <Trans>OK</Trans>
      </button>
    </Dialog>
  );
}
