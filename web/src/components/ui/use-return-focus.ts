// Dialogs that unmount on close leave focus on <body>; this puts it back on the control that opened
// them, or on a fallback (e.g. the page heading) when that control is gone (a deleted row).
import { useCallback, useRef, useState } from 'react';

function useReturnFocus(fallbackId?: string) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((element: EventTarget | null) => {
    opener.current = element instanceof HTMLElement ? element : null;
  }, []);
  const restore = useCallback(() => {
    // After React has removed the dialog.
    requestAnimationFrame(() => {
      const target = opener.current?.isConnected
        ? opener.current
        : fallbackId
          ? document.getElementById(fallbackId)
          : null;
      target?.focus();
    });
  }, [fallbackId]);
  return { remember, restore };
}

/** The dialog a table's row opened (null: none), and focus back on the row's button after it. */
export function useRowDialog<TDialog>(fallbackId: string) {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const focus = useReturnFocus(fallbackId);
  const open = (next: TDialog, opener: EventTarget | null) => {
    focus.remember(opener);
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    focus.restore();
  };
  return { dialog, open, close };
}

/** What the dialog a race's table row opens is handed: the race, the row (useRowDialog's dialog), and
 * its way out (useRowDialog's close). */
export interface RaceRowDialogProps<TRow> {
  marathonId: string;
  row: TRow;
  onClose: () => void;
}
