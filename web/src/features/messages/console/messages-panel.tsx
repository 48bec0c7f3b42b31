// The race console's Messages tab (docs/messages.md): writing to the race's people (message-form.tsx),
// then the race's messages, newest first, with their state and delivery counts, a scheduled one
// cancelled after a confirmation; last, the race's automatic messages (automatic-form.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import type { Message, MessageState } from '@run/contract/domain/messages';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, onlyBelow } from '@/components/ui/data-table';
import { HeadedSection } from '@/components/ui/headed-section';
import { PanelTable } from '@/components/ui/panel-table';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { type RaceRowDialogProps, useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';

import { useCancelMessage, useMessages } from '../api/use-messages';
import { AutomaticMessagesSection } from './automatic-form';
import { MessageForm, type ShiftChoice } from './message-form';

const TITLE_ID = 'messages-history-title';

function CancelMessageDialog({ marathonId, row: message, onClose }: RaceRowDialogProps<Message>) {
  const { t } = useLingui();
  const { subject } = message;
  return (
    <ConfirmDialog
      title={t`Cancel “${subject}”?`}
      confirmLabel={t`Cancel the message`}
      busyLabel={t`Cancelling…`}
      write={useCancelMessage()}
      variables={{ id: marathonId, messageId: message.messageId }}
      done={{ title: t`Message cancelled`, text: subject }}
      failure={t`The message could not be cancelled.`}
      onClose={onClose}
    >
      <p>
        <Trans>It will not be sent to anyone.</Trans>
      </p>
    </ConfirmDialog>
  );
}

function useStateWords(): Record<MessageState, string> {
  const { t } = useLingui();
  return {
    scheduled: t`Scheduled`,
    sending: t`Sending`,
    sent: t`Sent`,
    cancelled: t`Cancelled`,
  };
}

export function MessagesPanel({
  race,
  shifts,
}: {
  race: { _id: string; distances: readonly Pick<Distance, 'id' | 'name'>[] };
  /** The race's volunteer shifts (the console asks the volunteers' list for them). */
  shifts: readonly ShiftChoice[];
}) {
  const { t } = useLingui();
  const query = useMessages(race._id);
  const states = useStateWords();
  const { dialog, open, close } = useRowDialog<Message>(TITLE_ID);
  const kinds = { service: t`Service`, marketing: t`News` };
  const channels = { email: t`Email`, sms: t`Text message`, both: t`Email and text` };
  return (
    <div className="space-y-10">
      <MessageForm marathonId={race._id} distances={race.distances} shifts={shifts} />
      <HeadedSection id={TITLE_ID} look="part" title={t`Sent and scheduled`}>
        <PanelTable
          query={query}
          loading={<Trans>Loading the messages…</Trans>}
          failed={t`The messages could not be loaded.`}
          rows={(data) => data.messages}
          empty={<Trans>No messages yet.</Trans>}
          caption={t`The race’s messages`}
          columns={[
            { label: t`Subject` },
            { label: t`Kind`, hideBelow: 'md' },
            { label: t`Sent as`, hideBelow: 'md' },
            { label: t`State` },
            { label: t`When`, hideBelow: 'md' },
            { label: t`Recipients`, hideBelow: 'sm' },
            { label: t`Delivered`, hideBelow: 'sm' },
            { label: t`Failed`, hideBelow: 'sm' },
            { label: t`Actions`, srOnly: true },
          ]}
          row={(message: Message) => {
            const { recipients, delivered, failed } = message;
            // An automatic message's subject is in each runner's language: named here in ours.
            const subject = message.automatic ? t`Reminder before the start` : message.subject;
            const when = formatDateTime(message.sendAt);
            const kind = kinds[message.kind];
            const channel = channels[message.channel];
            return (
              <tr key={message.messageId}>
                <th scope="row" className={cellClasses(undefined, 'font-semibold break-words')}>
                  {subject}
                  <span className={`block font-normal ${onlyBelow.md}`}>
                    {kind} · {channel} · {when}
                  </span>
                  <span className={`block font-normal ${onlyBelow.sm}`}>
                    {t`${recipients} recipients, ${delivered} delivered, ${failed} failed`}
                  </span>
                </th>
                <td className={cellClasses('md')}>{kind}</td>
                <td className={cellClasses('md')}>{channel}</td>
                <td className={cellClasses()}>{states[message.state]}</td>
                <td className={cellClasses('md')}>{when}</td>
                <td className={cellClasses('sm')}>{recipients}</td>
                <td className={cellClasses('sm')}>{delivered}</td>
                <td className={cellClasses('sm')}>{failed}</td>
                <td className="px-4 py-3 text-right">
                  {message.state === 'scheduled' ? (
                    <RowDialogButton
                      variant="danger"
                      label={t`Cancel ${subject}`}
                      open={open}
                      dialog={message}
                    >
                      <Trans>Cancel</Trans>
                    </RowDialogButton>
                  ) : null}
                </td>
              </tr>
            );
          }}
        />
      </HeadedSection>
      <AutomaticMessagesSection marathonId={race._id} />
      {dialog ? <CancelMessageDialog marathonId={race._id} row={dialog} onClose={close} /> : null}
    </div>
  );
}
