// The compose form's two dialogs: the merged sample as the first recipient reads it (plain text,
// never HTML), and the confirmation before sending or scheduling, naming the count.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageInput, MessagePreview } from '@run/contract/domain/messages';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';

import { useCreateMessage } from '../api/use-messages';

/** "This message goes to 12 people". */
export function recipientsText(count: number): string {
  return plural(count, {
    one: 'This message goes to # person',
    other: 'This message goes to # people',
  });
}

/** Who gets a text and how long it is: "3 people get a text." "Each text is 2 segments long." */
function TextsLines({ preview }: { preview: MessagePreview }) {
  return (
    <p className="mt-2 text-slate-800 dark:text-slate-200">
      {plural(preview.smsRecipients, {
        one: '# person gets a text.',
        other: '# people get a text.',
      })}{' '}
      {plural(preview.sample.smsSegments, {
        one: 'Each text is # segment long.',
        other: 'Each text is # segments long.',
      })}
    </p>
  );
}

export function PreviewDialog({
  preview,
  channel,
  onClose,
}: {
  preview: MessagePreview;
  channel: MessageInput['channel'];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { sample } = preview;
  return (
    <Modal open size="lg" title={t`Preview`} onClose={onClose}>
      <p className="font-semibold text-slate-900 dark:text-white">
        {recipientsText(preview.recipients)}
      </p>
      {channel === 'email' ? null : <TextsLines preview={preview} />}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>As the first of them reads it:</Trans>
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          <Trans>Subject</Trans>
        </p>
        <p className="mt-1 font-semibold break-words text-slate-900 dark:text-white">
          {sample.subject}
        </p>
        <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          <Trans>Message</Trans>
        </p>
        <p
          data-testid="preview-body"
          className="mt-1 break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200"
        >
          {sample.body}
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Modal>
  );
}

/** "Send this message?": sends (or schedules) it, then the form is emptied. */
export function SendDialog({
  marathonId,
  sending,
  when,
  onClose,
}: {
  marathonId: string;
  sending: { body: MessageInput; preview: MessagePreview; reset: () => void };
  /** The scheduled time as words; null: now. */
  when: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { subject } = sending.body;
  return (
    <ConfirmDialog
      title={when ? t`Schedule this message?` : t`Send this message?`}
      confirmLabel={when ? t`Schedule` : t`Send`}
      busyLabel={when ? t`Scheduling…` : t`Sending…`}
      write={useCreateMessage(sending.reset)}
      variables={{ id: marathonId, body: sending.body }}
      done={{ title: when ? t`Message scheduled` : t`Message sent`, text: subject }}
      failure={t`The message could not be sent.`}
      onClose={onClose}
    >
      <p className="font-semibold text-slate-900 dark:text-white">
        {recipientsText(sending.preview.recipients)}
      </p>
      {sending.body.channel === 'email' ? null : <TextsLines preview={sending.preview} />}
      <p className="mt-2">
        {when ? <Trans>It leaves on {when}.</Trans> : <Trans>It leaves at once.</Trans>}
      </p>
    </ConfirmDialog>
  );
}
