// The marathon form's questions (docs/registration.md): up to 20 rows, each a label, a type, a
// choice's options, required or not, and which distances ask it; ready-made buttons add the usual
// ones. Rows work as the distance rows do: the new row's label takes the focus, a removed row's
// focus goes to "Add question", and both are announced.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_TYPES, QUESTIONS_MAX } from '@run/contract/domain/schemas';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { FieldBox } from '@/components/ui/field-box';
import { FormList, RemoveRowButton, rowLabel, useFormList } from '@/components/ui/form-list';
import type { FieldBinding, Reshape } from '@/components/ui/form-list';

import { savedDistances, type MarathonFormValues } from '../marathon-form-values';
import {
  hasQuestion,
  joinIds,
  questionCount,
  questionKey,
  questionRow,
  READY_MADE,
  splitIds,
  TYPE_NAMES,
  type QuestionKey,
} from '../question-form-values';

interface QuestionRowsProps {
  values: MarathonFormValues;
  errors: Partial<Record<string, string>>;
  field: (name: QuestionKey) => FieldBinding;
  reshape: Reshape<QuestionKey>;
}

/** What a row is called on its Remove button and in announcements (in the language shown). */
function questionName(values: MarathonFormValues, index: number, i18n: I18n): string {
  const number = index + 1;
  return values[questionKey(index, 'label')]?.trim() || i18n._(msg`question ${number}`);
}

/** A message on one option (`questions.0.options.2`) belongs to the options field. */
function optionsError(errors: QuestionRowsProps['errors'], index: number): string | undefined {
  const key = questionKey(index, 'options');
  const own = errors[key];
  if (own) return own;
  return Object.entries(errors).find(
    ([name, message]) => message && name.startsWith(`${key}.`),
  )?.[1];
}

/** Which of the race's saved distances ask the question (offered with two or more). */
function DistanceChoice({
  index,
  values,
  field,
}: Omit<QuestionRowsProps, 'errors' | 'reshape'> & { index: number }) {
  const { t } = useLingui();
  const errorId = useId();
  const distances = savedDistances(values);
  const scope = field(questionKey(index, 'scope'));
  const ids = field(questionKey(index, 'distanceIds'));
  if (distances.length < 2) return null;
  const ticked = splitIds(ids.value);
  const toggle = (id: string, on: boolean) =>
    ids.onChange({
      target: { value: joinIds(on ? [...ticked, id] : ticked.filter((t) => t !== id)) },
    });
  const number = index + 1;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <RadioGroupField
        legend={index === 0 ? t`Asked of` : t`Asked of (question ${number})`}
        options={[
          { value: 'all', label: t`Every distance` },
          { value: 'some', label: t`Some distances` },
        ]}
        {...scope}
      />
      {scope.value === 'some' ? (
        <fieldset
          aria-describedby={ids.error ? errorId : undefined}
          aria-invalid={ids.error ? true : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            <Trans>Distances that ask it</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {distances.map((d) => (
              <CheckboxField
                key={d.id}
                name={ids.name}
                label={d.name}
                value={ticked.includes(d.id) ? 'true' : ''}
                onChange={(event) => toggle(d.id, event.target.value === 'true')}
              />
            ))}
          </div>
          {ids.error ? (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              {ids.error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}

function QuestionRow({
  index,
  values,
  errors,
  field,
  onRemove,
}: Omit<QuestionRowsProps, 'reshape'> & { index: number; onRemove: (index: number) => void }) {
  const { i18n, t } = useLingui();
  const isChoice = values[questionKey(index, 'type')] === 'choice';
  const number = index + 1;
  const name = questionName(values, index, i18n);
  const typeOptions = QUESTION_TYPES.map((type) => ({
    value: type,
    label: i18n._(TYPE_NAMES[type]),
  }));
  return (
    <FieldBox legend={t`Question ${number}`} layout="row">
      <TextField
        label={rowLabel(t`Question label`, index, 'question')}
        required
        maxLength={200}
        placeholder={t`e.g. T-shirt size`}
        {...field(questionKey(index, 'label'))}
      />
      <SelectField
        label={rowLabel(t`Answer type`, index, 'question')}
        required
        options={typeOptions}
        {...field(questionKey(index, 'type'))}
      />
      {isChoice ? (
        <TextAreaField
          label={rowLabel(t`Options`, index, 'question')}
          required
          rows={4}
          wrapperClassName="sm:col-span-2"
          hint={t`One per line, 2 to 50 options.`}
          {...field(questionKey(index, 'options'))}
          error={optionsError(errors, index)}
        />
      ) : null}
      <CheckboxField
        label={rowLabel(t`Required`, index, 'question')}
        hint={t`Runners must answer it to register.`}
        className="sm:col-span-2"
        {...field(questionKey(index, 'required'))}
      />
      <DistanceChoice index={index} values={values} field={field} />
      <RemoveRowButton onClick={() => onRemove(index)}>
        <Trans>Remove {name}</Trans>
      </RemoveRowButton>
    </FieldBox>
  );
}

export function QuestionRows({ reshape, ...rows }: QuestionRowsProps) {
  const { i18n, t } = useLingui();
  const { values } = rows;
  const { group, announcement, addRow, removeRow } = useFormList(reshape, 'questions');
  const count = questionCount(values);
  const full = count >= QUESTIONS_MAX;
  const max = QUESTIONS_MAX;

  const add = (question?: (typeof READY_MADE)[number]) => {
    const number = count + 1;
    const label = question?.label;
    addRow(
      questionRow(count, question),
      questionKey(count, 'label'),
      label ? t`Question ${number} added: ${label}.` : t`Question ${number} added.`,
    );
  };

  const remove = (index: number) => {
    const name = questionName(values, index, i18n);
    removeRow(index, t`Removed ${name}.`);
  };

  return (
    <FormList
      groupRef={group}
      announcement={announcement}
      legend={t`Questions`}
      intro={t`Up to ${max} questions runners answer when they register. Only you and your co-organisers see the answers.`}
      addLabel={t`Add question`}
      onAdd={() => add()}
      full={full}
      fullNote={t`A race asks at most ${max} questions.`}
      moreActions={READY_MADE.map((question) => {
        // A ready-made question's label is the race's data, added as it is in every language: the
        // results find the Gender question by its label (contract/src/domain/results-groups.ts).
        // Its button names it in the form's language.
        const { label } = question;
        const name = i18n._(question.name);
        return (
          <Button
            key={label}
            variant="secondary"
            size="sm"
            disabled={full || hasQuestion(values, label)}
            onClick={() => add(question)}
          >
            <Trans>Add {name}</Trans>
          </Button>
        );
      })}
      count={count}
      row={(index) => <QuestionRow index={index} onRemove={remove} {...rows} />}
    />
  );
}
