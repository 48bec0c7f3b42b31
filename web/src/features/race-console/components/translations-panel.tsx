// The console's Translations tab (docs/languages.md): the race's own texts in German, French or
// Spanish, for the organiser and co-organisers. A language is chosen, then each text of the race (in
// the original, as the console reads it) stands beside its input; an empty input leaves the text in
// the original. Saved whole (PUT), or removed behind a confirmation.
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, QUESTION_LIMITS, WAIVER_MAX } from '@run/contract/domain/schemas';
import {
  TRANSLATION_LANGUAGES,
  type Translation,
  translationInputSchema,
  type TranslationLanguage,
} from '@run/contract/domain/translations';
import { useId, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormActions } from '@/components/ui/form-actions';
import { controlProps, FieldName, FieldNotes } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { Loaded } from '@/components/ui/loaded';
import { showPopup } from '@/components/ui/popup';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TitledForm } from '@/components/ui/titled-form';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';
import { LANGUAGE_NAMES } from '@/lib/i18n';

import { useDeleteTranslation, useSaveTranslation, useTranslation } from '../api/translations';
import {
  choiceOptions,
  distanceKey,
  hasWaiver,
  onInputs,
  optionKey,
  partlyWorded,
  questionKey,
  staleWaiver,
  type TranslatedRace,
  translationBody,
  translationValues,
} from '../translation-form-values';

const HEADING_ID = 'translations-title';

/** The language first shown: the one the web is in, when a race may be translated into it. */
function firstLanguage(locale: string): TranslationLanguage {
  return TRANSLATION_LANGUAGES.find((language) => language === locale) ?? 'de';
}

/** A box of the form named by its legend: the race's own texts, its distances, questions, waiver. */
function TextGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * One text: the original, read-only, beside its input (above it on a phone). The input is named
 * "<text> in <language>" and described by the original, then by its message.
 */
function TranslationRow({
  label,
  original,
  lang,
  field,
  maxLength,
  rows,
  note,
}: {
  label: string;
  original: string;
  lang: TranslationLanguage;
  field: FieldBinding;
  maxLength: number;
  /** A text of several paragraphs: a textarea of this many rows. */
  rows?: number;
  /** The id of a note on this text, read after the original. */
  note?: string | undefined;
}) {
  const id = `${useId()}-${field.name}`;
  const originalId = `${id}-original`;
  const { name, value, error, onChange } = field;
  const control = controlProps(id, undefined, error);
  const props = {
    ...control,
    'aria-describedby': [originalId, note, control['aria-describedby']].filter(Boolean).join(' '),
    name,
    value,
    onChange,
    maxLength,
    // The browser's spelling checks in the translation's language.
    lang,
  };
  return (
    <div className="grid gap-2 sm:grid-cols-2 sm:gap-6">
      <div id={originalId}>
        <p className="mb-1.5 text-sm font-medium text-slate-600 dark:text-slate-300">
          <Trans>Original</Trans>
        </p>
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3.5 py-2.5 break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-100">
          {original}
        </p>
      </div>
      <div>
        <FieldName id={id} label={label} sayOptional={false} className="mb-1.5" />
        {rows === undefined ? <input {...props} /> : <textarea rows={rows} {...props} />}
        <FieldNotes id={id} error={error} />
      </div>
    </div>
  );
}

function RemoveTranslationDialog({
  lang,
  remove,
  onClose,
}: {
  lang: TranslationLanguage;
  remove: ReturnType<typeof useDeleteTranslation>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const language = LANGUAGE_NAMES[lang];
  return (
    <ConfirmDialog
      title={t`Remove the translation into ${language}?`}
      confirmLabel={t`Remove translation`}
      busyLabel={t`Removing…`}
      write={remove}
      variables={lang}
      done={{
        title: t`Translation removed`,
        text: t`Visitors who read RUN in ${language} see the original texts.`,
      }}
      failure={t`The translation could not be removed.`}
      onClose={onClose}
    >
      <p>
        <Trans>
          Every text translated into {language} is deleted: visitors who read RUN in {language} see
          the race in the original.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

/** Whether the race has a translation into the language yet, and when it was saved. */
function TranslationStatus({
  lang,
  translation,
  onRemove,
}: {
  lang: TranslationLanguage;
  translation: Translation | null;
  onRemove: (opener: EventTarget | null) => void;
}) {
  const language = LANGUAGE_NAMES[lang];
  const box =
    'flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200';
  if (translation === null) {
    return (
      <div className={box}>
        <p>
          <strong className="font-semibold text-slate-900 dark:text-white">
            <Trans>Not translated yet.</Trans>
          </strong>{' '}
          <Trans>Visitors who read RUN in {language} see the original texts.</Trans>
        </p>
      </div>
    );
  }
  const saved = formatDateTime(translation.updatedAt);
  return (
    <div className={box}>
      <p>
        <strong className="font-semibold text-slate-900 dark:text-white">
          <Trans>Translated into {language}.</Trans>
        </strong>{' '}
        <Trans>Last saved {saved}.</Trans>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        onClick={(event) => onRemove(event.currentTarget)}
      >
        <Trans>Remove translation</Trans>
      </Button>
    </div>
  );
}

/** The waiver's input, with what became of a translation of an earlier version. */
function WaiverRow({
  race,
  lang,
  translation,
  field,
}: {
  race: TranslatedRace;
  lang: TranslationLanguage;
  translation: Translation | null;
  field: FieldBinding;
}) {
  const { t } = useLingui();
  const noteId = `${useId()}-waiver-note`;
  const language = LANGUAGE_NAMES[lang];
  const stale = staleWaiver(race, translation);
  return (
    <TextGroup legend={t`Waiver`}>
      {stale ? (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <p id={noteId}>
            <Trans>
              The waiver has changed since it was translated: visitors read it in the original until
              you translate the new version and save.
            </Trans>
          </p>
          <details>
            <summary className="cursor-pointer rounded font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600">
              <Trans>Your translation of the earlier version</Trans>
            </summary>
            <p lang={lang} className="mt-2 break-words whitespace-pre-line">
              {translation?.waiver}
            </p>
          </details>
        </div>
      ) : null}
      <TranslationRow
        label={t`Waiver in ${language}`}
        original={race.waiver?.text ?? ''}
        lang={lang}
        field={field}
        maxLength={WAIVER_MAX}
        rows={8}
        note={stale ? noteId : undefined}
      />
    </TextGroup>
  );
}

/** The form of one language's texts, holding what its translation has. */
function TranslationForm({
  race,
  lang,
  translation,
}: {
  race: TranslatedRace;
  lang: TranslationLanguage;
  translation: Translation | null;
}) {
  const { t } = useLingui();
  const language = LANGUAGE_NAMES[lang];
  const save = useSaveTranslation(race._id);
  const form = useZodForm({
    initialValues: translationValues(race, translation),
    schema: translationInputSchema,
    toInput: (values) => translationBody(race, values),
    idPrefix: `translation-${lang}`,
  });
  const { bindForm, values } = form;
  const names = Object.keys(values);
  const submit = form.handleSubmit((body, controls) => {
    if (Object.keys(body).length === 0) {
      form.setFormError(
        t`Fill in at least one text to save, or remove the translation into ${language}.`,
      );
      return;
    }
    save.mutate(
      { lang, body },
      {
        onSuccess: () =>
          showPopup({
            icon: 'success',
            title: t`Translation saved`,
            text: t`Visitors who read RUN in ${language} see these texts.`,
          }),
        onError: (error) =>
          controls.showServerError(onInputs(error, names), t`The translation could not be saved.`),
      },
    );
  });
  const questions = race.questions ?? [];
  // The race's own texts; the description is several paragraphs.
  const raceTexts = [
    { key: 'title', label: t`Title in ${language}`, rows: undefined },
    { key: 'description', label: t`Description in ${language}`, rows: 6 },
  ] as const;
  return (
    <TitledForm
      ref={bindForm}
      onSubmit={submit}
      titleId={`translation-form-${lang}`}
      title={t`Texts in ${language}`}
      level={3}
      className="space-y-6"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Leave a text empty to show it in the original. Saving replaces the whole translation into{' '}
          {language}.
        </Trans>
      </p>
      <TextGroup legend={t`The race`}>
        {raceTexts.map(({ key, label, rows }) => (
          <TranslationRow
            key={key}
            label={label}
            original={race[key]}
            lang={lang}
            field={form.field(key)}
            maxLength={LIMITS[key]}
            rows={rows}
          />
        ))}
      </TextGroup>
      <TextGroup legend={t`Distances`}>
        {race.distances.map((distance, index) => {
          const n = index + 1;
          return (
            <TranslationRow
              key={distance.id}
              label={t`Distance ${n} in ${language}`}
              original={distance.name}
              lang={lang}
              field={form.field(distanceKey(distance.id))}
              maxLength={LIMITS.distanceName}
            />
          );
        })}
      </TextGroup>
      {questions.length > 0 ? (
        <TextGroup legend={t`Registration questions`}>
          {questions.map((question, index) => {
            const n = index + 1;
            const options = choiceOptions(question);
            return (
              <div key={question.id} className="space-y-4">
                <TranslationRow
                  label={t`Question ${n} in ${language}`}
                  original={question.label}
                  lang={lang}
                  field={form.field(questionKey(question.id))}
                  maxLength={QUESTION_LIMITS.label}
                />
                {options.length > 0 ? (
                  <div className="space-y-4 border-l-2 border-slate-200 pl-3 sm:pl-4 dark:border-slate-700">
                    <p
                      className={
                        partlyWorded(question, values)
                          ? 'text-sm font-medium text-amber-800 dark:text-amber-200'
                          : 'text-sm text-slate-600 dark:text-slate-300'
                      }
                    >
                      <Trans>
                        Translate every option of question {n}, or none: the options show in the
                        original until each one has its translation.
                      </Trans>
                    </p>
                    {options.map((option, at) => {
                      const o = at + 1;
                      return (
                        <TranslationRow
                          // An option is its place: the translation's options follow the original's.
                          key={at}
                          label={t`Option ${o} of question ${n} in ${language}`}
                          original={option}
                          lang={lang}
                          field={form.field(optionKey(question.id, at))}
                          maxLength={QUESTION_LIMITS.option}
                        />
                      );
                    })}
                  </div>
                ) : null}
              </div>
            );
          })}
        </TextGroup>
      ) : null}
      {hasWaiver(race) ? (
        <WaiverRow race={race} lang={lang} translation={translation} field={form.field('waiver')} />
      ) : null}
      <FormActions
        formError={form.formError}
        submitLabel={t`Save translation`}
        busyText={t`Saving…`}
        busy={save.isPending}
      />
    </TitledForm>
  );
}

/** One language: its translation loaded, its state, and its form. */
function LanguageTranslation({ race, lang }: { race: TranslatedRace; lang: TranslationLanguage }) {
  const { t } = useLingui();
  const language = LANGUAGE_NAMES[lang];
  const query = useTranslation(race._id, lang);
  // A removal empties the form: it starts again from no translation.
  const [removals, setRemovals] = useState(0);
  const remove = useDeleteTranslation(race._id, () => setRemovals((count) => count + 1));
  const { dialog, open, close } = useRowDialog<'remove'>(HEADING_ID);
  return (
    <Loaded
      query={query}
      loading={t`Loading the translation into ${language}`}
      failed={t`The translation into ${language} could not be loaded.`}
      retryHeading={3}
    >
      {(translation) => (
        <div className="space-y-6">
          <TranslationStatus
            lang={lang}
            translation={translation}
            onRemove={(opener) => open('remove', opener)}
          />
          <TranslationForm key={removals} race={race} lang={lang} translation={translation} />
          {dialog === 'remove' ? (
            <RemoveTranslationDialog lang={lang} remove={remove} onClose={close} />
          ) : null}
        </div>
      )}
    </Loaded>
  );
}

export function TranslationsPanel({ race }: { race: TranslatedRace }) {
  const { t, i18n } = useLingui();
  const [lang, setLang] = useState(() => firstLanguage(i18n.locale));
  // Each language opened stays mounted, hidden while another is shown, so what the organiser typed
  // and has not saved yet is still there when they come back to it.
  const [opened, setOpened] = useState<TranslationLanguage[]>(() => [lang]);
  const choose = (next: TranslationLanguage) => {
    setLang(next);
    setOpened((seen) => (seen.includes(next) ? seen : [...seen, next]));
  };
  return (
    <HeadedSection
      id={HEADING_ID}
      look="part"
      title={t`Translations`}
      intro={t`Your race’s own texts for visitors who read RUN in another language. Each text left untranslated is shown in the original.`}
    >
      <div className="space-y-6">
        <RadioGroupField
          legend={t`Language of the translation`}
          name="translation-language"
          value={lang}
          options={TRANSLATION_LANGUAGES.map((language) => ({
            value: language,
            label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
          }))}
          onChange={(event) => choose(firstLanguage(event.target.value))}
        />
        {opened.map((language) => (
          <div key={language} hidden={language !== lang}>
            <LanguageTranslation race={race} lang={language} />
          </div>
        ))}
      </div>
    </HeadedSection>
  );
}
