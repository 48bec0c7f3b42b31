// The one dialog primitive (modal, confirm, popup, lightbox, drawer compose it): a native <dialog>
// opened with showModal(), so the page behind is inert and Escape closes it; Tab wraps around inside
// (a modal <dialog> alone lets it leave for the browser's own UI), and focus goes back where it was
// when the dialog closes. An element marked `data-autofocus` takes the focus when it opens.
import { useEffect, useEffectEvent, useRef, type ComponentPropsWithoutRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

type DialogProps = Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onClose' | 'onCancel' | 'role'
> & {
  open: boolean;
  onClose: () => void;
  /** An alert dialog (the spec's popups): a message that wants an answer. */
  alert?: boolean;
  /** A click on the backdrop closes it (the dialog's content must fill the <dialog> box). */
  closeOnBackdrop?: boolean;
};

export function Dialog({
  open,
  onClose,
  alert = false,
  closeOnBackdrop = false,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onBackdropClick = useEffectEvent((event: MouseEvent) => {
    if (closeOnBackdrop && event.target === ref.current) onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepFocusInside(dialog, event);
    };
    document.addEventListener('keydown', onKey);
    // Not a JSX onClick: the backdrop is a pointer shortcut, Escape is the keyboard's way out.
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      dialog.removeEventListener('click', onBackdropClick);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      {...rest}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed by the browser itself (a second Escape is not cancelable): tell the owner. The event
      // of a close() below comes late; a dialog opened again meanwhile stays open.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
