// The race's automatic messages in the console's Messages tab (docs/messages.md, "Automatic
// messages"): a reminder to the confirmed runners some days before the start, and a mail a day after a
// runner's unpaid hold lapsed saying the place is still waiting, with one of the race's codes if
// chosen. Saved together; the answer says when the reminder goes out.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AUTOMATIC_LIMITS,
  automaticMessagesSchema,
  type AutomaticMessages,
  type AutomaticMessagesAnswer as Answer,
} from '@run/contract/domain/messages';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { NumberField, TextField } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { Loaded } from '@/components/ui/loaded';
import { showPopup } from '@/components/ui/popup';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';
import { formatDateTime } from '@/lib/format';

import { useAutomaticMessages, useSetAutomaticMessages } from '../api/use-messages';

const TITLE_ID = 'automatic-messages-title';

interface AutomaticValues {
  [field: string]: string;
  reminder: string;
  reminderDaysBefore: string;
  stillWaiting: string;
  stillWaitingCode: string;
}

const valuesOf = (stored: Answer): AutomaticValues => ({
  reminder: stored.reminderDaysBefore === null ? '' : TICKED,
  reminderDaysBefore: String(stored.reminderDaysBefore ?? 2),
  stillWaiting: stored.stillWaiting ? TICKED : '',
  stillWaitingCode: stored.stillWaitingCode ?? '',
});

/** The body: the days only while the reminder is ticked; an empty code is none. */
export const automaticInputOf = (values: AutomaticValues) => ({
  reminderDaysBefore:
    values.reminder === TICKED ? Number(values.reminderDaysBefore.trim() || Number.NaN) : null,
  stillWaiting: values.stillWaiting === TICKED,
  stillWaitingCode: values.stillWaitingCode.trim() === '' ? null : values.stillWaitingCode,
});

function AutomaticForm({ marathonId, stored }: { marathonId: string; stored: Answer }) {
  const { t } = useLingui();
  const save = useSetAutomaticMessages();
  const form = useZodForm({
    initialValues: valuesOf(stored),
    schema: automaticMessagesSchema,
    toInput: automaticInputOf,
    idPrefix: 'automatic',
  });
  const submit = (body: AutomaticMessages, controls: FormControls) =>
    save.mutate(
      { id: marathonId, body },
      {
        onSuccess: (answer) =>
          showPopup({
            icon: 'success',
            title: t`Automatic messages saved`,
            text:
              answer.reminderAt === null
                ? t`No reminder is to come.`
                : t`The reminder goes out ${formatDateTime(answer.reminderAt)}.`,
          }),
        onError: (error) =>
          controls.showServerError(error, t`The automatic messages could not be saved.`),
      },
    );
  const { values } = form;
  return (
    <TwoColumnForm
      form={form}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={t`Save automatic messages`}
      busyText={t`Saving…`}
      busy={save.isPending}
    >
      <CheckboxField
        label={t`Send a reminder before the start`}
        hint={t`To each confirmed runner, in their language: the start’s day, time and zone, and their race pass.`}
        className="sm:col-span-2"
        {...form.field('reminder')}
      />
      {values.reminder === TICKED ? (
        <NumberField
          label={t`Days before the start`}
          required
          min={1}
          max={AUTOMATIC_LIMITS.reminderDays}
          step={1}
          hint={
            stored.reminderAt === null
              ? undefined
              : t`Goes out ${formatDateTime(stored.reminderAt)}.`
          }
          {...form.field('reminderDaysBefore')}
        />
      ) : null}
      <CheckboxField
        label={t`Tell runners whose unpaid place lapsed that it is still waiting`}
        hint={t`A day after the hold lapsed, while registration is open, unless they registered again.`}
        className="sm:col-span-2"
        {...form.field('stillWaiting')}
      />
      {values.stillWaiting === TICKED ? (
        <TextField
          label={t`Code to offer (optional)`}
          autoComplete="off"
          maxLength={32}
          hint={t`One of the race’s codes, named in that mail.`}
          {...form.field('stillWaitingCode')}
        />
      ) : null}
    </TwoColumnForm>
  );
}

export function AutomaticMessagesSection({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const query = useAutomaticMessages(marathonId);
  return (
    <HeadedSection
      id={TITLE_ID}
      look="part"
      title={t`Automatic messages`}
      intro={t`Sent by email without anyone pressing Send.`}
    >
      <Loaded
        query={query}
        loading={t`Loading the automatic messages`}
        failed={t`The automatic messages could not be loaded.`}
        retryHeading={3}
      >
        {(stored) => <AutomaticForm marathonId={marathonId} stored={stored} />}
      </Loaded>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        <Trans>Automatic messages do not count towards the five a day.</Trans>
      </p>
    </HeadedSection>
  );
}
