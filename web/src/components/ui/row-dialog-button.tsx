// A table row's small button that opens the row's dialog: it hands itself to useRowDialog as the
// opener, so focus comes back to it when the dialog closes.
import type { ReactNode } from 'react';

import { Button, type ButtonVariant } from './button';

export function RowDialogButton<TDialog>({
  open,
  dialog,
  label,
  variant = 'secondary',
  disabled,
  children,
}: {
  /** useRowDialog's `open`. */
  open: (dialog: TDialog, opener: EventTarget | null) => void;
  dialog: TDialog;
  /** The accessible name: the action and the row it acts on. */
  label: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      aria-label={label}
      disabled={disabled}
      onClick={(event) => open(dialog, event.currentTarget)}
    >
      {children}
    </Button>
  );
}
