// "Are you sure?" before a write that cannot be undone (delete an event, withdraw a registration,
// leave a waitlist): it runs the write, busy meanwhile, then closes with the success popup or shows
// the error popup and stays open. A write that takes much with it (a race with its runners) may ask
// for a word typed first, as GitHub asks for a repository's name: one click is not enough.
import { Trans } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { Button } from './button';
import { TextField } from './form-field';
import { Modal } from './modal';
import { showErrorPopup, showPopup } from './popup';

interface ConfirmDialogProps<TVars> {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The mutation the confirmation runs, with its variables. */
  write: Pick<UseMutationResult<unknown, Error, TVars>, 'mutate' | 'isPending'>;
  variables: TVars;
  /** The success popup's title and text. */
  done: { title: string; text: string };
  /** The error popup's text when the server sends no sentence. */
  failure: string;
  onClose: () => void;
  /** When set, the confirm button waits until this is typed (a race's name). */
  typeToConfirm?: { text: string; label: string } | undefined;
}

export function ConfirmDialog<TVars>({
  title,
  children,
  confirmLabel,
  busyLabel,
  write,
  variables,
  done,
  failure,
  onClose,
  typeToConfirm,
}: ConfirmDialogProps<TVars>) {
  const busy = write.isPending;
  const [typed, setTyped] = useState('');
  const typedRight = typeToConfirm === undefined || typed.trim() === typeToConfirm.text.trim();
  const confirm = () =>
    write.mutate(variables, {
      onSuccess: () => {
        onClose();
        showPopup({ icon: 'success', ...done });
      },
      onError: (error) => showErrorPopup(error, failure),
    });
  return (
    <Modal open title={title} onClose={busy ? () => undefined : onClose}>
      <div className="text-slate-600 dark:text-slate-300">{children}</div>
      {typeToConfirm ? (
        <TextField
          wrapperClassName="mt-4"
          name="confirm"
          required
          label={typeToConfirm.label}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={confirm}
          busy={busy}
          busyText={busyLabel}
          disabled={!typedRight}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
