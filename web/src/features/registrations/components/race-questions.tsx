// The registration form's part that each race writes (docs/registration.md): the questions the
// chosen distance asks, each with its own kind of input, the date of birth where the distance has a
// minimum age, and the waiver to read and accept.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '@run/contract/domain/api-types';
import { questionsFor } from '@run/contract/domain/race-form';
import { QUESTION_LIMITS } from '@run/contract/domain/schemas';
import { useId, useRef } from 'react';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { SelectField, TextField } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { useFocusableWhenScrollable } from '@/components/ui/use-focusable-when-scrollable';

import { answerKey, chosenDistance, type RaceFormRace } from '../race-form-values';

interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

type Bind = (name: string) => FieldBinding;

/** A choice of a few options reads best as radios; a longer one (sizes) as a list. */
const RADIO_OPTIONS_MAX = 4;

function QuestionField({ question, bind }: { question: Question; bind: Bind }) {
  const { t } = useLingui();
  const binding = bind(answerKey(question.id));
  const common = { label: question.label, required: question.required, ...binding };
  switch (question.type) {
    case 'text':
      return (
        <TextField
          {...common}
          maxLength={QUESTION_LIMITS.answer}
          wrapperClassName="sm:col-span-2"
        />
      );
    case 'number':
      return <TextField {...common} type="number" inputMode="decimal" />;
    case 'date':
      return <TextField {...common} type="date" />;
    case 'checkbox':
      return <CheckboxField {...common} className="sm:col-span-2" />;
    case 'choice': {
      // The answer is always the original option; a translated race words it beside (`optionLabels`).
      const options = question.options.map((o, i) => ({
        value: o,
        label: question.optionLabels?.[i] ?? o,
      }));
      return options.length <= RADIO_OPTIONS_MAX ? (
        <RadioGroupField
          legend={question.label}
          required={question.required}
          options={options}
          className="sm:col-span-2"
          {...binding}
        />
      ) : (
        <SelectField {...common} options={options} placeholder={t`Choose…`} />
      );
    }
  }
}

/** The waiver's text in a box of its own height, and the checkbox that sends its version. */
export function WaiverField({
  waiver,
  accepted,
}: {
  waiver: { text: string; version: number };
  /** The form's `waiverAccepted`: the version ticked, or ''. */
  accepted: FieldBinding;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  // A long waiver scrolls inside its box: keyboard users need a tab stop to scroll it.
  useFocusableWhenScrollable(box);
  const version = String(waiver.version);
  return (
    <div className="grid gap-3 sm:col-span-2">
      <h2 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Trans>Waiver</Trans>
      </h2>
      <div
        ref={box}
        role="region"
        aria-labelledby={headingId}
        className="max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
      >
        {waiver.text}
      </div>
      <CheckboxField
        name={accepted.name}
        label={t`I have read and accept the waiver`}
        required
        error={accepted.error}
        value={accepted.value === version ? TICKED : ''}
        onChange={(event) =>
          accepted.onChange({ target: { value: event.target.value === TICKED ? version : '' } })
        }
      />
    </div>
  );
}

export function RaceQuestions({
  race,
  distanceId,
  bind,
}: {
  race: RaceFormRace;
  /** '' until chosen on a race with several distances: the questions for every distance show. */
  distanceId: string;
  bind: Bind;
}) {
  const { t } = useLingui();
  const distance = chosenDistance(race, distanceId);
  const all = race.questions ?? [];
  const questions = distance
    ? questionsFor(all, distance.id)
    : all.filter((q) => q.distanceIds === null);
  const minimumAge = distance?.minimumAge ?? null;
  const distanceName = distance?.name ?? '';
  return (
    <>
      {questions.map((q) => (
        <QuestionField key={q.id} question={q} bind={bind} />
      ))}
      {distance && minimumAge !== null ? (
        <TextField
          label={t`Date of birth`}
          type="date"
          required
          autoComplete="bday"
          hint={t`${distanceName} runners must be at least ${minimumAge} on race day.`}
          {...bind('dateOfBirth')}
        />
      ) : null}
      {race.waiver ? <WaiverField waiver={race.waiver} accepted={bind('waiverAccepted')} /> : null}
    </>
  );
}
