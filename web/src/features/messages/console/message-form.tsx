// Writing a message (docs/messages.md) in the console's Messages tab: its subject and plain-text body
// with merge fields, who it goes to (groups, distances, shifts, checked in or not), service or news, now or
// at a time. A live count says how many it reaches; Preview shows how it reads for the first of them;
// sending (or scheduling) asks first, naming the count.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import {
  AUDIENCE_STATUSES,
  MERGE_FIELDS,
  MESSAGE_LIMITS,
  messageInputSchema,
  type AudienceStatus,
  type MessageInput,
  type MessagePreview,
} from '@run/contract/domain/messages';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';
import { formatDateTime, formatDateTimeRange } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useMessageCount, usePreviewMessage } from '../api/use-messages';
import {
  countInputOf,
  distanceKey,
  shiftKey,
  emptyMessageValues,
  messageInputOf,
  type MessageFormValues,
  statusKey,
} from './message-form-values';
import { PreviewDialog, recipientsText, SendDialog } from './message-dialogs';

const TITLE_ID = 'message-compose-title';

/** The audience's live count, asked again ~400 ms after the audience or the kind last changed. */
function LiveCount({ marathonId, values }: { marathonId: string; values: MessageFormValues }) {
  const asked = useDebouncedValue(JSON.stringify(countInputOf(values)), 400);
  const query = useMessageCount(marathonId, JSON.parse(asked) as MessageInput | null);
  const text =
    asked === 'null' ? (
      <Trans>Choose who the message is for.</Trans>
    ) : query.isError ? (
      <Trans>The people could not be counted.</Trans>
    ) : query.data === undefined ? (
      <Trans>Counting the people…</Trans>
    ) : (
      recipientsText(query.data)
    );
  return (
    <p
      aria-live="polite"
      className="text-base font-semibold text-slate-900 sm:col-span-2 dark:text-white"
    >
      {text}
    </p>
  );
}

/** The groups the form offers, in the contract's order. */
function useStatusLabels(): Record<AudienceStatus, string> {
  const { t } = useLingui();
  return {
    confirmed: t`Confirmed runners`,
    pending_payment: t`Runners yet to pay`,
    waitlisted: t`Waitlist`,
    ballot: t`Ballot entries`,
    volunteers: t`Volunteers`,
  };
}

type Sending = { body: MessageInput; preview: MessagePreview; reset: () => void };
type Intent = 'preview' | 'send';
type Shown = { kind: Intent; sending: Sending } | null;

/** A shift as the audience's filter names it. */
export type ShiftChoice = { shiftId: string; name: string; startsAt: string; endsAt: string };

export function MessageForm({
  marathonId,
  distances,
  shifts,
}: {
  marathonId: string;
  distances: readonly Pick<Distance, 'id' | 'name'>[];
  /** The race's volunteer shifts: a filter of the volunteers when it has any. */
  shifts: readonly ShiftChoice[];
}) {
  const { t } = useLingui();
  const statusLabels = useStatusLabels();
  const groupsErrorId = useId();
  const form = useZodForm({
    initialValues: emptyMessageValues(),
    schema: messageInputSchema,
    toInput: messageInputOf,
    idPrefix: 'message',
  });
  const { bindForm, values } = form;
  const preview = usePreviewMessage();
  const [shown, setShown] = useState<Shown>(null);
  // Which of the two submit buttons sent the form last: Preview, or Send / Schedule.
  const [intent, setIntent] = useState<Intent>('send');
  const scheduled = values.when === 'later';

  const submit = (kind: Intent, body: MessageInput, controls: FormControls) => {
    // Asked afresh, so the confirmation names the count as it is now.
    preview.mutate(
      { id: marathonId, body },
      {
        onSuccess: (answer) =>
          setShown({ kind, sending: { body, preview: answer, reset: controls.reset } }),
        onError: (error) => controls.showServerError(error, t`The message could not be checked.`),
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const kind = submitter?.getAttribute('value') === 'preview' ? 'preview' : 'send';
    setIntent(kind);
    form.handleSubmit((body: MessageInput, controls) => submit(kind, body, controls))(event);
  };
  const groupsError = form.errors['audience.statuses'];
  // The fields are names the server reads, not words: marked so, as for translation tools.
  const mergeFields = (
    <code translate="no" className="font-mono text-xs">
      {MERGE_FIELDS.map((f) => `{${f}}`).join(', ')}
    </code>
  );
  const sendAt = shown?.sending.body.sendAt;
  return (
    <HeadedSection
      id={TITLE_ID}
      look="part"
      title={t`Write a message`}
      intro={t`Send it by email, by text message to the runners who agreed to texts, or both.`}
    >
      <form noValidate ref={bindForm} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Subject`}
          required
          maxLength={MESSAGE_LIMITS.subject}
          wrapperClassName="sm:col-span-2"
          {...form.field('subject')}
        />
        <TextAreaField
          label={t`Message`}
          required
          rows={8}
          maxLength={MESSAGE_LIMITS.body}
          wrapperClassName="sm:col-span-2"
          hint={<Trans>Plain text. Each person gets their own values for {mergeFields}.</Trans>}
          {...form.field('body')}
        />
        <fieldset
          className="grid gap-2 sm:col-span-2"
          aria-describedby={groupsError ? groupsErrorId : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            <Trans>Who gets it</Trans>
          </legend>
          {AUDIENCE_STATUSES.map((status) => (
            <CheckboxField
              key={status}
              label={statusLabels[status]}
              {...form.field(statusKey(status))}
            />
          ))}
          {groupsError ? (
            <p id={groupsErrorId} className="text-sm font-medium text-red-700 dark:text-red-400">
              {groupsError}
            </p>
          ) : null}
        </fieldset>
        {distances.length > 1 ? (
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
              <Trans>Only these distances (every distance when none is ticked)</Trans>
            </legend>
            {distances.map((distance) => (
              <CheckboxField
                key={distance.id}
                label={distance.name}
                {...form.field(distanceKey(distance.id))}
              />
            ))}
          </fieldset>
        ) : null}
        {shifts.length > 0 ? (
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
              <Trans>Volunteers of only these shifts (every shift when none is ticked)</Trans>
            </legend>
            {shifts.map((shift) => (
              <CheckboxField
                key={shift.shiftId}
                label={`${shift.name}, ${formatDateTimeRange(shift.startsAt, shift.endsAt)}`}
                {...form.field(shiftKey(shift.shiftId))}
              />
            ))}
          </fieldset>
        ) : null}
        <RadioGroupField
          legend={t`Checked in at the race-day desk`}
          className="sm:col-span-2"
          options={[
            { value: 'any', label: t`Checked in or not` },
            { value: 'yes', label: t`Checked in` },
            { value: 'no', label: t`Not checked in yet` },
          ]}
          {...form.field('checkedIn')}
        />
        <RadioGroupField
          legend={t`Send it as`}
          className="sm:col-span-2"
          options={[
            { value: 'email', label: t`Email` },
            { value: 'sms', label: t`Text message` },
            { value: 'both', label: t`Both` },
          ]}
          {...form.field('channel')}
        />
        <RadioGroupField
          legend={t`Kind`}
          className="sm:col-span-2"
          options={[
            { value: 'service', label: t`Service (everyone in the audience)` },
            { value: 'marketing', label: t`News (only those who asked for it)` },
          ]}
          {...form.field('kind')}
        />
        <RadioGroupField
          legend={t`When`}
          className="sm:col-span-2"
          options={[
            { value: 'now', label: t`Send now` },
            { value: 'later', label: t`Schedule` },
          ]}
          {...form.field('when')}
        />
        {scheduled ? (
          <TextField
            label={t`Send at`}
            type="datetime-local"
            required
            hint={t`Your device’s local time.`}
            {...form.field('sendAt')}
          />
        ) : null}
        <LiveCount marathonId={marathonId} values={values} />
        <div className="sm:col-span-2">
          <FormAlert message={form.formError} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            variant="secondary"
            value="preview"
            busy={preview.isPending && intent === 'preview'}
            busyText={t`Checking…`}
          >
            <Trans>Preview</Trans>
          </Button>
          <Button
            type="submit"
            value="send"
            busy={preview.isPending && intent === 'send'}
            busyText={t`Checking…`}
          >
            {scheduled ? t`Schedule…` : t`Send now…`}
          </Button>
        </div>
      </form>
      {shown?.kind === 'preview' ? (
        <PreviewDialog
          preview={shown.sending.preview}
          channel={shown.sending.body.channel}
          onClose={() => setShown(null)}
        />
      ) : shown?.kind === 'send' ? (
        <SendDialog
          marathonId={marathonId}
          sending={shown.sending}
          when={sendAt ? formatDateTime(sendAt) : null}
          onClose={() => setShown(null)}
        />
      ) : null}
    </HeadedSection>
  );
}
